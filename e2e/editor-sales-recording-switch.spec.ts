import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { signInPage } from './editor-accounts';

/** A template no other editor test edits. */
const TEMPLATE = 'tpl-ba-life';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

test('an operator turns the sales-process recording of a template off and on again, and the saved draft says so', async ({ page, baseURL }) => {
  const errors = collectConsoleErrors(page);
  await signInPage(page, baseURL ?? '', 'ba', 'operator');
  await page.goto(`/editor/#/templates/${TEMPLATE}`);
  const settings = page.getByRole('region', { name: '模板设置' });
  const recording = settings.getByRole('switch', { name: '投保过程录制（可回溯）' });
  await expect(recording).toBeChecked();
  await expect(settings).toContainText('预览和 QA 链接从不录制');
  const marker = page.getByTestId('dirty-marker');
  const draft = async () => ((await (await page.request.get(`/api/editor/templates/${TEMPLATE}`)).json()) as { result: { draft: { salesRecording?: boolean } } }).result.draft;

  // Off: the template says so in its saved draft.
  await recording.click();
  await expect(recording).not.toBeChecked();
  await expect(marker).toHaveText('有未保存的修改');
  await page.keyboard.press('Control+s');
  await expect(marker).toHaveText('已保存');
  expect((await draft()).salesRecording).toBe(false);
  await page.screenshot({ path: test.info().outputPath('sales-recording-off.png') });

  // On again: the setting leaves the template (absent means on).
  await recording.click();
  await expect(recording).toBeChecked();
  await page.keyboard.press('Control+s');
  await expect(marker).toHaveText('已保存');
  expect(await draft()).not.toHaveProperty('salesRecording');
  const expected = (error: string) => error.includes('status of 401') && error.includes('/api/editor/session');
  expect(errors.filter((error) => !expected(error))).toEqual([]);
});
