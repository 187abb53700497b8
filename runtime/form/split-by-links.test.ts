import { describe, expect, it } from 'vitest';
import { splitByLinks } from './split-by-links';

describe('splitByLinks', () => {
  it('turns every occurrence of a link name into a link', () => {
    expect(splitByLinks('已阅读《须知》与《条款》及《须知》', [
      { name: '《须知》', url: 'http://a.cn/x' },
      { name: '《条款》', url: '/c' },
    ])).toEqual([
      { text: '已阅读' },
      { text: '《须知》', url: 'https://a.cn/x' },
      { text: '与' },
      { text: '《条款》', url: '/c' },
      { text: '及' },
      { text: '《须知》', url: 'https://a.cn/x' },
    ]);
  });

  it('keeps text without links whole', () => {
    expect(splitByLinks('确认', [])).toEqual([{ text: '确认' }]);
  });
});
