import { describe, it, expect } from 'vitest';
import { dropHiddenModules } from './drop-hidden-modules';
import { moduleOf } from './test-template';

describe('dropHiddenModules', () => {
  it('keeps visible modules and their visible children only, leaving the input untouched', () => {
    const input = [
      moduleOf('a', 'x', { children: [moduleOf('a1', 'x', { isDefault: false }), moduleOf('a2', 'x')] }),
      moduleOf('b', 'x', { isDefault: false, children: [moduleOf('b1', 'x')] }),
      moduleOf('c', 'x'),
    ];
    const kept = dropHiddenModules(input);
    expect(kept.map((m) => m.id)).toEqual(['a', 'c']);
    expect(kept[0]?.children?.map((m) => m.id)).toEqual(['a2']);
    expect(kept[1]?.children).toBeUndefined();
    expect(input[0]?.children).toHaveLength(2);
  });
});
