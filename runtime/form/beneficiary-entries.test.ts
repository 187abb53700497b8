import { describe, expect, it } from 'vitest';
import { saveEntry } from './beneficiary-entries';

describe('saveEntry', () => {
  it('appends, replaces and defaults the order', () => {
    const one = saveEntry(undefined, 0, { name: '甲' }, false);
    expect(one).toEqual([{ name: '甲', benefitOrder: 1 }]);
    const two = saveEntry(one, 1, { name: '乙', benefitOrder: '2' }, true);
    expect(two).toHaveLength(2);
    expect(saveEntry(two, 0, { name: '丙', benefitOrder: '1' }, true)[0]).toEqual({ name: '丙', benefitOrder: '1' });
  });
});
