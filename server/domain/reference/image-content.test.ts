import { describe, expect, it } from 'vitest';
import { checkImage, IMAGE_MAX_BYTES, readImageDataUrl, sniffImageType, toImageDataUrl } from './image-content';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
const WEBP = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1');
const GIF = Buffer.from('GIF89a\x01\x00', 'latin1');

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(WEBP)).toBe('image/webp');
  });

  it('refuses other formats and text, whatever they claim to be', () => {
    expect(sniffImageType(GIF)).toBeUndefined();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVE', 'latin1'))).toBeUndefined();
  });
});

describe('checkImage', () => {
  it('accepts an image up to the limit and says which type it is', () => {
    const atLimit = Buffer.alloc(IMAGE_MAX_BYTES);
    PNG.copy(atLimit);
    expect(checkImage(atLimit)).toEqual({ ok: true, mimeType: 'image/png' });
  });

  it('refuses an empty file, an oversized file and a non-image with the reason', () => {
    expect(checkImage(Buffer.alloc(0))).toEqual({ ok: false, reason: '未收到图片' });
    const over = Buffer.alloc(IMAGE_MAX_BYTES + 1);
    PNG.copy(over);
    expect(checkImage(over)).toEqual({ ok: false, reason: '图片大小不能超过 10MB' });
    expect(checkImage(GIF)).toEqual({ ok: false, reason: '仅支持 JPG、PNG、WEBP 格式的图片' });
  });
});

describe('readImageDataUrl', () => {
  it('decodes a data URL and types it by its content, not its claim', () => {
    const read = readImageDataUrl(`data:image/gif;base64,${JPEG.toString('base64')}`);
    expect(read).toEqual({ ok: true, bytes: JPEG, mimeType: 'image/jpeg' });
  });

  it('round-trips what toImageDataUrl makes', () => {
    expect(readImageDataUrl(toImageDataUrl(WEBP, 'image/webp'))).toEqual({ ok: true, bytes: WEBP, mimeType: 'image/webp' });
  });

  it('refuses a payload too long to be within the limit before decoding it', () => {
    const base64 = 'A'.repeat(Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 4);
    expect(readImageDataUrl(`data:image/png;base64,${base64}`)).toEqual({ ok: false, reason: '图片大小不能超过 10MB' });
  });

  it('refuses what is not an image data URL', () => {
    expect(readImageDataUrl('data:text/plain;base64,aGVsbG8=').ok).toBe(false);
    expect(readImageDataUrl(`data:image/png;base64,${GIF.toString('base64')}`)).toEqual({ ok: false, reason: '仅支持 JPG、PNG、WEBP 格式的图片' });
  });
});
