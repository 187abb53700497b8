import { describe, it, expect } from 'vitest';
import { premiumSummary } from './premium-summary';
import { premiumSummaryRows } from './premium-summary-rows';
import { sumTrialPremiums } from './trial-total';

describe('premiumSummary', () => {
  it('counts every insured unless selected is false', () => {
    const summary = premiumSummary({
      insuredList: [
        { selected: true, premium: 10000 },
        { selected: false, premium: 20000 },
        { premium: 30000 },
        { selected: null, premium: 40000 },
      ],
    });
    expect(summary.insuredCount).toBe(3);
    expect(summary.perInsured.map((insured) => insured.index)).toEqual([0, 2, 3]);
  });

  it('counts the form insureds when the result lists none (a trial result, or none yet)', () => {
    expect(premiumSummary({ payType: 2, initialPremium: 3418, nextPremium: 3418, formInsuredCount: 1 }).insuredCount).toBe(1);
    expect(premiumSummary({ formInsuredCount: 2 }).insuredCount).toBe(2);
    expect(premiumSummary({}).insuredCount).toBe(0);
    expect(premiumSummary({ insuredList: [{ premium: 100 }], formInsuredCount: 3 }).insuredCount).toBe(1);
  });

  it('takes the total from the trial value list', () => {
    const summary = premiumSummary({
      totalPremium: 1,
      trialValues: [{ premium: 12345 }, { premium: 100 }],
    });
    expect(summary.total).toBe(12445);
  });

  it('falls back to the calculation total without a trial', () => {
    expect(premiumSummary({ totalPremium: 5000 }).total).toBe(5000);
    expect(premiumSummary({}).total).toBeUndefined();
  });

  it('reads the discount as a fraction or a percentage', () => {
    expect(premiumSummary({ discount: 0.85 }).discountPercent).toBe(85);
    expect(premiumSummary({ discount: 0.855 }).discountPercent).toBe(85.5);
    expect(premiumSummary({ discount: 85 }).discountPercent).toBe(85);
    expect(premiumSummary({ discount: 1 }).discountPercent).toBe(100);
    expect(premiumSummary({ discount: 0 }).discountPercent).toBeUndefined();
    expect(premiumSummary({ discount: 150 }).discountPercent).toBeUndefined();
  });

  it('tells monthly from yearly payment', () => {
    expect(premiumSummary({ payType: 1 }).monthly).toBe(false);
    expect(premiumSummary({ payType: 2 }).monthly).toBe(true);
  });
});

describe('sumTrialPremiums', () => {
  it('adds the value list premiums', () => {
    expect(sumTrialPremiums([{ premium: 1 }, { premium: 2 }, { premium: 3 }])).toBe(6);
  });

  it('refuses a partial or empty trial', () => {
    expect(sumTrialPremiums([{ premium: 1 }, {}])).toBeUndefined();
    expect(sumTrialPremiums([{ premium: 1 }, { premium: Number.NaN }])).toBeUndefined();
    expect(sumTrialPremiums([])).toBeUndefined();
    expect(sumTrialPremiums(undefined)).toBeUndefined();
  });
});

describe('premiumSummaryRows', () => {
  it('lists the figures of a monthly plan with a discount', () => {
    const rows = premiumSummaryRows(
      premiumSummary({
        payType: 2,
        insuredList: [
          { premium: 2990, price: 3518 },
          { selected: false, premium: 5000 },
          { premium: 1990, price: 1990 },
        ],
        initialPremium: 0,
        nextPremium: 4980,
        discount: 0.85,
        yearPrice: 59760,
        trialValues: [{ premium: 2990 }, { premium: 1990 }],
      }),
    );
    expect(rows).toEqual([
      { key: 'insuredCount', label: '被保人数', value: '2人' },
      { key: 'initialPremium', label: '首期保费', value: '0.00元' },
      { key: 'nextPremium', label: '次期保费', value: '49.80元/月，共11期' },
      { key: 'insuredPremium', label: '被保人1保费', value: '29.90元', note: '原价35.18元' },
      { key: 'insuredPremium', label: '被保人2保费', value: '19.90元' },
      { key: 'discount', label: '折扣', value: '85%' },
      { key: 'yearPrice', label: '年缴价格', value: '597.60元/年' },
      { key: 'total', label: '总保费', value: '49.80元' },
    ]);
  });

  it('shows dashes before the calculation and no next-month row for yearly payment', () => {
    const rows = premiumSummaryRows(premiumSummary({ payType: 1, nextPremium: 100, insuredList: [{}] }));
    expect(rows).toEqual([
      { key: 'insuredCount', label: '被保人数', value: '1人' },
      { key: 'initialPremium', label: '首期保费', value: '-' },
      { key: 'total', label: '总保费', value: '-' },
    ]);
  });
});
