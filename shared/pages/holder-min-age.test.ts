import { describe, expect, it } from 'vitest';
import { holderMinAge } from './holder-min-age';
import { moduleOf, pageOf, templateOf } from './test-template';

describe('holderMinAge', () => {
  it('is 18 (full civil capacity) without a template, without a holder module, or when the module sets none', () => {
    expect(holderMinAge(undefined)).toBe(18);
    expect(holderMinAge(templateOf([pageOf('p1', 1, [moduleOf('banner', 'productBanner')])]))).toBe(18);
    expect(holderMinAge(templateOf([pageOf('p1', 1, [moduleOf('holder', 'policyHolderModule')])]))).toBe(18);
  });

  it("reads the holder module's minHolderAge, wherever the module sits", () => {
    const holder = moduleOf('holder', 'policyHolderModule', { attrs: { minHolderAge: 20 } });
    expect(holderMinAge(templateOf([pageOf('p1', 1, []), pageOf('p2', 2, [moduleOf('tabs', 'tabsModule', { children: [holder] })])]))).toBe(20);
  });
});
