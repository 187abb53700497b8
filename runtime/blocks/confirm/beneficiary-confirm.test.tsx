// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DESIGNATED_TYPE_VALUE } from '../../form/beneficiary-entries';
import { moduleOf, renderTemplate, templateOf, withCleanDocument } from '../testing/render-template';

/** The information page's beneficiary block, its relations named as this template names them. */
const beneficiaryForm = moduleOf('beneficiaryList', {
  maxCount: 5,
  beneficiaryTypes: ['legal', 'designated'],
  defaultType: 'designated',
  insuredRelationOptions: [
    { value: 'SPOUSE', label: '配偶' },
    { value: 'CHILD', label: '子女' },
    { value: 'PARENT', label: '父母' },
  ],
});
const confirm = moduleOf('beneficiaryConfirm', { title: '受益人信息' });

/** The beneficiary rows of the confirmation, as `name：relation · order · share`. */
function beneficiaryRows(container: HTMLElement): string[] {
  const rows = [...(container.querySelector('[data-component="beneficiaryConfirm"]')?.querySelectorAll('.adm-list-item') ?? [])].filter((item) => item.textContent?.includes('受益比例'));
  return rows.map((item) => `${item.querySelector('.adm-list-item-content-extra')?.textContent ?? ''}：${item.querySelector('.adm-list-item-description')?.textContent ?? ''}`);
}

describe('the beneficiary confirmation', () => {
  withCleanDocument();

  it('shows each designated beneficiary with the relation to the insured chosen on the information page, then order and share', async () => {
    // Husband and daughter of the insured, one order sharing 100%: both 陈 and of one order, told apart by relation.
    sessionStorage.setItem(
      'ORDER_DATA',
      JSON.stringify({
        insured: [
          {
            holderRelation: 'SPOUSE',
            name: '林晓雯',
            beneficiaryType: DESIGNATED_TYPE_VALUE,
            beneficiaryList: [
              { name: '陈志远', certiType: 'I', insuredRelation: 'SPOUSE', benefitOrder: '1', benefitRatio: '60' },
              { name: '陈思琪', certiType: 'I', insuredRelation: 'CHILD', benefitOrder: '1', benefitRatio: '40' },
            ],
          },
        ],
      }),
    );
    const page = await renderTemplate(templateOf([[beneficiaryForm], [confirm]], { insuranceCategory: 'lifeInsurance' }), { search: '?from=health&page=2' });
    expect(beneficiaryRows(page.container)).toEqual([
      '陈志远：与被保人关系 配偶 · 受益顺序 1 · 受益比例 60%',
      '陈思琪：与被保人关系 子女 · 受益顺序 1 · 受益比例 40%',
    ]);
    page.unmount();
  });
});
