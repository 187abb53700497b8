import { describe, expect, it } from 'vitest';
import { assetPreviewUrl } from './asset-preview-url';

describe('assetPreviewUrl', () => {
  it('shows an asset by its thumbnail and any other image as it is', () => {
    const id = 'b'.repeat(64);
    expect(assetPreviewUrl(`/media/${id}.jpg`)).toBe(`/media/${id}.thumb.webp`);
    expect(assetPreviewUrl('https://cdn.a.cn/banner.png')).toBe('https://cdn.a.cn/banner.png');
    expect(assetPreviewUrl('/blank-image.svg')).toBe('/blank-image.svg');
    expect(assetPreviewUrl('  ')).toBeUndefined();
  });
});
