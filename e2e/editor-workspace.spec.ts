import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInPage } from './editor-accounts';
import { answerPopconfirm } from './popconfirm';
import { expectFirstPreview, previewFrame } from './preview-frame';

/** The seeded health template (tenant health, the signed-in operator's); its first page starts with these modules (see the seed). */
const WORKSPACE = '/editor/#/templates/tpl-health-baiwan';

/**
 * A real mouse drag: press on `source`, move a little so the drag sensor starts, then glide to the
 * point of `target` at `yFraction` of its height, in steps so every pointer move is seen, and release.
 */
async function drag(page: Page, source: Locator, target: Locator, yFraction = 0.5, reaim = true): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('drag source is not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 });
  // Measured as the pointer goes, without waiting for it to be still: a panel may scroll while the
  // pointer passes near its edge, so the pointer corrects its aim like a hand would before releasing.
  // In a sortable list the target itself slides away as the item passes it: aim once, where it was.
  const aimed = await target.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  for (const steps of reaim ? [12, 3, 2] : [12]) {
    const to = reaim ? await target.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect) : aimed;
    await page.mouse.move(to.x + to.width / 2, to.y + to.height * yFraction, { steps });
  }
  await page.mouse.up();
}

const outlineRow = (page: Page, moduleId: string) => page.locator(`[role="treeitem"][data-module-id="${moduleId}"]`);
const rowHandle = (page: Page, moduleId: string) => outlineRow(page, moduleId).locator('[data-outline-handle]');
const outlineIds = (page: Page) => page.locator('[role="treeitem"]').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.moduleId));
const selectedId = (page: Page) => page.locator('[role="treeitem"][aria-selected="true"]').getAttribute('data-module-id');

/** Signs tenant health's operator in, then opens the workspace. */
async function openWorkspace(page: Page, baseURL: string | undefined) {
  await signInPage(page, baseURL ?? '', 'health', 'operator');
  await page.goto(WORKSPACE);
  const frame = previewFrame(page);
  await expectFirstPreview(frame.locator('[data-module-id="trial-banner"]'));
  await expect(outlineRow(page, 'trial-banner')).toBeVisible();
  // Set on the runtime's window: still there after the edits means the frame was never reloaded.
  await frame.locator('body').evaluate(() => ((window as never as { keptAcrossEdits: boolean }).keptAcrossEdits = true));
  return frame;
}

test.describe('operator workspace', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('drags a block into the outline, edits it live in the frame, undoes and redoes with the keyboard', async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    const frame = await openWorkspace(page, baseURL);
    const before = await outlineIds(page);

    // A block dragged from the palette lands where the indicator line was: before the health notice.
    const palette = page.getByRole('region', { name: '组件库' });
    await palette.getByPlaceholder('搜索组件').fill('常见问题');
    const block = palette.locator('[data-component="faqAccordion"]');
    await drag(page, block, outlineRow(page, 'trial-health-notice'), 0.2);
    await expect.poll(async () => (await outlineIds(page)).length).toBe(before.length + 1);
    const inserted = (await selectedId(page)) ?? '';
    expect(before).not.toContain(inserted);
    const ids = await outlineIds(page);
    expect(ids[ids.indexOf('trial-health-notice') - 1]).toBe(inserted);
    const insertedInFrame = frame.locator(`[data-module-id="${inserted}"]`);
    await expect(insertedInFrame).toBeVisible();
    await expect(insertedInFrame).toContainText('常见问题');

    // The property panel edits the selected block; the frame follows without reloading.
    const title = page.locator('[data-property-path="/attrs/title"] input');
    await title.fill('理赔前必读');
    await expect(insertedInFrame).toContainText('理赔前必读');
    expect(await frame.locator('body').evaluate(() => (window as never as { keptAcrossEdits?: boolean }).keptAcrossEdits)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('workspace.png') });

    // The whole typing is one undo step; redo brings it back; one more undo removes the block.
    await page.getByRole('tree', { name: '大纲' }).focus();
    await page.keyboard.press('Control+z');
    await expect(insertedInFrame).toContainText('常见问题');
    await expect(title).toHaveValue('常见问题');
    await page.keyboard.press('Control+Shift+z');
    await expect(insertedInFrame).toContainText('理赔前必读');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect(insertedInFrame).toHaveCount(0);
    await expect(outlineRow(page, inserted)).toHaveCount(0);
    await page.keyboard.press('Control+y');
    await expect(insertedInFrame).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('reorders and nests by drag in the outline, refuses a block its parent does not take, renames, hides and deletes with confirmation', async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    const frame = await openWorkspace(page, baseURL);
    const position = async (moduleId: string) => (await outlineIds(page)).indexOf(moduleId);

    // Reorder: the claim flow dragged onto the top of the FAQ row goes before it, in the frame too.
    await drag(page, rowHandle(page, 'trial-claim-flow'), outlineRow(page, 'trial-faq'), 0.15);
    await expect.poll(async () => (await position('trial-claim-flow')) < (await position('trial-faq'))).toBe(true);
    const top = async (moduleId: string) => (await frame.locator(`[data-module-id="${moduleId}"]`).boundingBox())?.y ?? 0;
    await expect.poll(async () => (await top('trial-claim-flow')) < (await top('trial-faq'))).toBe(true);

    // A container from the palette's add button lands after the selected module.
    await outlineRow(page, 'trial-premium').locator('[data-outline-handle]').click();
    const palette = page.getByRole('region', { name: '组件库' });
    await palette.getByPlaceholder('搜索组件').fill('渠道专属');
    await palette.getByRole('button', { name: '添加到页面 渠道专属区块', exact: true }).click();
    // The new container takes the selection from trial-premium: wait for the change before reading it.
    await expect(page.locator('[role="treeitem"][aria-selected="true"]')).not.toHaveAttribute('data-module-id', 'trial-premium');
    const container = (await selectedId(page)) ?? '';
    await expect.poll(async () => (await position(container)) - (await position('trial-premium'))).toBe(1);

    // Nest: the FAQ dropped in the middle of the container becomes its child.
    await drag(page, rowHandle(page, 'trial-faq'), outlineRow(page, container), 0.5);
    await expect(outlineRow(page, 'trial-faq')).toHaveAttribute('aria-level', '2');
    await expect.poll(async () => (await position('trial-faq')) - (await position(container))).toBe(1);

    // The insured factors take only form rows: the line turns red and the refusal is explained.
    await drag(page, rowHandle(page, 'trial-claim-flow'), outlineRow(page, 'trial-insured-factors'), 0.5);
    await expect(page.getByText('「被保人试算因子」不能包含「理赔流程」')).toBeVisible();
    await expect(outlineRow(page, 'trial-claim-flow')).toHaveAttribute('aria-level', '1');

    // Inline rename is one edit; switching a module off drops it from the buyer's page.
    await outlineRow(page, 'trial-claim-flow').getByRole('button', { name: '重命名: 理赔流程' }).click();
    await page.getByRole('textbox', { name: '重命名: 理赔流程' }).fill('理赔三步走');
    await page.keyboard.press('Enter');
    await expect(outlineRow(page, 'trial-claim-flow').locator('[data-outline-label]')).toHaveText('理赔三步走');
    await expect(frame.locator('[data-module-id="trial-claim-flow"]')).toBeVisible();
    await outlineRow(page, 'trial-claim-flow').getByRole('switch', { name: '展示: 理赔三步走' }).click();
    await expect(frame.locator('[data-module-id="trial-claim-flow"]')).toHaveCount(0);
    await page.getByRole('tree', { name: '大纲' }).focus();
    await page.keyboard.press('Control+z');
    await expect(frame.locator('[data-module-id="trial-claim-flow"]')).toBeVisible();
    await page.keyboard.press('Control+z');
    await expect(outlineRow(page, 'trial-claim-flow').locator('[data-outline-label]')).toHaveText('理赔流程');

    // Delete asks first; cancelling keeps the module, confirming removes it from the outline and the frame.
    await outlineRow(page, 'trial-toolbar').getByRole('button', { name: /删除模块/ }).click();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(outlineRow(page, 'trial-toolbar')).toBeVisible();
    await outlineRow(page, 'trial-toolbar').getByRole('button', { name: /删除模块/ }).click();
    await expect(page.getByText('删除「底部投保栏」及其子模块？')).toBeVisible();
    await answerPopconfirm(page, '删除');
    await expect(outlineRow(page, 'trial-toolbar')).toHaveCount(0);
    await expect(frame.locator('[data-module-id="trial-toolbar"]')).toHaveCount(0);
    expect(await frame.locator('body').evaluate(() => (window as never as { keptAcrossEdits?: boolean }).keptAcrossEdits)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('drops a block onto the phone, works it with the keyboard, and edits the page list', async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    const frame = await openWorkspace(page, baseURL);

    // A block released near the top of the phone goes before the first module.
    const palette = page.getByRole('region', { name: '组件库' });
    await palette.getByPlaceholder('搜索组件').fill('常见问题');
    await drag(page, palette.locator('[data-component="faqAccordion"]'), page.getByTestId('canvas-drop'), 0.04);
    await expect.poll(async () => (await outlineIds(page))[1]).toBe('trial-banner');
    const dropped = (await selectedId(page)) ?? '';
    expect((await outlineIds(page))[0]).toBe(dropped);
    await expect(frame.locator(`[data-module-id="${dropped}"]`)).toBeVisible();

    // Alt+↓ moves it under the banner; Ctrl+D duplicates it; Delete removes the copy.
    await page.getByRole('tree', { name: '大纲' }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(async () => (await outlineIds(page)).slice(0, 2)).toEqual(['trial-banner', dropped]);
    await page.keyboard.press('Control+d');
    await expect.poll(async () => (await outlineIds(page)).length).toBe(19);
    const copy = (await selectedId(page)) ?? '';
    expect(copy).not.toBe(dropped);
    await expect(frame.locator(`[data-module-id="${copy}"]`)).toBeVisible();
    await page.keyboard.press('Delete');
    await expect(outlineRow(page, copy)).toHaveCount(0);
    await expect(frame.locator(`[data-module-id="${copy}"]`)).toHaveCount(0);

    // The selection moved on to the next module; ↑ walks up the rows; Ctrl+C there, Ctrl+V on another page pastes at its end.
    await expect(outlineRow(page, 'trial-plans')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(outlineRow(page, dropped)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(outlineRow(page, 'trial-banner')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Control+c');
    const pages = page.getByRole('region', { name: '页面' });
    await pages.getByText('4. 投保结果').click();
    await expect(frame.locator('[data-module-id="result-status"]')).toBeVisible();
    await page.getByRole('tree', { name: '大纲' }).focus();
    await page.keyboard.press('Control+v');
    await expect.poll(async () => (await outlineIds(page)).length).toBe(3);
    const pasted = (await selectedId(page)) ?? '';
    expect((await outlineIds(page))[2]).toBe(pasted);
    await expect(frame.locator(`[data-module-id="${pasted}"]`)).toBeVisible();

    // Pages: add one, name it and give it a code, drag it to the front, then delete it after confirming.
    await pages.getByRole('button', { name: '添加页面' }).click();
    await expect(pages.getByText('5. 新页面 5')).toBeVisible();
    await pages.getByLabel('页面标题').fill('告知页');
    await pages.getByLabel('页面编码').fill('notice');
    await expect(pages.getByText('5. 告知页')).toBeVisible();
    await drag(page, pages.getByRole('button', { name: '拖动 告知页', exact: true }), pages.locator('[data-page-id]').first(), 0.3, false);
    await expect(pages.locator('[data-page-id]').first()).toContainText('1. 告知页');
    await expect(pages.locator('[data-page-id]').nth(1)).toContainText('2. 安心百万医疗险');
    await pages.getByRole('button', { name: '删除页面: 告知页' }).click();
    await answerPopconfirm(page, '删除');
    await expect(pages.getByText('告知页')).toHaveCount(0);
    await expect(pages.locator('[data-page-id]')).toHaveCount(4);
    await expect(pages.locator('[data-page-id]').first()).toContainText('1. 安心百万医疗险');
    expect(await frame.locator('body').evaluate(() => (window as never as { keptAcrossEdits?: boolean }).keptAcrossEdits)).toBe(true);
    expect(errors).toEqual([]);
  });
});
