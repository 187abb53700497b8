import { describe, it, expect } from 'vitest';
import { nextPageOrder } from './next-page-order';
import { FIRST_PAGE_ORDER } from './page-number';

describe('nextPageOrder', () => {
  it('moves forward by one page', () => {
    expect(nextPageOrder(FIRST_PAGE_ORDER)).toBe(2);
    expect(nextPageOrder(4)).toBe(5);
  });
});
