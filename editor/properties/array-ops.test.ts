import { describe, expect, it } from 'vitest';
import { appendItem, moveItem, removeItem } from './array-ops';

describe('array ops', () => {
  it('appends until maxItems', () => {
    expect(appendItem(['a'], 'b')).toEqual(['a', 'b']);
    expect(appendItem(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });

  it('removes an item but never below minItems', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeItem(['a'], 0, 1)).toEqual(['a']);
    expect(removeItem(['a', 'b'], 5)).toEqual(['a', 'b']);
  });

  it('moves an item up and down and leaves the ends in place', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('never changes the list it was given', () => {
    const items = Object.freeze(['a', 'b']);
    moveItem(items, 0, 1);
    removeItem(items, 0);
    appendItem(items, 'c');
    expect(items).toEqual(['a', 'b']);
  });
});
