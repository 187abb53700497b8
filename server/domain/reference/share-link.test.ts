import { describe, expect, it } from 'vitest';
import { absoluteUrl, shareLinkFromPage } from './share-link';

describe('shareLinkFromPage', () => {
  it('keeps the promotion and tenant but drops the sharer’s order and identity', () => {
    expect(
      shareLinkFromPage('https://h5.jiankangbao.cn/h?promotionId=health-baiwan&from=health&orderNo=O1&encryptOrderNo=t&certNo=110&purchaseUserId=u9&page=3#page=3'),
    ).toBe('https://h5.jiankangbao.cn/h?promotionId=health-baiwan&from=health');
  });

  it('refuses what is not an absolute http(s) address', () => {
    expect(shareLinkFromPage('/h?promotionId=p')).toBeUndefined();
    expect(shareLinkFromPage('javascript:alert(1)')).toBeUndefined();
  });
});

describe('absoluteUrl', () => {
  it('resolves a server path against the public origin and keeps absolute addresses', () => {
    expect(absoluteUrl('/api/v1/file/image/health/share-life', 'https://h5.jiankangbao.cn')).toBe('https://h5.jiankangbao.cn/api/v1/file/image/health/share-life');
    expect(absoluteUrl('https://cdn.example.cn/a.png', 'https://h5.jiankangbao.cn')).toBe('https://cdn.example.cn/a.png');
  });
});
