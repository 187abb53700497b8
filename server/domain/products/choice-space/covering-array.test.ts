import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRows, pairwiseRows } from './covering-array';

function coversEveryPair(sizes: readonly number[], rows: readonly (readonly number[])[]): boolean {
  for (let i = 0; i < sizes.length; i += 1) {
    for (let j = i + 1; j < sizes.length; j += 1) {
      for (let a = 0; a < (sizes[i] ?? 0); a += 1) {
        for (let b = 0; b < (sizes[j] ?? 0); b += 1) {
          if (!rows.some((row) => row[i] === a && row[j] === b)) return false;
        }
      }
    }
  }
  return true;
}

describe('covering arrays', () => {
  it('covers every pair of values of any two dimensions, with every value in range', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 2, maxLength: 7 }), (sizes) => {
        const rows = pairwiseRows(sizes);
        expect(rows.every((row) => row.length === sizes.length && row.every((value, index) => value >= 0 && value < (sizes[index] ?? 0)))).toBe(true);
        expect(coversEveryPair(sizes, rows)).toBe(true);
        // Far fewer rows than the whole space once it has more than two dimensions.
        expect(rows.length).toBeLessThanOrEqual(allRows(sizes).length);
      }),
    );
  });

  it('needs about the product of the two largest dimensions', () => {
    const rows = pairwiseRows([9, 6, 5, 2, 4, 2]);
    expect(rows.length).toBeGreaterThanOrEqual(54);
    expect(rows.length).toBeLessThan(80);
    expect(allRows([9, 6, 5, 2, 4, 2])).toHaveLength(4320);
  });

  it('lists the whole space, and nothing for a dimension without values', () => {
    expect(allRows([2, 3])).toEqual([[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2]]);
    expect(pairwiseRows([3, 0, 2])).toEqual([]);
    expect(pairwiseRows([3])).toEqual([[0], [1], [2]]);
  });
});
