import { describe, expect, it } from 'vitest';
import { shareLinkFromPage as shareLinkOf } from '../../shared/share/share-link';
import { fallbackShareContent } from './share-content';

const PAGE = 'https://h5.example.com/h?promotionId=health-baiwan&from=health&orderNo=O123&certNo=110101199003074514&page=3#page=3';

describe('shareLinkOf', () => {
  it("keeps the promotion and tenant and drops the sharer's order, identity and page", () => {
    expect(shareLinkOf(PAGE)).toBe('https://h5.example.com/h?promotionId=health-baiwan&from=health');
  });

  it('refuses addresses that are not web pages', () => {
    expect(shareLinkOf('javascript:alert(1)')).toBeUndefined();
    expect(shareLinkOf('not a url')).toBeUndefined();
  });
});

describe('fallbackShareContent', () => {
  it("shares the page's title, the goods name and the clean link", () => {
    expect(fallbackShareContent({ pageUrl: PAGE, title: '安心百万医疗险', description: '安心百万医疗险 基础版' })).toEqual({
      title: '安心百万医疗险',
      desc: '安心百万医疗险 基础版',
      link: 'https://h5.example.com/h?promotionId=health-baiwan&from=health',
      imgUrl: '',
    });
  });

  it('describes the page by its title when there is no goods name', () => {
    expect(fallbackShareContent({ pageUrl: PAGE, title: '投保信息' })?.desc).toBe('投保信息');
  });

  it('shares nothing without a title', () => {
    expect(fallbackShareContent({ pageUrl: PAGE, title: '  ' })).toBeUndefined();
  });
});
