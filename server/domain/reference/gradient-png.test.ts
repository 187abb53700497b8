import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { verticalGradientPng } from './gradient-png';
import { checkImage } from './image-content';

describe('verticalGradientPng', () => {
  it('makes a PNG the upload check accepts, of the asked size, from the top colour to the bottom one', () => {
    const png = verticalGradientPng(4, 3, [0, 100, 200], [200, 100, 0]);
    expect(checkImage(png)).toEqual({ ok: true, mimeType: 'image/png' });
    expect(png.readUInt32BE(16)).toBe(4);
    expect(png.readUInt32BE(20)).toBe(3);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe(3 * (4 * 3 + 1));
    expect([...pixels.subarray(1, 4)]).toEqual([0, 100, 200]);
    expect([...pixels.subarray(2 * 13 + 1, 2 * 13 + 4)]).toEqual([200, 100, 0]);
    expect([...pixels.subarray(13 + 1, 13 + 4)]).toEqual([100, 100, 100]);
  });
});
