import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { CHINESE_SIGN_IN, ENGLISH_SIGN_IN, signInThroughPage, signOutThroughPage, type SignInWords } from './editor-accounts';
import { expectFirstPreview, PREVIEW_FRAME, previewFrame } from './preview-frame';

/**
 * The preview frame shows the buyer's pages, which the buyer app's own accessibility checks cover: the
 * editor's checks leave it out and look at the editor's document alone.
 */
/**
 * What the editor's screens are checked with: axe's default rules, label in name (WCAG 2.5.3, a
 * control's name holds the text it shows), which this axe still counts as experimental, and target size
 * (WCAG 2.2's 2.5.8, 24px or the room around it), which it leaves off by default, as Lighthouse does not.
 */
const CHECKS = { exclude: [PREVIEW_FRAME], enable: ['label-content-name-mismatch', 'target-size'] };

/** The seeded health template (tenant health): its second page holds the policyholder's form. */
const TEMPLATE = { id: 'tpl-health-baiwan', name: '安心百万医疗险投保页', secondPage: '填写投保信息', holder: '投保人信息', pageCount: 4 } as const;

/** What the operator reads and clicks, in one interface language. */
interface Words {
  readonly language: string;
  readonly signIn: SignInWords;
  readonly templates: string;
  readonly open: string;
  readonly pages: string;
  readonly outline: string;
  readonly palette: string;
  readonly settings: string;
  readonly properties: string;
  readonly problems: string;
  readonly view: string;
  readonly code: string;
  readonly codeLabel: string;
  readonly design: string;
  readonly history: string;
  readonly historyTitle: string;
  readonly publish: string;
  readonly publishTitle: string;
  readonly cancel: string;
  readonly shown: string;
  /** The drag handle of a page or a module: its visible name after the verb (WCAG 2.5.3). */
  readonly drag: (name: string) => string;
}

const CHINESE: Words = {
  language: '中文',
  signIn: CHINESE_SIGN_IN,
  templates: '模板列表',
  open: '打开',
  pages: '页面',
  outline: '大纲',
  palette: '组件库',
  settings: '模板设置',
  properties: '属性面板',
  problems: '问题',
  view: '视图',
  code: '代码',
  codeLabel: '模板 JSON',
  design: '设计',
  history: '版本历史',
  historyTitle: '版本历史',
  publish: '发布',
  publishTitle: '发布模板',
  cancel: '取消',
  shown: '展示',
  drag: (name) => `拖动 ${name}`,
};

const ENGLISH: Words = {
  language: 'English',
  signIn: ENGLISH_SIGN_IN,
  templates: 'Templates',
  open: 'Open',
  pages: 'Pages',
  outline: 'Outline',
  palette: 'Blocks',
  settings: 'Template settings',
  properties: 'Properties',
  problems: 'Problems',
  view: 'View',
  code: 'Code',
  codeLabel: 'Template JSON',
  design: 'Design',
  history: 'History',
  historyTitle: 'Version history',
  publish: 'Publish',
  publishTitle: 'Publish template',
  cancel: 'Cancel',
  shown: 'Shown',
  drag: (name) => `Drag ${name}`,
};

/** The visible headings of the editor's document, in order: level and text. */
async function headings(page: Page): Promise<{ level: number; text: string }[]> {
  return page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((found) =>
    found
      .filter((heading) => heading.checkVisibility({ visibilityProperty: true }))
      .map((heading) => ({ level: Number(heading.tagName.slice(1)), text: (heading.textContent ?? '').trim() })),
  );
}

/** One `h1`, and no heading more than one level below the heading before it. */
async function expectHeadingOutline(page: Page, where: string): Promise<void> {
  const outline = await headings(page);
  expect(outline.filter((heading) => heading.level === 1), `one h1 on ${where}: ${JSON.stringify(outline)}`).toHaveLength(1);
  const skips = outline.filter((heading, index) => index > 0 && heading.level > outline[index - 1]!.level + 1);
  expect(skips, `heading levels skipped on ${where}: ${JSON.stringify(outline)}`).toEqual([]);
}

/** The screen's axe check (the preview frame left out) and its heading outline. */
async function expectScreenAccessible(page: Page, where: string): Promise<void> {
  await expectAccessible(page, where, CHECKS);
  await expectHeadingOutline(page, where);
}

/** From the template list to the workspace of the seeded template, as an operator opens it. */
async function openTemplate(page: Page, words: Words): Promise<void> {
  await page.getByRole('row').filter({ hasText: TEMPLATE.name }).first().getByRole('button', { name: words.open }).click();
  await expectFirstPreview(previewFrame(page).locator('[data-module-id="trial-banner"]'));
  await expect(page.getByRole('tree', { name: words.outline }).getByRole('treeitem').first()).toBeVisible();
}

for (const words of [CHINESE, ENGLISH]) {
  test.describe(`the editor in ${words.language}`, () => {
    // The size the editor was audited at: a laptop's screen.
    test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

    test('passes axe without a serious or critical violation on every screen an operator and a publisher reach', async ({ page }) => {
      // Nine screens, each checked by axe, and a second account: longer than a click-through.
      test.setTimeout(300_000);

      // Sign-in, in the language chosen on it.
      await page.goto('/editor/');
      await page.getByText(words.language, { exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.signIn.signInTitle })).toBeVisible();
      await expectScreenAccessible(page, 'the sign-in page');
      await signInThroughPage(page, 'health', 'operator', words.signIn);

      // The template list.
      await expect(page.getByRole('heading', { level: 1, name: words.templates })).toBeVisible();
      await expect(page.getByRole('link', { name: TEMPLATE.name }).first()).toBeVisible();
      await expectScreenAccessible(page, 'the template list');

      // The workspace: pages, palette (a group unfolded), outline, canvas, template settings, problems.
      await openTemplate(page, words);
      await expect(page.getByRole('heading', { level: 1, name: TEMPLATE.name })).toBeVisible();
      const palette = page.getByRole('region', { name: words.palette });
      await palette.getByRole('button', { expanded: false }).first().click();
      await expect(palette.locator('[data-component]').first()).toBeVisible();
      await expect(page.getByRole('region', { name: words.settings })).toBeVisible();
      await expect(page.getByRole('region', { name: words.problems })).toBeVisible();
      await expectScreenAccessible(page, 'the workspace with the template settings');

      // The pages are a list; each page and module has a drag handle named after what it shows.
      const pages = page.getByRole('list', { name: words.pages });
      await expect(pages.getByRole('listitem')).toHaveCount(TEMPLATE.pageCount);
      await expect(pages.getByRole('button', { name: words.drag(TEMPLATE.secondPage), exact: true })).toBeVisible();
      await page.getByRole('region', { name: words.pages }).getByText(TEMPLATE.secondPage).click();
      const outline = page.getByRole('tree', { name: words.outline });
      await outline.getByRole('button', { name: words.drag(TEMPLATE.holder), exact: true }).click();
      await expect(page.getByRole('region', { name: words.properties })).toHaveAttribute('data-module-id', 'info-holder');
      await expectScreenAccessible(page, 'the workspace with the policyholder module’s properties');

      // The code view.
      const views = page.getByRole('toolbar', { name: TEMPLATE.name }).getByRole('radiogroup', { name: words.view });
      await views.getByText(words.code, { exact: true }).click();
      // Monaco, several megabytes, loads when the code view first opens: slow on a busy machine.
      await expect(page.getByTestId('code-view').locator('.monaco-editor')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('textbox', { name: words.codeLabel })).toBeAttached();
      await expectScreenAccessible(page, 'the code view');
      await views.getByText(words.design, { exact: true }).click();
      await expect(outline).toBeVisible();

      // The version history.
      await page.getByRole('button', { name: words.history, exact: true }).click();
      const history = page.getByTestId('version-history');
      await expect(history.locator('[data-version="1"]')).toBeVisible();
      await expect(history.getByTestId('diff-list').or(history.locator('.ant-empty'))).toBeVisible();
      await expect(history.getByTestId('verdict-list')).toBeVisible();
      await expectScreenAccessible(page, 'the version history');
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();

      // The publish dialog, opened by a publisher after hiding a module (the template is published as it is).
      await signOutThroughPage(page, words.signIn);
      await signInThroughPage(page, 'health', 'publisher', words.signIn);
      await openTemplate(page, words);
      await page.getByRole('switch', { name: `${words.shown}: 选择方案` }).click();
      await page.getByRole('button', { name: words.publish, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: words.publishTitle });
      await expect(dialog.getByTestId('problem-group-warning')).toBeVisible();
      await expectScreenAccessible(page, 'the publish dialog');
      await dialog.getByRole('button', { name: words.cancel, exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    test('moves a page with the keyboard, announced by its name', async ({ page }) => {
      await page.goto('/editor/');
      await page.getByText(words.language, { exact: true }).click();
      await signInThroughPage(page, 'health', 'operator', words.signIn);
      await openTemplate(page, words);
      const pages = page.getByRole('list', { name: words.pages });
      await pages.getByRole('button', { name: words.drag(TEMPLATE.secondPage), exact: true }).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
      await expect(pages.getByRole('listitem').first()).toContainText(`1. ${TEMPLATE.secondPage}`);
      const dropped = words === CHINESE ? `页面「${TEMPLATE.secondPage}」已放在第 1 个，共 4 个` : `Page “${TEMPLATE.secondPage}” dropped at position 1 of 4`;
      await expect(page.getByRole('status').filter({ hasText: dropped })).toBeAttached();
      await expectAccessible(page, 'the workspace after a page moved', CHECKS);
    });
  });
}
