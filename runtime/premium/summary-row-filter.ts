import type { AttrsOf } from '../../schema/catalogue';
import type { PremiumSummaryRow, PremiumSummaryRowKey } from '../../shared/premium/premium-summary-rows';

type SummaryAttrs = AttrsOf<'premiumSummary'>;

/** Which attr switches each row; the total has no switch and always shows. */
const ROW_SWITCH: Readonly<Record<PremiumSummaryRowKey, keyof SummaryAttrs | undefined>> = {
  insuredCount: 'showInsuredCount',
  initialPremium: 'showInitialPremium',
  nextPremium: 'showNextPremium',
  insuredPremium: 'showPerInsuredPremium',
  discount: 'showFeeDetail',
  yearPrice: 'showFeeDetail',
  total: undefined,
};

/** The rows the premium summary block's attrs ask for; a switch left unset counts as on. */
export function visibleSummaryRows(rows: readonly PremiumSummaryRow[], attrs: SummaryAttrs): PremiumSummaryRow[] {
  return rows.filter((row) => {
    const flag = ROW_SWITCH[row.key];
    return flag === undefined || attrs[flag] !== false;
  });
}

/** True for the rows shown under the 费用明细 heading. */
export function isFeeDetailRow(row: PremiumSummaryRow): boolean {
  return row.key === 'discount' || row.key === 'yearPrice';
}
