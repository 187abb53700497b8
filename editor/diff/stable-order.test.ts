import { describe, expect, it } from 'vitest';
import { stableOrder } from './stable-order';

const moved = (before: string[], after: string[]) => before.filter((id) => !stableOrder(before, after).has(id));

describe('stableOrder', () => {
  it('finds the one item that moved, not the ones it jumped over', () => {
    expect(moved(['a', 'b', 'c', 'd', 'e'], ['b', 'c', 'd', 'a', 'e'])).toEqual(['a']);
    expect(moved(['a', 'b', 'c', 'd', 'e'], ['a', 'e', 'b', 'c', 'd'])).toEqual(['e']);
  });

  it('finds nothing when the order is unchanged, and one of two swapped items', () => {
    expect(moved(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([]);
    expect(moved(['a', 'b'], ['b', 'a'])).toHaveLength(1);
  });
});
