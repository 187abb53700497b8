import { describe, it, expect } from 'vitest';
import { pageHoldingPerson } from './page-holding-person';
import { moduleOf, pageOf, templateOf } from './test-template';

const hiddenInsured = pageOf('p-hidden-insured', 3, [moduleOf('ins', 'insuredModule', { isDefault: false })]);
const nestedInsured = pageOf('p-insured', 4, [moduleOf('wrap', 'tabsModule', { children: [moduleOf('ins2', 'insuredModule')] })]);
const holder = pageOf('p-holder', 2, [moduleOf('holder', 'policyHolderModule')]);
const intro = pageOf('p-intro', 1, [moduleOf('banner', 'productBanner')]);

describe('pageHoldingPerson', () => {
  it('finds the first page in page order that shows the holder or insured module', () => {
    expect(pageHoldingPerson(templateOf([intro, nestedInsured, holder]))?.id).toBe('p-holder');
  });

  it('looks inside children and ignores hidden modules', () => {
    expect(pageHoldingPerson(templateOf([intro, hiddenInsured, nestedInsured]))?.id).toBe('p-insured');
  });

  it('is undefined when no page holds a person', () => {
    expect(pageHoldingPerson(templateOf([intro, hiddenInsured]))).toBeUndefined();
  });
});
