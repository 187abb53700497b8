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
});
