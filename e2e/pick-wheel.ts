import { expect, type Locator, type Page } from '@playwright/test';
import { swipe } from './touch';

/**
 * Turns each wheel of the open antd-mobile picker to the wanted label, as a thumb does: tapping the
 * wheel a few rows at a time towards the target until it sits in the middle. `labels[i]` is for column i.
 */
export async function pickWheels(page: Page, labels: readonly string[]): Promise<void> {
  const open = page.locator('.adm-popup-body:visible');
  // The picker may sit on top of another sheet (a beneficiary's form): it is the last one open. Count
  // the open sheets once the picker is among them, not while it is still opening.
  await expect(open.last().locator('.adm-picker-view-column').first()).toBeVisible();
  const stacked = await open.count();
  const popup = open.last();
  const columns = popup.locator('.adm-picker-view-column');
  for (const [index, label] of labels.entries()) {
    await turnColumn(columns.nth(index), label);
  }
  await popup.getByText('确定', { exact: true }).click();
  await expect(open).toHaveCount(stacked - 1);
}

async function turnColumn(column: Locator, label: string): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const items = await column.locator('.adm-picker-view-column-item').allInnerTexts();
    const selected = await column.locator('.adm-picker-view-column-item[data-selected="true"]').innerText();
    if (selected.trim() === label) return;
    const target = items.findIndex((text) => text.trim() === label);
    if (target < 0) {
      // A wheel that depends on the one before it (a province's cities) refills after that one rests.
      const refilled = await expect
        .poll(async () => (await column.locator('.adm-picker-view-column-item').allInnerTexts()).some((text) => text.trim() === label), { timeout: 5_000 })
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
      if (!refilled) throw new Error(`no row ${label} in the wheel (rows: ${items.slice(0, 5).join(',')}...)`);
      continue;
    }
    const current = items.findIndex((text) => text.trim() === selected.trim());
    // One drag moves at most what the wheel's height allows, as on a phone: drag the wheel up to go
    // forward, down to go back, starting the finger at the far edge.
    const rows = Math.max(-6, Math.min(6, target - current));
    const box = await settledBox(column);
    const rowHeight = (await column.locator('.adm-picker-view-column-item').first().boundingBox())?.height ?? 34;
    if (!box) throw new Error('the wheel is not on screen');
    const startY = rows > 0 ? box.y + box.height - 12 : box.y + 12;
    await swipe(column.page(), box.x + box.width / 2, startY, -rows * rowHeight);
    // Read it again once it has come to rest; a swipe lost to a busy machine is simply tried again.
    await wheelAtRest(column);
  }
  throw new Error(`the wheel did not reach ${label}`);
}

/** The box of `target` once the popup carrying it has finished sliding in. */
async function settledBox(target: Locator) {
  let previous = await target.boundingBox();
  let still = 0;
  for (let tries = 0; tries < 40 && still < 3; tries += 1) {
    await target.page().waitForTimeout(60);
    const box = await target.boundingBox();
    still = box && previous && box.y === previous.y && box.x === previous.x ? still + 1 : 0;
    previous = box;
  }
  return previous;
}

/**
 * Waits until the wheel of `column` has stopped moving: its transform unchanged for six animation
 * frames in a row (about 100 ms), however long its momentum and snapping take.
 */
export async function wheelAtRest(column: Locator): Promise<void> {
  await column.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const wheel = node.querySelector('.adm-picker-view-column-wheel') ?? node;
        let last = '';
        let still = 0;
        const look = () => {
          const now = getComputedStyle(wheel).transform;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 6) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}
