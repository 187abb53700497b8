import { describe, expect, it } from 'vitest';
import { extraSelfIndexes, initialCount, removeAt } from './repeat-list';
import { isSelfRelation } from '../../shared/insured/is-self-relation';

describe('repeat list', () => {
  it('starts with the stored entries within min and max', () => {
    expect(initialCount(undefined, 1, 5)).toBe(1);
    expect(initialCount([{}, {}, {}], 1, 5)).toBe(3);
    expect(initialCount([{}, {}, {}], 1, 2)).toBe(2);
    expect(initialCount([], 2, 5)).toBe(2);
    // Without a cap every stored entry shows, however many.
    expect(initialCount([{}, {}, {}], 1)).toBe(3);
  });

  it('removes one entry and moves the rest up', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeAt(undefined, 0)).toEqual([]);
  });

  it('finds every SELF after the first', () => {
    expect(extraSelfIndexes(['SELF', 'CHILD', 'self', 'SELF'], isSelfRelation)).toEqual([2, 3]);
    expect(extraSelfIndexes(['CHILD'], isSelfRelation)).toEqual([]);
  });
});
