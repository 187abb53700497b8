import { expect, type Page } from '@playwright/test';

/**
 * Answers the open antd confirmation pop-up with its `name` button once it has finished zooming in:
 * a click that lands while it still opens can be lost, and the action never runs.
 */
export async function answerPopconfirm(page: Page, name: string): Promise<void> {
  const popup = page.locator('.ant-popconfirm:visible');
  await expect(popup).toBeVisible();
  await expect.poll(() => popup.evaluate((element) => element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length)).toBe(0);
  await popup.getByRole('button', { name }).click();
}
