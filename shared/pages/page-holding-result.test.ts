import { describe, expect, it } from 'vitest';
import { pageHoldingResult } from './page-holding-result';
import { moduleOf, pageOf, templateOf } from './test-template';

const result = moduleOf('result', 'insureResult', { attrs: { successTitle: '保单已生效', failTitle: '投保失败', showOrderInfo: true, showPolicyDownload: true } });
const hotline = moduleOf('hotline', 'consultButtons', { attrs: { phoneText: '客服电话', phoneNumber: '95500' } });
const hiddenBanner = moduleOf('banner', 'adBanner', { isDefault: false });

describe('pageHoldingResult', () => {
  it('finds the page showing the result block, with its modules and the block\'s configured attrs', () => {
    const found = pageHoldingResult(templateOf([pageOf('p-result', 4, [result, hiddenBanner, hotline]), pageOf('p-product', 1, [moduleOf('b', 'productBanner')])]));
    expect(found?.page.id).toBe('p-result');
    expect(found?.pageIndex).toBe(0);
    expect(found?.attrs).toMatchObject({ successTitle: '保单已生效', showPolicyDownload: true });
    // Hidden modules are left out of what the page shows.
    expect(found?.page.moduleList.map((module) => module.id)).toEqual(['result', 'hotline']);
  });

  it('looks inside children, skips a hidden result block, and is undefined without one', () => {
    const nested = pageOf('p-nested', 5, [moduleOf('tabs', 'tabsModule', { children: [result] })]);
    const hidden = pageOf('p-hidden', 3, [{ ...result, id: 'hidden', isDefault: false }]);
    expect(pageHoldingResult(templateOf([nested, hidden]))?.page.id).toBe('p-nested');
    expect(pageHoldingResult(templateOf([hidden]))).toBeUndefined();
  });
});
