import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ASSET_MESSAGES } from './asset-messages';
import { inspectImage } from './inspect-image';
import { solidImage, solidPng } from './test-images';

describe('inspectImage', () => {
  it('accepts PNG, JPEG, GIF and WebP by their bytes, with their size and a WebP thumbnail', async () => {
    for (const [bytes, mimeType] of [
      [await solidPng(10, 20, 30, 600, 300), 'image/png'],
      [await solidImage('jpeg'), 'image/jpeg'],
      [await solidImage('gif'), 'image/gif'],
      [await solidImage('webp'), 'image/webp'],
    ] as const) {
      const inspected = await inspectImage(bytes);
      if (!inspected.ok) throw new Error(inspected.reason);
      expect(inspected.image.mimeType).toBe(mimeType);
      const thumbnail = await sharp(inspected.image.thumbnail).metadata();
      expect(thumbnail.format).toBe('webp');
      expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBeLessThanOrEqual(240);
    }
    const wide = await inspectImage(await solidPng(10, 20, 30, 600, 300));
    expect(wide.ok && [wide.image.width, wide.image.height]).toEqual([600, 300]);
  });

  it('refuses SVG and anything else whatever it claims to be, and an empty file', async () => {
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>");
    expect(await inspectImage(svg)).toEqual({ ok: false, reason: ASSET_MESSAGES.typeNotAllowed });
    expect(await inspectImage(Buffer.from('%PDF-1.7'))).toEqual({ ok: false, reason: ASSET_MESSAGES.typeNotAllowed });
    expect(await inspectImage(Buffer.alloc(0))).toEqual({ ok: false, reason: ASSET_MESSAGES.empty });
  });

  it('refuses a file over 2 MiB before looking inside it', async () => {
    const big = Buffer.concat([await solidPng(1, 2, 3), Buffer.alloc(2 * 1024 * 1024)]);
    expect(await inspectImage(big)).toEqual({ ok: false, reason: ASSET_MESSAGES.tooLarge });
  });

  it('refuses a decompression bomb from its header, before decoding: a tiny file that claims 100 megapixels', async () => {
    const bomb = Buffer.from(await solidPng(1, 2, 3));
    // IHDR sits right after the signature: length, type, width, height, ..., then its CRC.
    bomb.writeUInt32BE(10_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(await inspectImage(bomb)).toEqual({ ok: false, reason: ASSET_MESSAGES.tooManyPixels });
    expect(await inspectImage(await solidPng(1, 2, 3, 4097, 10))).toEqual({ ok: false, reason: ASSET_MESSAGES.tooManyPixels });
  });

  it('refuses a truncated image', async () => {
    const png = await solidPng(9, 9, 9, 300, 300);
    expect(await inspectImage(png.subarray(0, 60))).toEqual({ ok: false, reason: ASSET_MESSAGES.unreadable });
  });
});
