import { createHash } from 'node:crypto';
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { collectConsoleErrors } from './console-errors';
import { signInPage } from './editor-accounts';
import { previewFrame } from './preview-frame';

/**
 * Tenant ba's seeded company term-life template, whose page 1 opens with a product banner. No other
 * spec of this server reads its banner (the company journey buys through it and looks at no image).
 */
const SEEDED = { templateId: 'tpl-ba-keyman', name: '守护定期寿险（企业投保）投保页', promotionId: 'ba-keyman', bannerId: 'product-banner' };
const WORKSPACE = `#/templates/${SEEDED.templateId}`;

/** A PNG an operator might have made: one colour, with its SHA-256 (the asset's id) and its name. */
async function banner(colour: string, name: string) {
  const bytes = await sharp({ create: { width: 750, height: 300, channels: 3, background: colour } }).png().toBuffer();
  return { name, bytes, id: createHash('sha256').update(bytes).digest('hex') };
}

/** Opens the template's workspace as whoever the browser is signed in as. */
async function openWorkspace(page: Page): Promise<void> {
  await page.goto(`/editor/${WORKSPACE}`);
  // The same address again only moves the hash: load the editor anew, as the person now signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: SEEDED.name })).toBeVisible({ timeout: 60_000 });
}

/** The banner's image field in the property panel, after selecting the banner in the outline. */
async function imageField(page: Page): Promise<Locator> {
  await page.locator(`[role="treeitem"][data-module-id="${SEEDED.bannerId}"] [data-outline-handle]`).click();
  const field = page.locator('[data-property-path="/attrs/image"]');
  await expect(field).toBeVisible();
  return field;
}

/** Whether an image element has loaded real pixels (a broken image has none). */
const loadedWidth = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth);

test.describe('the asset library', () => {
  test.use({ viewport: { width: 1440, height: 900 }, userAgent: devices['Desktop Chrome'].userAgent, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('an operator uploads images by picker, paste and drop, puts one in the banner, and the published buyer page loads it from its asset address', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const errors = collectConsoleErrors(page);
    const stamp = Date.now().toString(36);
    const picked = await banner('#d4380d', `夏日头图-${stamp}.png`);
    const pasted = await banner('#389e0d', `粘贴-${stamp}.png`);
    const dropped = await banner('#1d39c4', `拖入-${stamp}.png`);

    await signInPage(page, baseURL ?? '', 'ba', 'operator');
    await openWorkspace(page);
    const field = await imageField(page);
    // The seeded banner, drawn as an SVG in the seed, is an asset of the tenant: a PNG with its thumbnail.
    await expect(field.locator('input')).toHaveValue(/^\/media\/[0-9a-f]{64}\.png$/);
    await expect(field.locator('[data-image-preview]')).toHaveAttribute('src', /\.thumb\.webp$/);

    // The library opens from the field; the file picker uploads.
    await field.getByRole('button', { name: '从素材库选择' }).click();
    const library = page.getByRole('dialog', { name: '素材库' });
    await expect(library.locator('[data-asset-id]').first()).toBeVisible();
    await library.locator('input[type="file"]').setInputFiles({ name: picked.name, mimeType: 'image/png', buffer: picked.bytes });
    // Uploading makes a thumbnail on the server: on a busy machine that takes a while.
    const pickedCard = library.locator(`[data-asset-id="${picked.id}"]`);
    await expect(pickedCard).toContainText('750×300', { timeout: 30_000 });
    expect(await loadedWidth(pickedCard.locator('img'))).toBe(240);

    // A screenshot pasted while the library is open is uploaded too.
    await page.evaluate(
      ({ bytes, name }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
        document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
      },
      { bytes: [...pasted.bytes], name: pasted.name },
    );
    await expect(library.locator(`[data-asset-id="${pasted.id}"]`)).toContainText(`粘贴-${stamp}`, { timeout: 30_000 });

    // So is an image dropped on the upload area.
    const dataTransfer = await page.evaluateHandle(
      ({ bytes, name }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
        return data;
      },
      { bytes: [...dropped.bytes], name: dropped.name },
    );
    const dropZone = library.locator('.ant-upload-drag [role="button"]');
    await dropZone.dispatchEvent('dragover', { dataTransfer });
    await dropZone.dispatchEvent('drop', { dataTransfer });
    await expect(library.locator(`[data-asset-id="${dropped.id}"]`)).toContainText(`拖入-${stamp}`, { timeout: 30_000 });

    // The search finds the picker's upload by name; picking it fills the field and closes the library.
    await library.getByPlaceholder('按名称搜索').fill(`夏日头图-${stamp}`);
    await library.getByPlaceholder('按名称搜索').press('Enter');
    await expect(library.locator('[data-asset-id]')).toHaveCount(1);
    await library.locator(`[data-asset-id="${picked.id}"]`).getByRole('button', { name: '使用' }).click();
    await expect(library).toBeHidden();
    const url = `/media/${picked.id}.png`;
    await expect(field.locator('input')).toHaveValue(url);
    await expect(field.locator('[data-image-preview]')).toHaveAttribute('src', `/media/${picked.id}.thumb.webp`);

    // The live preview shows it at once.
    const previewBanner = previewFrame(page).locator(`[data-module-id="${SEEDED.bannerId}"] img`).first();
    await expect(previewBanner).toHaveAttribute('src', url);
    await expect.poll(() => loadedWidth(previewBanner)).toBe(750);
    await page.screenshot({ path: test.info().outputPath('asset-picked.png') });

    await page.keyboard.press('Control+s');
    await expect(page.getByText('草稿已保存')).toBeVisible();

    // Four eyes: a publisher, signed in on the same browser, publishes what the operator saved.
    await signInPage(page, baseURL ?? '', 'ba', 'publisher');
    await openWorkspace(page);
    await expect(page.getByTestId('signed-in-user')).toHaveText('ba-publisher');
    const bar = page.getByTestId('lifecycle-bar');
    await bar.getByRole('button', { name: '发布' }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '发布' }) });
    const publish = dialog.getByRole('button', { name: '发布' });
    const acknowledge = dialog.getByRole('checkbox');
    await expect(async () => {
      if (await acknowledge.isVisible()) await acknowledge.check();
      await expect(publish).toBeEnabled({ timeout: 1000 });
    }).toPass();
    await publish.click();
    await expect(page.getByText(/已发布第 \d+ 版/)).toBeVisible();

    // A buyer's phone opens the promotion: the banner is the uploaded image, from its asset address.
    const buyer = await page.context().browser()!.newPage({ viewport: { width: 375, height: 667 }, locale: 'zh-CN' });
    const images: { url: string; cacheControl: string | undefined; type: string | undefined }[] = [];
    buyer.on('response', (response) => {
      if (response.url().includes('/media/')) images.push({ url: new URL(response.url()).pathname, cacheControl: response.headers()['cache-control'], type: response.headers()['content-type'] });
    });
    await buyer.goto(`${baseURL ?? ''}/h?promotionId=${SEEDED.promotionId}&from=ba`);
    const buyerBanner = buyer.locator(`[data-module-id="${SEEDED.bannerId}"] img`).first();
    await expect(buyerBanner).toHaveAttribute('src', url);
    await expect.poll(() => loadedWidth(buyerBanner)).toBe(750);
    expect(images).toContainEqual({ url, cacheControl: 'public, max-age=31536000, immutable', type: 'image/png' });
    await buyer.screenshot({ path: test.info().outputPath('buyer-banner.png') });
    await buyer.close();
    expect(errors).toEqual([]);
  });
});
