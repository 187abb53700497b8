import { extractDataImages } from '../assets/extract-data-images';
import type { Migration } from './migration';

/**
 * Version 3 refers to images by address only: every inline `data:image/...` URL of version 2 moves to
 * the tenant's asset library. The step rewrites each to its content-addressed asset URL and reports the
 * images; the server stores them in the transaction that saves the upgraded template (and, for
 * templates stored before version 3, once at start-up), so the addresses it hands out always load.
 */
export const v2ToV3: Migration = {
  from: 2,
  description:
    'inline `data:image/...` URLs become asset addresses `/media/<sha256>.<ext>` (the bytes move to the asset library; an SVG becomes a PNG); the old blank-image placeholder becomes `/blank-image.svg`',
  migrate(template, findings) {
    const extraction = extractDataImages(template);
    findings.images.push(...extraction.images);
    return { ...extraction.value, schemaVersion: 3 };
  },
};
