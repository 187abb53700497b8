import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The editor's live preview: the buyer runtime in an iframe. */
export const PREVIEW_FRAME = 'iframe[data-preview-frame]';

/**
 * How long the preview's first render may take in the suite. The editor builds antd's styles and the
 * template's checks while the frame loads the runtime, its validators and the page's blocks: about 4 s
 * on an idle two-core machine, 11 s with the CPU slowed 4×, and up to 18 s on two cores shared with the
 * other worker's server and browser. Later renders (edits, page switches) need no more than the default.
 */
export const COLD_PREVIEW_MS = 45_000;

export function previewFrame(page: Page): FrameLocator {
  return page.frameLocator(PREVIEW_FRAME);
}

/** Waits until the preview's first render shows `shown`, a locator inside the frame. */
export async function expectFirstPreview(shown: Locator): Promise<void> {
  await expect(shown).toBeVisible({ timeout: COLD_PREVIEW_MS });
}
