import { describe, expect, it } from 'vitest';
import { mapDeep, WALK_ON } from './map-deep';

describe('mapDeep', () => {
  it('copies arrays and objects, replacing what the visitor returns and keeping the rest', () => {
    const input = { a: 'x', list: ['y', { b: 'z' }], n: 1, none: null };
    const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : WALK_ON);
    expect(mapDeep(input, upper, 5)).toEqual({ a: 'X', list: ['Y', { b: 'Z' }], n: 1, none: null });
    expect(input.a).toBe('x');
  });

  it('tells the visitor the key a value sits under, and none for array items', () => {
    const keys: (string | undefined)[] = [];
    mapDeep({ a: [1] }, (_value, key) => {
      keys.push(key);
      return WALK_ON;
    }, 5);
    expect(keys).toEqual([undefined, 'a', undefined]);
  });

  it('keeps containers beyond the depth limit as they are, unvisited', () => {
    const deep = { level1: { level2: { text: 'x' } } };
    const result = mapDeep(deep, (value) => (typeof value === 'string' ? '*' : WALK_ON), 1) as typeof deep;
    expect(result.level1.level2).toBe(deep.level1.level2);
  });
});
