import { describe, it, expect } from 'vitest';
import { jumpToPageIndex } from './jump-to-page-index';
import { moduleOf, pageOf, templateOf } from './test-template';

const template = templateOf([
  pageOf('p-intro', 1, [moduleOf('banner', 'productBanner')], { pageCode: 'intro' }),
  pageOf('p-insured', 4, [moduleOf('ins', 'insuredModule')], { pageCode: 'who' }),
  pageOf('p-holder', 2, [moduleOf('holder', 'policyHolderModule')]),
]);

describe('jumpToPageIndex', () => {
  it('is the position in the page list plus 1, found by pageCode or id', () => {
    expect(jumpToPageIndex(template, 'intro')).toBe(1);
    expect(jumpToPageIndex(template, 'who')).toBe(2);
    expect(jumpToPageIndex(template, 'p-holder')).toBe(3);
  });

  it('is undefined for a code no page carries', () => {
    expect(jumpToPageIndex(template, 'missing')).toBeUndefined();
  });
});
