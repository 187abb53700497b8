import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { BLANK_IMAGE_URL, LEGACY_BLANK_IMAGE_URL } from '../catalogue/blank-image';
import { extractDataImages } from './extract-data-images';
import { base64Bytes, ONE_PIXEL_PNG_BASE64 } from './test-images';

const PNG_URL = `data:image/png;base64,${ONE_PIXEL_PNG_BASE64}`;
const PNG_ID = bytesToHex(sha256(base64Bytes(ONE_PIXEL_PNG_BASE64)));
const SVG = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect width='10' height='10'/></svg>";

describe('extractDataImages', () => {
  it('moves every inline image, however deep, to its content-addressed asset URL, once per content', () => {
    const template = {
      pageList: [{ moduleList: [{ attrs: { image: PNG_URL, title: '标题' } }, { attrs: { images: [{ src: PNG_URL }, { src: '/media/x.png' }] } }] }],
    };
    const extraction = extractDataImages(template);
    expect(extraction.value).toEqual({
      pageList: [{ moduleList: [{ attrs: { image: `/media/${PNG_ID}.png`, title: '标题' } }, { attrs: { images: [{ src: `/media/${PNG_ID}.png` }, { src: '/media/x.png' }] } }] }],
    });
    expect(extraction.rewritten).toBe(2);
    expect(extraction.images).toHaveLength(1);
    expect(extraction.images[0]).toMatchObject({
      id: PNG_ID,
      mimeType: 'image/png',
      rasterise: false,
      paths: ['/pageList/0/moduleList/0/attrs/image', '/pageList/0/moduleList/1/attrs/images/0/src'],
    });
    expect(template.pageList[0]?.moduleList[0]?.attrs.image).toBe(PNG_URL);
  });

  it('trusts the bytes, not the declared type', () => {
    const extraction = extractDataImages({ image: `data:image/gif;base64,${ONE_PIXEL_PNG_BASE64}` });
    expect(extraction.value.image).toBe(`/media/${PNG_ID}.png`);
  });

  it('turns an SVG into a PNG asset named by the SVG, to be rasterised by the server', () => {
    const extraction = extractDataImages({ image: `data:image/svg+xml,${encodeURIComponent(SVG)}` });
    const id = bytesToHex(sha256(new TextEncoder().encode(SVG)));
    expect(extraction.value.image).toBe(`/media/${id}.png`);
    expect(extraction.images).toEqual([{ id, mimeType: 'image/png', bytes: new TextEncoder().encode(SVG), rasterise: true, paths: ['/image'] }]);
  });

  it("replaces the old catalogue's blank frame by today's placeholder without making an asset", () => {
    const extraction = extractDataImages({ images: [{ src: LEGACY_BLANK_IMAGE_URL }] });
    expect(extraction).toEqual({ value: { images: [{ src: BLANK_IMAGE_URL }] }, images: [], rewritten: 1 });
  });

  it('leaves what holds no storable image for validation to report, and returns an untouched value as it was', () => {
    const template = { a: 'data:image/svg+xml,not an svg', b: 'data:image/png;base64,%%%', c: 'data:text/plain,hi', d: 'https://a.cn/x.png' };
    const extraction = extractDataImages(template);
    expect(extraction.value).toBe(template);
    expect(extraction.images).toEqual([]);
  });
});
