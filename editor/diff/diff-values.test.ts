import { describe, expect, it } from 'vitest';
import { diffValues } from './diff-values';

describe('diffValues', () => {
  it('reports nested keys as dotted paths and list items by position', () => {
    const before = { title: '投保流程', steps: [{ title: '选择方案' }, { title: '填写信息' }], style: { color: '#fff', size: 14 } };
    const after = { title: '投保流程', steps: [{ title: '选择方案' }, { title: '填写资料' }], style: { color: '#000', size: 14 } };
    expect(diffValues(before, after)).toEqual([
      { path: 'steps.1.title', before: '填写信息', after: '填写资料' },
      { path: 'style.color', before: '#fff', after: '#000' },
    ]);
  });

  it('reports added and removed keys with the missing side absent', () => {
    expect(diffValues({ a: 1 }, { b: true })).toEqual([
      { path: 'a', before: 1 },
      { path: 'b', after: true },
    ]);
  });

  it('reports a list that grew or shrank as a whole', () => {
    expect(diffValues({ tags: ['a', 'b'] }, { tags: ['a', 'b', 'c'] })).toEqual([{ path: 'tags', before: ['a', 'b'], after: ['a', 'b', 'c'] }]);
    expect(diffValues({ tags: ['a'] }, { tags: ['a'] })).toEqual([]);
  });
});
