import sharp, { type Metadata } from 'sharp';
import { sniffImageType } from '../../../schema/assets/sniff-image-type';
import type { AssetMimeType } from '../../../schema/assets/asset-url';
import { ASSET_MAX_BYTES, ASSET_MAX_EDGE, ASSET_MAX_TOTAL_PIXELS, ASSET_THUMBNAIL_EDGE } from './asset-limits';
import { ASSET_MESSAGES } from './asset-messages';

/** An image the library accepts: its sniffed type, its size and its thumbnail. */
export interface InspectedImage {
  readonly mimeType: AssetMimeType;
  readonly width: number;
  readonly height: number;
  readonly thumbnail: Buffer;
}

/** An image checked: accepted, or the reason an operator reads. */
export type ImageInspection = { readonly ok: true; readonly image: InspectedImage } | { readonly ok: false; readonly reason: string };

const refuse = (reason: string): ImageInspection => ({ ok: false, reason });

/**
 * Checks an image before it enters the library: at most ASSET_MAX_BYTES, a PNG, JPEG, GIF or WebP by its
 * bytes (the name and declared type are never asked), at most ASSET_MAX_EDGE on each side and
 * ASSET_MAX_TOTAL_PIXELS over all frames, read from the header before anything is decoded. Then it is
 * decoded once, under the same pixel limit, into its thumbnail, which also proves it is whole.
 */
export async function inspectImage(bytes: Uint8Array): Promise<ImageInspection> {
  if (bytes.length === 0) return refuse(ASSET_MESSAGES.empty);
  if (bytes.length > ASSET_MAX_BYTES) return refuse(ASSET_MESSAGES.tooLarge);
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return refuse(ASSET_MESSAGES.typeNotAllowed);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refuse(ASSET_MESSAGES.unreadable);
  }
  const width = metadata.width;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  const frames = metadata.pages ?? 1;
  if (!width || !frameHeight) return refuse(ASSET_MESSAGES.unreadable);
  if (width > ASSET_MAX_EDGE || frameHeight > ASSET_MAX_EDGE || width * frameHeight * frames > ASSET_MAX_TOTAL_PIXELS) {
    return refuse(ASSET_MESSAGES.tooManyPixels);
  }
  try {
    const thumbnail = await sharp(bytes, { limitInputPixels: ASSET_MAX_TOTAL_PIXELS, failOn: 'error' })
      .rotate()
      .resize(ASSET_THUMBNAIL_EDGE, ASSET_THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { ok: true, image: { mimeType, width, height: frameHeight, thumbnail } };
  } catch {
    return refuse(ASSET_MESSAGES.unreadable);
  }
}
