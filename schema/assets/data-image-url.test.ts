import { describe, expect, it } from 'vitest';
import { readDataImageUrl } from './data-image-url';
import { ONE_PIXEL_PNG_BASE64 } from './test-images';

describe('readDataImageUrl', () => {
  it('reads a base64 image with its declared type', () => {
    const read = readDataImageUrl(`data:image/PNG;base64,${ONE_PIXEL_PNG_BASE64}`);
    expect(read?.declaredType).toBe('image/png');
    expect(read?.bytes.slice(1, 4)).toEqual(new TextEncoder().encode('PNG'));
  });

  it('reads a percent-encoded SVG, with or without a charset', () => {
    for (const url of ["data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E", "data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"]) {
      const read = readDataImageUrl(url);
      expect(read?.declaredType).toBe('image/svg+xml');
      expect(new TextDecoder().decode(read?.bytes)).toBe("<svg xmlns='http://www.w3.org/2000/svg'/>");
    }
  });

  it('gives nothing for other data URLs, broken payloads and empty images', () => {
    for (const url of ['data:text/html,<p>hi</p>', 'data:image/png;base64,!!!not base64', 'data:image/svg+xml,%E0%A4%A', 'data:image/png;base64,', 'https://a.cn/x.png']) {
      expect(readDataImageUrl(url), url).toBeUndefined();
    }
  });
});
