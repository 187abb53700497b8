// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Module } from '../../../schema/template/module';
import { moduleOf, pathOf, renderTemplate, templateOf, withCleanDocument } from '../testing/render-template';

/** The home product's holder form: the holder's address is the insured house's. */
const holderForm = moduleOf('policyHolderModule', {}, {
  formKey: 'policyHolder',
  children: [
    moduleOf('inputItem', {}, { label: '姓名', formKey: 'name' }),
    moduleOf('inputItem', {}, { label: '手机号码', formKey: 'phone' }),
    moduleOf('cascadePickerItem', { source: 'region' }, { label: '房屋所在地区', formKey: 'area' }),
    moduleOf('inputItem', {}, { label: '房屋详细地址', formKey: 'address' }),
  ],
});
const review = (sections: string[]): Module => moduleOf('orderConfirm', { title: '投保信息确认', sections, maskSensitive: true });

const REGIONS = {
  success: true,
  code: 0,
  result: [{ code: '330000', name: '浙江省', children: [{ code: '330100', name: '杭州市', children: [{ code: '330106', name: '西湖区' }] }] }],
};

/** What the tab holds on the confirm page: the form, and the order as last priced. */
function seedFlow(mainProduct: Record<string, unknown>, rider?: Record<string, unknown>) {
  sessionStorage.setItem('ORDER_DATA', JSON.stringify({ policyHolder: { name: '陈静', phone: '13912345678', area: ['330000', '330100', '330106'], address: '文三路478号华星时代广场A座1201室' } }));
  sessionStorage.setItem(
    'TRIAL_DATA',
    JSON.stringify({
      planId: 'P1',
      insurePeriod: '20-Y',
      packageList: [{ productPackageId: 'PKG', productPackageCode: 'PKG', productList: [{ productId: 'M', productCode: 'M', productName: '主险', productType: 1, ...mainProduct }, ...(rider ? [rider] : [])] }],
    }),
  );
}

/** The rows of the confirmation's card titled `title`, as `label：value`. */
function cardRows(container: HTMLElement, title: string): string[] {
  const card = [...(container.querySelector('[data-component="orderConfirm"]')?.querySelectorAll('.adm-list') ?? [])].find((list) => list.querySelector('.adm-list-header')?.textContent?.startsWith(title));
  return [...(card?.querySelectorAll('.adm-list-item') ?? [])].map((item) => `${item.querySelector('.adm-list-item-content-main')?.textContent}：${item.querySelector('.adm-list-item-content-extra')?.textContent ?? ''}`);
}

describe('the order confirmation', () => {
  withCleanDocument();

  it('shows the payment period chosen beside the cover period, where the plan choices are', async () => {
    seedFlow({ insurancePeriod: 20, insurancePeriodUnitType: 'Y', paymentPeriod: 10, paymentPeriodUnitType: 'Y', dynamicFactorMap: { insurancePeriod: '20-Y', paymentPeriod: '10-Y' } });
    const page = await renderTemplate(templateOf([[review(['plan'])]], { goodsName: '守护定期寿险', insuranceCategory: 'lifeInsurance' }));
    const rows = cardRows(page.container, '投保信息确认');
    expect(rows).toContain('保障期间：20年');
    expect(rows).toContain('缴费期间：10年');
    expect(rows.indexOf('缴费期间：10年')).toBe(rows.indexOf('保障期间：20年') + 1);
    page.unmount();
  });

  it('shows the insured house\'s address in full on a home product, and no address on others', async () => {
    seedFlow({ insurancePeriod: 1, insurancePeriodUnitType: 'Y' });
    const replies = { [pathOf('queryRegionTree')]: REGIONS };
    const home = await renderTemplate(templateOf([[holderForm, review(['holder'])]], { insuranceCategory: 'propertyInsurance' }), { replies });
    await expect.poll(() => cardRows(home.container, '投保人信息')).toContain('房屋所在地区：浙江省 杭州市 西湖区');
    expect(cardRows(home.container, '投保人信息')).toEqual(['姓名：陈静', '手机号码：139****5678', '房屋所在地区：浙江省 杭州市 西湖区', '房屋详细地址：文三路478号华星时代广场A座1201室']);
    home.unmount();
    const life = await renderTemplate(templateOf([[holderForm, review(['holder'])]], { insuranceCategory: 'lifeInsurance' }), { replies });
    expect(cardRows(life.container, '投保人信息')).toEqual(['姓名：陈静', '手机号码：139****5678']);
    life.unmount();
  });

  it('shows a rider\'s amount of 10000 yuan or more in 万元, as the spec shows amounts', async () => {
    const theft = {
      productId: 'T',
      productCode: 'T',
      productName: '附加盗抢保险',
      productType: 2,
      sumInsuredFormatType: 'yuan',
      planConfigLiabilityList: [{ liabilityCode: 'L-THEFT', liabilityName: '盗抢损失', sumInsured: 3_000_000 }],
    };
    seedFlow({ insurancePeriod: 1, insurancePeriodUnitType: 'Y' }, theft);
    const page = await renderTemplate(templateOf([[review(['duty'])]], { insuranceCategory: 'propertyInsurance' }));
    const theftRow = [...page.container.querySelectorAll('.adm-list-item')].find((item) => item.textContent?.includes('盗抢损失'));
    expect(theftRow?.querySelector('.adm-list-item-content-extra')?.textContent).toBe('3万元');
    expect(page.container.textContent).not.toContain('30,000元');
    page.unmount();
  });

  it('masks the ID numbers of the holder and the insured as the server masks a stored order, and leaves 未填写 alone', async () => {
    seedFlow({ insurancePeriod: 1, insurancePeriodUnitType: 'Y' });
    sessionStorage.setItem(
      'ORDER_DATA',
      JSON.stringify({ policyHolder: { name: '陈志远', certiNo: '110101198507220373' }, insured: [{ holderRelation: 'SPOUSE', name: '林晓雯', certiNo: 'E12345678' }, { name: '陈思琪' }] }),
    );
    const form = (formKey: string) => moduleOf('policyHolderModule', {}, { formKey, children: [moduleOf('inputItem', {}, { label: '姓名', formKey: 'name' }), moduleOf('inputItem', {}, { label: '证件号码', formKey: 'certiNo' })] });
    const page = await renderTemplate(templateOf([[form('policyHolder'), form('insured[0]'), review(['holder', 'insured'])]], { insuranceCategory: 'lifeInsurance' }));
    // The rule of maskValue on the server (1101*************3 on the order detail), not one of the page's own.
    expect(cardRows(page.container, '投保人信息')).toEqual(['姓名：陈志远', '证件号码：1101*************3']);
    expect(cardRows(page.container, '被保人1')).toContain('证件号码：E1*****78');
    expect(cardRows(page.container, '被保人2')).toContain('证件号码：未填写');
    page.unmount();
  });
});
