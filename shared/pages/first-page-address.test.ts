import { describe, expect, it } from 'vitest';
import { firstPageAddress } from './first-page-address';

describe('firstPageAddress', () => {
  it('returns to page 1 of the same promotion, keeping the other parameters', () => {
    expect(firstPageAddress('?promotionId=health-baiwan&page=3&from=health')).toEqual({ pathname: '/h', search: '?promotionId=health-baiwan&from=health' });
    expect(firstPageAddress('?page=2')).toEqual({ pathname: '/h', search: '' });
    expect(firstPageAddress('')).toEqual({ pathname: '/h', search: '' });
  });
});
