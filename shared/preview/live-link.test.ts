import { describe, expect, it } from 'vitest';
import { liveLink } from './live-link';

describe('liveLink', () => {
  it('is the same address without mode=preview', () => {
    expect(liveLink({ pathname: '/h', search: '?promotionId=health-baiwan&from=health&mode=preview', hash: '' })).toBe('/h?promotionId=health-baiwan&from=health');
    expect(liveLink({ pathname: '/h', search: '?mode=preview&promotionId=ba-life&from=ba&page=2', hash: '#page=2' })).toBe('/h?promotionId=ba-life&from=ba&page=2#page=2');
  });

  it('drops the bare preview flag too', () => {
    expect(liveLink({ pathname: '/h', search: '?promotionId=health-home&preview=1', hash: '' })).toBe('/h?promotionId=health-home');
  });

  it('keeps other modes, which are not previews', () => {
    expect(liveLink({ pathname: '/h', search: '?promotionId=health-home&mode=simulate', hash: '' })).toBe('/h?promotionId=health-home&mode=simulate');
  });

  it('leaves no dangling question mark', () => {
    expect(liveLink({ pathname: '/h', search: '?mode=preview', hash: '' })).toBe('/h');
  });
});
