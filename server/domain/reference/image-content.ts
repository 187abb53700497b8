import { REFERENCE_MESSAGES } from './reference-messages';

/** The largest image accepted, in bytes (10 MiB). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The image types accepted: what phone cameras, screenshots and the signature board produce. */
export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/webp';

const DATA_URL = /^data:image\/[A-Za-z0-9.+-]+;base64,([A-Za-z0-9+/=]+)$/;

/**
 * The type of an image judged by its first bytes, not by the name or type the client claims, so
 * that nothing but a real JPEG, PNG or WebP is stored and served back.
 */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | undefined {
  const startsWith = (signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

/** The outcome of checking an upload: its type, or the reason a buyer reads. */
export type ImageCheck = { readonly ok: true; readonly mimeType: ImageMimeType } | { readonly ok: false; readonly reason: string };

/** Checks an uploaded image: not empty, at most IMAGE_MAX_BYTES, and a JPEG, PNG or WebP. */
export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, reason: REFERENCE_MESSAGES.imageEmpty };
  if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, reason: REFERENCE_MESSAGES.imageTooLarge(IMAGE_MAX_BYTES / 1024 / 1024) };
  const mimeType = sniffImageType(bytes);
  return mimeType ? { ok: true, mimeType } : { ok: false, reason: REFERENCE_MESSAGES.imageTypeNotAllowed };
}

/** A checked image with its bytes, or the reason a buyer reads. */
export type ImageRead = { readonly ok: true; readonly bytes: Buffer; readonly mimeType: ImageMimeType } | { readonly ok: false; readonly reason: string };

/**
 * Reads and checks an image data URL (`data:image/...;base64,...`). A payload whose base64 alone is
 * longer than the limit allows is refused before it is decoded.
 */
export function readImageDataUrl(dataUrl: string): ImageRead {
  const base64 = DATA_URL.exec(dataUrl)?.[1];
  if (base64 === undefined) return { ok: false, reason: REFERENCE_MESSAGES.imageTypeNotAllowed };
  if (base64.length > Math.ceil(IMAGE_MAX_BYTES / 3) * 4) {
    return { ok: false, reason: REFERENCE_MESSAGES.imageTooLarge(IMAGE_MAX_BYTES / 1024 / 1024) };
  }
  const bytes = Buffer.from(base64, 'base64');
  const check = checkImage(bytes);
  return check.ok ? { ok: true, bytes, mimeType: check.mimeType } : check;
}

/** An image as a data URL of its checked type. */
export function toImageDataUrl(bytes: Uint8Array, mimeType: ImageMimeType): string {
  return `data:${mimeType};base64,${Buffer.from(bytes).toString('base64')}`;
}
