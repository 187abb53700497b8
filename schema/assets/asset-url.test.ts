import { describe, expect, it } from 'vitest';
import { assetThumbnailUrl, assetUrl, parseAssetUrl } from './asset-url';

const ID = 'a'.repeat(64);

describe('asset addresses', () => {
  it('name an asset by its hash and type, under /media/ and apart from the build output', () => {
    expect(assetUrl(ID, 'image/jpeg')).toBe(`/media/${ID}.jpg`);
    expect(assetThumbnailUrl(ID)).toBe(`/media/${ID}.thumb.webp`);
    expect(parseAssetUrl(`/media/${ID}.webp`)).toEqual({ id: ID, mimeType: 'image/webp' });
  });

  it('are told apart from other addresses', () => {
    for (const url of [`/assets/${ID}.png`, `/media/${ID}.svg`, `/media/${ID.slice(1)}.png`, `https://cdn.a.cn/media/${ID}.png`, `/media/${ID}.thumb.webp`]) {
      expect(parseAssetUrl(url), url).toBeUndefined();
    }
  });
});
