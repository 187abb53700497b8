import { describe, expect, it } from 'vitest';
import type { PlanPackage } from '../../schema/entities/plan-package';
import { planDutyGroups } from './plan-duty-groups';

const packages: PlanPackage[] = [
  {
    productPackageId: 'PK1',
    productPackageCode: 'PK1',
    productList: [
      {
        productId: 'M1',
        productCode: 'M1',
        productName: '百万医疗险',
        productType: 1,
        sumInsured: 300_000_000,
        planConfigLiabilityList: [{ liabilityCode: 'L1', liabilityName: '一般医疗', sumInsuredValueStr: '300万' }],
      },
      { productId: 'A1', productCode: 'A1', productName: '住院津贴', productType: 'addition', sumInsuredFormatType: 'yuan', sumInsured: 500_000 },
    ],
  },
];

describe('planDutyGroups', () => {
  it('puts main insurance first and formats sums as the product says', () => {
    const groups = planDutyGroups(packages);
    expect(groups.main.map((p) => [p.name, p.sumInsuredText, p.liabilities[0]?.amountText])).toEqual([['百万医疗险', '300万元', '300万']]);
    expect(groups.additional.map((p) => [p.name, p.sumInsuredText])).toEqual([['住院津贴', '5,000元']]);
  });

  it('shows an amount of 10000 yuan or more in 万元 even where the product has it typed in yuan', () => {
    const theft: PlanPackage[] = [
      {
        productPackageId: 'PK3',
        productPackageCode: 'PK3',
        productList: [
          { productId: 'T', productCode: 'T', productName: '附加盗抢保险', productType: 2, sumInsuredFormatType: 'yuan', planConfigLiabilityList: [{ liabilityCode: 'L-THEFT', liabilityName: '盗抢损失', sumInsured: 3_000_000 }] },
        ],
      },
    ];
    expect(planDutyGroups(theft).additional[0]?.liabilities[0]?.amountText).toBe('3万元');
  });

  it('shows the amount the buyer chose, or the fixed one, where the liability names no text', () => {
    const chosen: PlanPackage[] = [
      {
        productPackageId: 'PK2',
        productPackageCode: 'PK2',
        productList: [
          {
            productId: 'L1',
            productCode: 'L1',
            productName: '定期寿险',
            productType: 1,
            planConfigLiabilityList: [
              { liabilityCode: 'D', liabilityName: '身故或全残保险金', sumInsuredSubType: 'enum', sumInsured: 50_000_000 },
              { liabilityCode: 'F', liabilityName: '固定责任', sumInsuredSubType: 'fixed', fixedSumInsuredValue: 1_000_000 },
            ],
          },
        ],
      },
    ];
    expect(planDutyGroups(chosen).main[0]?.liabilities.map((liability) => liability.amountText)).toEqual(['50万元', '1万元']);
  });
});
