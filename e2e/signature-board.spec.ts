import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { touchPath } from './touch';

// The confirmation page opens with the important notices, whose reading takes about 20 s.
test.describe.configure({ timeout: 120_000 });

interface KeptSignature {
  url: string;
  width: number;
  height: number;
  strokes: { penColor: string; points: { x: number; y: number; time: number; pressure: number }[] }[];
}

/** Reads the important notices to the end, as the page asks before anything else. */
async function readNotices(page: Page) {
  const notice = page.locator('.adm-popup-body:visible', { hasText: '重要提示' });
  await expect(notice.getByRole('button', { name: '下一页' })).toBeEnabled({ timeout: 20_000 });
  await notice.getByRole('button', { name: '下一页' }).click();
  await expect(notice.getByRole('button', { name: '我已阅读并同意' })).toBeEnabled({ timeout: 20_000 });
  await notice.getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(notice).toBeHidden();
}

/** A finger's stroke across the board: a wave from left to right at `top` (a share of the height). */
function wave(box: { x: number; y: number; width: number; height: number }, top: number) {
  return Array.from({ length: 14 }, (_, i) => ({ x: box.x + 30 + i * ((box.width - 60) / 13), y: box.y + box.height * top + Math.sin(i / 1.5) * 30 }));
}

/** How many dark pixels the image at `url` holds, read as the browser decodes it. */
function inkOf(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const bitmap = await createImageBitmap(await (await fetch(src)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return -1;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 100 && (data[i + 3] ?? 0) > 200) dark += 1;
    return dark;
  }, url);
}

test('a holder signs with a finger: the board refuses an empty signature, keeps the strokes beside the image', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/h?promotionId=health-baiwan&from=health&page=3');
  await expect(page).toHaveTitle('确认投保信息');
  await readNotices(page);

  const row = page.locator('.adm-list-item', { hasText: '投保人签名' });
  await row.click();
  await expect(page).toHaveURL(/\/signBoard\?from=2/);
  const canvas = page.getByTestId('signature-canvas');
  await expect(canvas).toBeVisible();
  await expect(page.getByText('请在此处签名')).toBeVisible();

  // Nothing written yet: the board says so and stays.
  await page.getByRole('button', { name: '确认签名' }).click();
  await expect(page.getByText('请先签名')).toBeVisible();
  await expect(page).toHaveURL(/\/signBoard/);

  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  // Written and wiped: empty again.
  await touchPath(page, wave(box, 0.5));
  await expect(page.getByText('请在此处签名')).toBeHidden();
  await page.getByRole('button', { name: '重写' }).click();
  await expect(page.getByText('请在此处签名')).toBeVisible();

  await touchPath(page, wave(box, 0.35));
  await touchPath(page, wave(box, 0.6));
  await page.screenshot({ path: test.info().outputPath('board.png') });
  await page.getByRole('button', { name: '确认签名' }).click();

  // Back on the confirmation page, the row shows the signature as drawn.
  await expect(page).toHaveTitle('确认投保信息');
  const image = row.getByRole('img', { name: '投保人签名' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('confirmation.png'), fullPage: true });

  // What is kept: the image and the two strokes with their points, in the session and in the form.
  const kept = await page.evaluate(() => ({
    files: JSON.parse(sessionStorage.getItem('FILES') ?? '{}') as Record<string, string[]>,
    signatures: JSON.parse(sessionStorage.getItem('FILES_SIGNATURES') ?? '{}') as Record<string, unknown>,
    form: JSON.parse(sessionStorage.getItem('ORDER_DATA') ?? '{}') as Record<string, unknown>,
  }));
  const signature = kept.signatures['signature-2'] as KeptSignature;
  expect(signature.url).toBe(kept.files['signature-2']?.[0]);
  expect(await image.getAttribute('src')).toBe(signature.url);
  expect(signature.strokes).toHaveLength(2);
  expect(signature.width).toBeCloseTo(box.width, 0);
  for (const stroke of signature.strokes) {
    expect(stroke.penColor).toBe('#000000');
    expect(stroke.points.length).toBeGreaterThan(5);
    for (const point of stroke.points) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(signature.width);
      expect(point.time).toBeGreaterThan(Date.now() - 600_000);
    }
    // Left to right, as the finger went.
    expect(stroke.points.at(-1)?.x ?? 0).toBeGreaterThan((stroke.points[0]?.x ?? 0) + 100);
  }
  expect(kept.form.holderSignature).toEqual(signature);
  // The uploaded image carries the ink.
  expect(await inkOf(page, signature.url)).toBeGreaterThan(500);
  expect(errors).toEqual([]);
});

/** A 1×1 PNG, as a chosen photo. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test('the agent signs on /signBoard?from=1, kept apart from the holder\'s; a failed upload says 图片上传失败! and keeps nothing', async ({ page }) => {
  await page.goto('/h?promotionId=health-baiwan&from=health&page=3');
  await expect(page).toHaveTitle('确认投保信息');
  await readNotices(page);

  // Uploads fail on the way: a chosen ID photo is not kept, and the buyer is told.
  await page.route('**/api/v1/file/uploadImage', (route) => route.abort());
  const photos = page.locator('[data-module-id="confirm-id-photos"]');
  await photos.locator('input[type="file"]').first().setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: TINY_PNG });
  // The one message is the spec's, not the client's network text in its place.
  await expect(page.locator('.adm-toast-main')).toHaveText('图片上传失败!');
  // No photo of it counts as uploaded.
  await expect(photos.locator('.adm-image-uploader-cell:not(.adm-image-uploader-cell-fail) .adm-image-uploader-cell-image')).toHaveCount(0);
  expect(await page.evaluate(() => Object.values(JSON.parse(sessionStorage.getItem('FILES') ?? '{}') as Record<string, string[]>).flat())).toEqual([]);

  // The agent's row opens the agent's board.
  await page.locator('.adm-list-item', { hasText: '营销员签名' }).click();
  await expect(page).toHaveURL(/\/signBoard\?from=1/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('营销员签名');
  const canvas = page.getByTestId('signature-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  await touchPath(page, wave(box, 0.5));

  // A signature whose upload fails stays on the board, said so.
  await page.getByRole('button', { name: '确认签名' }).click();
  await expect(page.locator('.adm-toast-main')).toHaveText('图片上传失败!');
  await expect(page).toHaveURL(/\/signBoard\?from=1/);

  await page.unroute('**/api/v1/file/uploadImage');
  await page.getByRole('button', { name: '确认签名' }).click();
  await expect(page).toHaveTitle('确认投保信息');

  // The agent's signature is in the agent's row and slot; the holder's row is still to sign.
  await expect(page.locator('.adm-list-item', { hasText: '营销员签名' }).getByRole('img', { name: '营销员签名' })).toBeVisible();
  await expect(page.locator('.adm-list-item', { hasText: '投保人签名' }).getByRole('img', { name: '投保人签名' })).toHaveCount(0);
  const kept = await page.evaluate(() => ({
    signatures: JSON.parse(sessionStorage.getItem('FILES_SIGNATURES') ?? '{}') as Record<string, { url: string }>,
    form: JSON.parse(sessionStorage.getItem('ORDER_DATA') ?? '{}') as Record<string, unknown>,
  }));
  expect(Object.keys(kept.signatures)).toEqual(['signature-1']);
  expect(kept.form.agentSignature).toEqual(kept.signatures['signature-1']);
  expect(kept.form.holderSignature).toBeUndefined();
});
