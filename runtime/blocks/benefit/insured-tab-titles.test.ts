import { describe, expect, it } from 'vitest';
import { insuredTabTitles } from './insured-tab-titles';

describe('insuredTabTitles', () => {
  it('names each insured form, numbering the unnamed when there are several', () => {
    expect(insuredTabTitles({ insured: [{ name: ' 张三 ' }, {}] }, '被保人')).toEqual(['张三', '被保人2']);
  });

  it('takes a single insured form as one tab', () => {
    expect(insuredTabTitles({ insured: { name: '' } }, '被保人')).toEqual(['被保人']);
  });

  it('falls back to one tab per insured trial entry, and to one tab', () => {
    expect(insuredTabTitles({ trailElement: [{}, [{ age: 30 }, { age: 5 }]] }, '被保人')).toEqual(['被保人1', '被保人2']);
    expect(insuredTabTitles({}, '被保人')).toEqual(['被保人']);
  });
});
