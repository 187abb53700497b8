import { describe, expect, it } from 'vitest';
import { orderLookupBody } from './order-lookup-body';

describe('orderLookupBody', () => {
  it('prefers the order named in the address', () => {
    expect(orderLookupBody({ encryptOrderNo: 'E1' }, { orderNo: 'O9' })).toEqual({ encryptOrderNo: 'E1' });
    expect(orderLookupBody({ orderNo: 'O1' }, { orderNo: 'O9', encryptOrderNo: 'E9' })).toEqual({ orderNo: 'O1' });
  });

  it('falls back to the stored flow, and to nothing', () => {
    expect(orderLookupBody({}, { orderNo: 'O9', encryptOrderNo: 'E9' })).toEqual({ orderNo: 'O9', encryptOrderNo: 'E9' });
    expect(orderLookupBody({}, {})).toBeUndefined();
  });
});
