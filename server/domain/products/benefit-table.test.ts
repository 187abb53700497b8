import { describe, expect, it } from 'vitest';
import { buildBenefitTable, periodYears, type BenefitInput } from './benefit-table';

const input: BenefitInput = {
  columns: [
    { code: 'annualPremium', title: '当年保费' },
    { code: 'cumulativePremium', title: '累计保费' },
    { code: 'deathBenefit', title: '身故保险金' },
    { code: 'cashValue', title: '现金价值' },
  ],
  issueAge: 40,
  insurancePeriod: '10-Y',
  paymentPeriod: '5-Y',
  annualPremium: 100_000,
  sumInsured: 50_000_000,
  cashValueBp: new Map([[5, 2_500], [10, 0]]),
  factors: { gender: 'F' },
};

describe('buildBenefitTable', () => {
  it('lists every policy year with the age, premiums while paying, the benefit and the cash value', () => {
    const table = buildBenefitTable(input);
    expect(table.titles).toEqual(['保单年度', '被保人年龄', '当年保费', '累计保费', '身故保险金', '现金价值']);
    expect(table.datas).toHaveLength(10);
    expect(table.datas[4]).toEqual({ policyYear: 5, insuredAge: 44, values: [100_000, 500_000, 50_000_000, 125_000] });
    expect(table.datas[5]).toEqual({ policyYear: 6, insuredAge: 45, values: [0, 500_000, 50_000_000, 0] });
    expect(table.benefitFactors).toEqual({ gender: 'F' });
  });

  it('gives the comparison figures: premiums paid, the largest benefit and their ratio to two decimals', () => {
    expect(buildBenefitTable(input).comparisonChartAttr?.map((item) => [item.itemCode, item.value])).toEqual([
      ['TOTAL_BENEFIT_D_PREMIUM', 100],
      ['TOTAL_PREMIUM', 500_000],
      ['TOTAL_BENEFIT', 50_000_000],
    ]);
    const odd = buildBenefitTable({ ...input, annualPremium: 300_000, sumInsured: 1_000_000 });
    expect(odd.comparisonChartAttr?.[0]?.value).toBe(0.67);
  });

  it('counts policy years of terms, lifelong cover and short terms', () => {
    expect(periodYears('20-Y', 30)).toBe(20);
    expect(periodYears('L', 30)).toBe(75);
    expect(periodYears('6-M', 30)).toBe(1);
    expect(periodYears('nonsense', 30)).toBe(1);
  });
});
