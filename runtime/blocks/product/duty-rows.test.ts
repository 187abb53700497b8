import { describe, expect, it } from 'vitest';
import type { Liability } from '../../../schema/entities/liability';
import type { Plan } from '../../../schema/entities/plan';
import { dutyRows, liabilitySumInsuredText } from './duty-rows';

const WAN = 1_000_000;
const death: Liability = {
  liabilityCode: 'L-DEATH',
  liabilityName: '身故或全残保险金',
  liabilityAlias: '身故全残',
  remark: '等待期后身故或全残，按基本保险金额给付',
  enumSumInsuredValueList: [
    { label: '10万元', value: 10 * WAN },
    { label: '300万元', value: 300 * WAN },
  ],
};
const plan: Plan = {
  planId: 'P1',
  packages: [],
  planConfigMainProductList: [{ productId: 'M', productCode: 'M', productName: '定期寿险', sumInsuredFormatType: 'wanYuan', planConfigLiabilityList: [death] }],
  planConfigAdditionProductList: [
    {
      productId: 'A',
      productCode: 'A',
      productName: '附加意外',
      planConfigLiabilityList: [{ liabilityCode: 'L-ACC', liabilityName: '意外医疗', fixedSumInsuredValue: 500_000 }],
    },
  ],
  serviceList: [{ serviceShowName: '理赔绿色通道', serviceDescription: '3个工作日结案' }],
};

describe('liabilitySumInsuredText', () => {
  it('prefers configured text, then the chosen amount, then the fixed amount, then the range', () => {
    expect(liabilitySumInsuredText({ ...death, sumInsuredValueStr: '基本保额' }, 10 * WAN, true)).toBe('基本保额');
    expect(liabilitySumInsuredText(death, 50 * WAN, true)).toBe('50万元');
    expect(liabilitySumInsuredText(death, undefined, true)).toBe('10万元~300万元');
    expect(liabilitySumInsuredText({ liabilityCode: 'x', liabilityName: 'x', stepSumInsuredValue: { minValue: 10 * WAN, maxValue: 100 * WAN, stepValue: WAN } }, undefined, true)).toBe('10万元~100万元');
    expect(liabilitySumInsuredText({ liabilityCode: 'x', liabilityName: 'x' }, undefined, true)).toBe('-');
  });
});

describe('dutyRows', () => {
  it('lists main and additional liabilities and services', () => {
    const groups = dutyRows(plan, undefined, false);
    expect(groups.main).toEqual([{ key: 'M/L-DEATH', name: '身故或全残保险金', sumInsured: '10万元~300万元', remark: death.remark }]);
    expect(groups.addition).toEqual([{ key: 'A/L-ACC', name: '意外医疗', sumInsured: '5,000元' }]);
    expect(groups.services).toEqual([{ key: 'service/0', name: '理赔绿色通道', sumInsured: '3个工作日结案' }]);
  });

  it('shows the chosen sums and the aliases when asked', () => {
    const chosen = [{ productPackageId: 'p', productPackageCode: 'p', productList: [{ productId: 'M', productCode: 'M', productName: '', planConfigLiabilityList: [{ ...death, sumInsured: 100 * WAN }] }] }];
    const [row] = dutyRows(plan, chosen, true).main;
    expect(row?.name).toBe('身故全残');
    expect(row?.sumInsured).toBe('100万元');
  });

  it('falls back on the packages when the plan has no product lists', () => {
    const packed: Plan = {
      planId: 'P2',
      packages: [{ productPackageId: 'p', productPackageCode: 'p', productList: [{ productId: 'M', productCode: 'M', productName: '', productType: 'main', planConfigLiabilityList: [death] }] }],
    };
    expect(dutyRows(packed, undefined, false).main).toHaveLength(1);
    expect(dutyRows(packed, undefined, false).addition).toHaveLength(0);
  });
});
