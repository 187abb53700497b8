import { describe, expect, it } from 'vitest';
import { mapDeep, OMIT, WALK_ON } from './map-deep';

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

  it('leaves out the object entries the visitor omits, judged by the object holding them', () => {
    const input = { person: { birthday: 'x', age: 30 }, bag: { age: 5 }, list: [1] };
    const withoutAgeBesideBirthday = (_value: unknown, key: string | undefined, parent: object | undefined) =>
      key === 'age' && parent !== undefined && 'birthday' in parent ? OMIT : WALK_ON;
    expect(mapDeep(input, withoutAgeBesideBirthday, 5)).toEqual({ person: { birthday: 'x' }, bag: { age: 5 }, list: [1] });
    expect(Object.keys(mapDeep(input, withoutAgeBesideBirthday, 5) as object)).toEqual(['person', 'bag', 'list']);
    expect(mapDeep([1, 2], (value) => (value === 1 ? OMIT : WALK_ON), 5)).toEqual([undefined, 2]);
  });

  it('keeps containers beyond the depth limit as they are, unvisited', () => {
    const deep = { level1: { level2: { text: 'x' } } };
    const result = mapDeep(deep, (value) => (typeof value === 'string' ? '*' : WALK_ON), 1) as typeof deep;
    expect(result.level1.level2).toBe(deep.level1.level2);
  });
});
