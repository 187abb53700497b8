import { describe, expect, it } from 'vitest';
import { toPointer } from './json-pointer';
import { setIn } from './set-in';

describe('setIn', () => {
  const attrs = Object.freeze({ title: '标题', items: Object.freeze([{ label: 'a' }, { label: 'b' }]) });

  it('replaces a nested value without touching the original', () => {
    expect(setIn(attrs, ['items', 1, 'label'], 'B')).toEqual({ title: '标题', items: [{ label: 'a' }, { label: 'B' }] });
    expect(attrs.items[1]).toEqual({ label: 'b' });
  });

  it('removes a cleared optional attr instead of storing undefined', () => {
    expect(Object.keys(setIn(attrs, ['title'], undefined) as object)).toEqual(['items']);
  });

  it('creates the objects on the way to an unset nested attr', () => {
    expect(setIn({}, ['ageRange', 'begin'], '30-D')).toEqual({ ageRange: { begin: '30-D' } });
  });
});

describe('toPointer', () => {
  it('writes the pointer the validator reports, escaping ~ and /', () => {
    expect(toPointer(['attrs', 'items', 2, 'label'])).toBe('/attrs/items/2/label');
    expect(toPointer(['attrs', 'a/b~c'])).toBe('/attrs/a~1b~0c');
  });
});
