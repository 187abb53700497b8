import { describe, expect, it } from 'vitest';
import type { PremiumSummaryRow } from '../../shared/premium/premium-summary-rows';
import { isFeeDetailRow, visibleSummaryRows } from './summary-row-filter';

const rows: PremiumSummaryRow[] = [
  { key: 'insuredCount', label: '被保人数', value: '2人' },
  { key: 'initialPremium', label: '首期保费', value: '10.00元' },
  { key: 'insuredPremium', label: '被保人1保费', value: '5.00元' },
  { key: 'discount', label: '折扣', value: '85%' },
  { key: 'total', label: '总保费', value: '10.00元' },
];

describe('visibleSummaryRows', () => {
  it('shows every row when no switch is off', () => {
    expect(visibleSummaryRows(rows, {})).toHaveLength(rows.length);
  });

  it('hides switched-off rows but always keeps the total', () => {
    const shown = visibleSummaryRows(rows, { showInsuredCount: false, showPerInsuredPremium: false, showFeeDetail: false, showInitialPremium: false });
    expect(shown.map((row) => row.key)).toEqual(['total']);
  });

  it('marks the fee detail rows', () => {
    expect(rows.filter(isFeeDetailRow).map((row) => row.key)).toEqual(['discount']);
  });
});
