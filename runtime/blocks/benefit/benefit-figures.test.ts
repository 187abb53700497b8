import { describe, expect, it } from 'vitest';
import type { BenefitTable } from '../../../schema/entities/benefit-table';
import { amountTitles, benefitRows, comparisonFigures, rowAtAge, sliderRange, snapAge, visibleRows } from './benefit-figures';

const table: BenefitTable = {
  titles: ['保单年度', '年龄', '当年保费', '身故保险金'],
  datas: [
    { policyYear: 1, insuredAge: 30, values: [120000, 100000000] },
    { policyYear: 2, insuredAge: 31, values: [120000, 100000000] },
    { policyYear: 3, insuredAge: 32, values: [0, 100000000] },
  ],
  comparisonChartAttr: [
    { itemCode: 'TOTAL_BENEFIT_D_PREMIUM', displayName: '保费倍数', value: 416.67 },
    { itemCode: 'TOTAL_PREMIUM', displayName: '累计保费', value: 240000 },
    { itemCode: 'TOTAL_BENEFIT', displayName: '累计利益', detailDesc: '最高', value: 100000000 },
  ],
};

describe('benefit figures', () => {
  it('formats the amount columns in yuan', () => {
    expect(amountTitles(table)).toEqual(['当年保费', '身故保险金']);
    expect(benefitRows(table)[0]).toEqual({ policyYear: 1, insuredAge: 30, cells: ['1,200.00', '1,000,000.00'] });
  });

  it('collapses to the configured rows until expanded', () => {
    expect(visibleRows([1, 2, 3], 2, false)).toEqual([1, 2]);
    expect(visibleRows([1, 2, 3], 2, true)).toEqual([1, 2, 3]);
    expect(visibleRows([1, 2, 3], undefined, false)).toEqual([1, 2, 3]);
  });

  it('orders the comparison figures as asked, as text and as premium multiples', () => {
    const figures = comparisonFigures(table, ['TOTAL_PREMIUM', 'TOTAL_BENEFIT', 'TOTAL_BENEFIT_D_PREMIUM']);
    expect(figures.map((figure) => [figure.code, figure.text, figure.multiple])).toEqual([
      ['TOTAL_PREMIUM', '2,400.00元', 1],
      ['TOTAL_BENEFIT', '1,000,000.00元', 416.67],
      ['TOTAL_BENEFIT_D_PREMIUM', '416.67倍', 416.67],
    ]);
    expect(figures[1]?.description).toBe('最高');
    expect(comparisonFigures({ ...table, comparisonChartAttr: [] }, ['TOTAL_PREMIUM'])).toEqual([]);
  });

  it('narrows the slider to the ages covered and finds the row of an age', () => {
    expect(sliderRange(table, 18, 70)).toEqual({ min: 30, max: 32 });
    expect(sliderRange(table, 40, 70)).toBeUndefined();
    expect(sliderRange({ ...table, datas: [] }, 0, 100)).toBeUndefined();
    expect(rowAtAge(table.datas, 31)?.policyYear).toBe(2);
    expect(rowAtAge(table.datas, 29)).toBeUndefined();
    expect(rowAtAge(table.datas, 90)?.policyYear).toBe(3);
  });

  it('snaps ages to the step inside the range', () => {
    expect(snapAge(33, 30, 60, 5)).toBe(35);
    expect(snapAge(100, 30, 60, 5)).toBe(60);
    expect(snapAge(10, 30, 60, 1)).toBe(30);
  });
});
