import { devices, expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInPage } from './editor-accounts';
import { expectFirstPreview, previewFrame } from './preview-frame';

/** The seeded medical template of tenant `health`; its first page is the trial page. */
const SEEDED = { templateId: 'tpl-health-baiwan' };

/** Puts monaco's selection on the first match of `text` (its find widget, as an operator would). */
async function findInCode(page: Page, text: string) {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Control+f');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

test.describe('operator code view and problems', () => {
  // An operator's desktop: the default phone profile would make monaco take Cmd for Ctrl (iOS user agent).
  test.use({ viewport: { width: 1280, height: 800 }, userAgent: devices['Desktop Chrome'].userAgent, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('edits the template as JSON in step with the design view, and leads from each problem to its place', async ({ page, baseURL }) => {
    // Monaco is a large chunk and the walk is long: room for a busy two-core machine.
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    // Monaco, its workers and the schema all come from this server: nothing leaves the origin.
    const origin = new URL(baseURL ?? '').host;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== origin) foreign.push(request.url());
    });

    await signInPage(page, baseURL ?? '', 'health', 'operator');
    await page.goto(`/editor/#/templates/${SEEDED.templateId}`);
    const frame = previewFrame(page);
    await expectFirstPreview(frame.locator('[data-module-id="trial-faq"]'));
    const problems = page.getByRole('region', { name: '问题' });
    // The checks have run: no error, and the publish gate's one warning (the orange theme is too light for white text).
    await expect(problems.getByTestId('problem-group-warning')).toContainText('主题色 #ff6a00');
    await expect(problems.getByTestId('problem-group-error')).toHaveCount(0);

    // The code view shows the whole template as JSON.
    await page.getByText('代码', { exact: true }).click();
    const code = page.locator('.monaco-editor').first();
    await expect(code.locator('.view-lines')).toContainText('"pageList"');

    // A stray character: monaco marks it, the problems panel lists it, the document is left alone.
    await code.locator('.view-lines').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('x');
    await expect(code.locator('.squiggly-error').first()).toBeVisible();
    await expect(problems.getByText(/JSON 格式错误/)).toBeVisible();
    await expect(problems.getByTestId('problem-group-error')).toContainText('错误（1）');
    await expect(page.getByRole('button', { name: '撤销', exact: true })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('code-view-syntax-error.png') });
    await page.keyboard.press('Backspace');
    await expect(problems.getByTestId('problem-group-error')).toHaveCount(0);

    // A changed title reaches the preview without leaving the code view; a changed label, the outline.
    await findInCode(page, '"title": "常见问题"');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('解答');
    await findInCode(page, '"label": "常见问题"');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('FAQ');
    await page.getByText('设计', { exact: true }).click();
    await expect(frame.locator('[data-module-id="trial-faq"]')).toContainText('常见问题解答');
    await expect(page.getByRole('treeitem').filter({ hasText: '常见问题FAQ' })).toBeVisible();

    // One undo step takes back the whole burst of code edits, and the code view follows.
    await page.getByRole('button', { name: '撤销', exact: true }).click();
    await expect(frame.locator('[data-module-id="trial-faq"]')).not.toContainText('常见问题解答');
    await expect(page.getByRole('treeitem').filter({ hasText: '常见问题FAQ' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '撤销', exact: true })).toBeDisabled();
    await page.getByText('代码', { exact: true }).click();
    await expect(code.locator('.view-lines')).toContainText('"pageList"');

    // A wrong type: marked in the code, listed with a readable path; a click selects the module and its field.
    await findInCode(page, '"scrollThreshold": ');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+End');
    await page.keyboard.type('true');
    const problem = problems.getByRole('button').filter({ hasText: '第1页 › 模块「选择方案」 › attrs.scrollThreshold' });
    await expect(problem).toBeVisible();
    await expect(problem).toContainText('应为整数');
    await expect(code.locator('.squiggly-error').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('code-view-schema-error.png') });

    // Undo and redo from the toolbar rewrite the text the code view shows.
    await page.getByRole('button', { name: '撤销', exact: true }).click();
    await expect(code.locator('.view-lines')).toContainText('"scrollThreshold": 3');
    await expect(problems.getByTestId('problem-group-error')).toHaveCount(0);
    await page.getByRole('button', { name: '重做', exact: true }).click();
    await expect(code.locator('.view-lines')).toContainText('"scrollThreshold": true');
    await expect(problem).toBeVisible();
    // Clicked in the code view, a problem leads to the design view, its module and its field.
    await problem.click();
    await expect(code).toHaveCount(0);
    await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute('data-module-id', 'trial-plans');
    await expect(page.locator('[data-property-path="/attrs/scrollThreshold"] :focus')).toHaveCount(1);

    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('keeps JSON that does not parse: leaving the code view is refused until it is fixed or the edit discarded', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await signInPage(page, baseURL ?? '', 'health', 'operator');
    await page.goto(`/editor/#/templates/${SEEDED.templateId}`);
    const frame = previewFrame(page);
    const faq = frame.locator('[data-module-id="trial-faq"]');
    await expectFirstPreview(faq);
    const problems = page.getByRole('region', { name: '问题' });
    await page.getByText('代码', { exact: true }).click();
    const code = page.locator('.monaco-editor').first();
    await expect(code.locator('.view-lines')).toContainText('"pageList"');

    // The closing quote of a title deleted while retyping it: the JSON no longer parses.
    await findInCode(page, '"title": "常见问题"');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('解答');
    await expect(problems.getByText(/JSON 格式错误/)).toBeVisible();

    // Leaving the workspace warns, though nothing reached the document; staying keeps the text.
    const warned = page.waitForEvent('dialog');
    const back = page.getByRole('link', { name: '返回模板列表' }).click();
    const warning = await warned;
    expect(warning.message()).toContain('尚未应用到模板');
    await warning.dismiss();
    await back;
    await expect(code.locator('.view-lines')).toContainText('"title": "常见问题解答,');

    // Design is refused with the reason and the place; the text stays as typed.
    await page.getByText('设计', { exact: true }).click();
    const refusal = page.getByRole('dialog', { name: 'JSON 有错误，暂不能离开代码视图' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('错误位置：第');
    await page.screenshot({ path: test.info().outputPath('code-view-leave-refused.png') });
    await refusal.getByRole('button', { name: '继续修改' }).click();
    await expect(refusal).toBeHidden();
    await expect(code).toBeVisible();
    await expect(code.locator('.view-lines')).toContainText('"title": "常见问题解答,');

    // Fixed, the view switches and the edit is on the page.
    await findInCode(page, '常见问题解答');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('"');
    await expect(problems.getByTestId('problem-group-error')).toHaveCount(0);
    await page.getByText('设计', { exact: true }).click();
    await expect(code).toHaveCount(0);
    await expect(faq).toContainText('常见问题解答');

    // Broken again and discarded: the last valid template comes back and the view switches.
    await page.getByText('代码', { exact: true }).click();
    await findInCode(page, '"title": "常见问题解答"');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace');
    await page.getByText('设计', { exact: true }).click();
    await refusal.getByRole('button', { name: '放弃修改' }).click();
    await expect(refusal).toBeHidden();
    await expect(code).toHaveCount(0);
    await expect(faq).toContainText('常见问题解答');
    await expect(problems.getByTestId('problem-group-error')).toHaveCount(0);
    await page.getByText('代码', { exact: true }).click();
    await findInCode(page, '"title": "常见问题解答",');
    await expect(code.locator('.view-lines')).toContainText('"title": "常见问题解答",');
    expect(errors).toEqual([]);
  });
});
