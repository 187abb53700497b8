import { describe, expect, it } from 'vitest';
import { shanghaiDateToTimestamp } from '../../shared/dates/shanghai-date-to-timestamp';
import { orderSummaryRows } from './order-summary-rows';

describe('orderSummaryRows', () => {
  it('shows the health order the way the confirm page lists it', () => {
    const rows = orderSummaryRows(
      ['goodsName', 'planName', 'insurancePeriod', 'insuranceStartDate', 'insuranceEndDate', 'paymentFrequency', 'insuranceAmount', 'initialPremium', 'firstYearPremium'],
      {
        goodsName: '百万医疗',
        planName: '基础版',
        insurancePeriod: '1-Y',
        insuranceStartDate: shanghaiDateToTimestamp('2026-12-01'),
        paymentFrequency: 'month',
        sumInsured: 300_000_000,
        initialPremium: 2580,
        firstYearPremium: 2580 * 12,
      },
    );
    expect(rows.map((row) => `${row.label}:${row.text}`)).toEqual([
      '产品名称:百万医疗',
      '保障方案:基础版',
      '保障期间:1年',
      '保障起期:2026-12-01',
      `保障止期:${rows[4]?.text ?? ''}`,
      '缴费方式:月缴',
      '保额:300万元',
      '首期保费:25.80元',
      '首年保费:309.60元',
    ]);
    expect(rows[4]?.text).toMatch(/^2027-11-30|^2027-12-01/);
  });

  it('tells the first payment from the first year\'s premium: paid yearly they are one, shown once', () => {
    const yearly = orderSummaryRows(['initialPremium', 'firstYearPremium', 'premium'], { paymentFrequency: 'year', initialPremium: 224_500 });
    expect(yearly.map((row) => `${row.label}:${row.text}`)).toEqual(['首期保费:2,245.00元', '保费:2,245.00元']);
    expect(orderSummaryRows(['firstYearPremium'], { paymentFrequency: 'year', initialPremium: 224_500 }).map((row) => row.text)).toEqual(['2,245.00元']);
    // A stored monthly order read back: the first month, and the year of 1 + 11 instalments.
    const monthly = orderSummaryRows(['initialPremium', 'firstYearPremium'], { payType: 2, initialPremium: 100, firstYearPremium: 100 + 11 * 10_935 });
    expect(monthly.map((row) => `${row.label}:${row.text}`)).toEqual(['首期保费:1.00元', '首年保费:1,203.85元']);
  });

  it('leaves out what is not known and reads the frequency from payType', () => {
    expect(orderSummaryRows(['orderNo', 'paymentFrequency'], { payType: 1 })).toEqual([{ key: 'paymentFrequency', label: '缴费方式', text: '年缴' }]);
  });
});
