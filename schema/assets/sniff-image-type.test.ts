import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff-image-type';
import { base64Bytes, ONE_PIXEL_PNG_BASE64 } from './test-images';

const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImageType', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniffImageType(base64Bytes(ONE_PIXEL_PNG_BASE64))).toBe('image/png');
    expect(sniffImageType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(text('GIF89a\x01\x00\x01\x00'))).toBe('image/gif');
    expect(sniffImageType(text('GIF87a\x01\x00\x01\x00'))).toBe('image/gif');
    expect(sniffImageType(text('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, HTML, other RIFF files, truncated signatures and nothing at all', () => {
    for (const bytes of [
      text("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      text('<!doctype html><script>alert(1)</script>'),
      text('RIFF\x24\x00\x00\x00WAVEfmt '),
      Uint8Array.of(0x89, 0x50, 0x4e, 0x47),
      new Uint8Array(0),
    ]) {
      expect(sniffImageType(bytes)).toBeUndefined();
    }
  });
});
