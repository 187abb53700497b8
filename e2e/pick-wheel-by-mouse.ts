import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** Rows a click may move a wheel at once: those a mouse user sees around the chosen row. */
const VISIBLE_REACH = 3;
/** Rows one drag moves at most: what the wheel's height allows. */
const DRAG_REACH = 6;

/** Drags a wheel by `rows` (positive: forward) with the mouse, holding still before letting go so it does not fling on. */
async function dragWheel(page: Page, column: Locator, rows: number, rowHeight: number): Promise<void> {
  const box = await column.boundingBox();
  if (!box) throw new Error('the wheel is not on screen');
  const x = box.x + box.width / 2;
  const startY = rows > 0 ? box.y + box.height - 12 : box.y + 12;
  await page.mouse.move(x, startY);
  await page.mouse.down();
  await page.mouse.move(x, startY - rows * rowHeight, { steps: 6 });
  await page.waitForTimeout(150);
  await page.mouse.up();
  // Let the wheel come to rest before it is read again.
  await page.waitForTimeout(300);
}

/**
 * Turns each wheel of the open antd-mobile picker to the wanted label as a mouse user does (an editor's
 * preview on a desktop has no touch): dragging the wheel towards a far target, then clicking the target
 * row once it is in sight, then 确定. `labels[i]` is for column i; `scope` is the page or the preview frame.
 */
export async function pickWheelsByMouse(page: Page, scope: Page | FrameLocator, labels: readonly string[]): Promise<void> {
  const popup = scope.locator('.adm-popup-body:visible').last();
  const columns = popup.locator('.adm-picker-view-column');
  await expect(columns.first()).toBeVisible();
  for (const [index, label] of labels.entries()) {
    const column = columns.nth(index);
    const rows = column.locator('.adm-picker-view-column-item');
    const chosen = column.locator('.adm-picker-view-column-item[data-selected="true"]');
    for (let step = 0; ; step += 1) {
      if (step > 40) throw new Error(`the wheel did not reach ${label}`);
      const texts = (await rows.allInnerTexts()).map((text) => text.trim());
      const current = texts.indexOf((await chosen.innerText()).trim());
      const target = texts.indexOf(label);
      if (target === current) break;
      // A wheel that depends on the one before it (a month's days) refills after that one rests.
      if (target < 0) {
        await expect.poll(async () => (await rows.allInnerTexts()).map((text) => text.trim()).includes(label)).toBe(true);
        continue;
      }
      const distance = target - current;
      if (Math.abs(distance) > VISIBLE_REACH) {
        const rowHeight = (await rows.first().boundingBox())?.height ?? 34;
        await dragWheel(page, column, Math.max(-DRAG_REACH, Math.min(DRAG_REACH, distance)), rowHeight);
      } else {
        await rows.nth(target).click();
        await expect(chosen).toHaveText(label);
      }
    }
  }
  await popup.getByText('确定', { exact: true }).click();
  await expect(popup).toBeHidden();
}
