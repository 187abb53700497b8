import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { wheelAtRest } from './pick-wheel';

/** Rows a click may move a wheel at once: those a mouse user sees around the chosen row. */
const VISIBLE_REACH = 3;
/** Rows one drag moves at most: what the wheel's height allows. */
const DRAG_REACH = 6;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where `element` is on the screen, in the page's coordinates (those the mouse takes). In a frame the
 * page shows scaled (the editor's preview, zoomed to fit), the element's own box is in the frame's
 * coordinates: it is scaled and moved by the frame's place here.
 */
async function screenBox(scope: Page | FrameLocator, element: Locator): Promise<Box> {
  const inner = await element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
  if (!('owner' in scope)) return inner;
  const frame = scope.owner();
  const frameBox = await frame.boundingBox();
  const frameWidth = await frame.evaluate((node) => (node as HTMLIFrameElement).clientWidth);
  if (!frameBox || frameWidth === 0) throw new Error('the frame is not on screen');
  const scale = frameBox.width / frameWidth;
  return { x: frameBox.x + inner.x * scale, y: frameBox.y + inner.y * scale, width: inner.width * scale, height: inner.height * scale };
}

/** Drags a wheel by `rows` (positive: forward) with the mouse, holding still before letting go so it does not fling on. */
async function dragWheel(page: Page, column: Locator, box: Box, rows: number, rowHeight: number): Promise<void> {
  const x = box.x + box.width / 2;
  const startY = rows > 0 ? box.y + box.height - 12 : box.y + 12;
  await page.mouse.move(x, startY);
  await page.mouse.down();
  await page.mouse.move(x, startY - rows * rowHeight, { steps: 6 });
  await page.waitForTimeout(150);
  await page.mouse.up();
  // Read it again once it has come to rest.
  await wheelAtRest(column);
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
        const rowHeight = (await screenBox(scope, rows.first())).height;
        await dragWheel(page, column, await screenBox(scope, column), Math.max(-DRAG_REACH, Math.min(DRAG_REACH, distance)), rowHeight);
      } else {
        await rows.nth(target).click();
        await expect(chosen).toHaveText(label);
      }
    }
  }
  await popup.getByText('确定', { exact: true }).click();
  await expect(popup).toBeHidden();
}
