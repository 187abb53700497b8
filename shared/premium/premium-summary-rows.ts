import { formatPremium } from '../format/format-premium';
import { PREMIUM_MESSAGES } from '../messages/premium';
import type { PremiumSummary } from './premium-summary';

/** Which figure a summary row shows, so a block can choose its rows. */
export type PremiumSummaryRowKey =
  | 'insuredCount'
  | 'initialPremium'
  | 'nextPremium'
  | 'insuredPremium'
  | 'discount'
  | 'yearPrice'
  | 'total';

/** One label and value line of the premium summary block, in Chinese. */
export interface PremiumSummaryRow {
  key: PremiumSummaryRowKey;
  label: string;
  value: string;
  /** A secondary text: an insured's list price when it differs from the premium. */
  note?: string;
}

const withUnit = (fen: number): string => formatPremium(fen, { withUnit: true });
const orDash = (fen: number | undefined): string => (fen === undefined ? PREMIUM_MESSAGES.unknownPremium : withUnit(fen));

/**
 * The summary's rows in display order. Insured count, initial premium and total always show (a
 * dash until known); the next-month premium only for monthly payment ('35.80元/月，共11期'); the
 * per-insured, discount and per-year rows only when the calculation gave them.
 */
export function premiumSummaryRows(summary: PremiumSummary): PremiumSummaryRow[] {
  const rows: PremiumSummaryRow[] = [
    { key: 'insuredCount', label: PREMIUM_MESSAGES.insuredCount, value: `${summary.insuredCount}${PREMIUM_MESSAGES.personUnit}` },
    { key: 'initialPremium', label: PREMIUM_MESSAGES.initialPremium, value: orDash(summary.initialPremium) },
  ];
  if (summary.monthly && summary.nextPremium !== undefined) {
    rows.push({
      key: 'nextPremium',
      label: PREMIUM_MESSAGES.nextPremium,
      value: `${withUnit(summary.nextPremium)}${PREMIUM_MESSAGES.perMonthInstalments}`,
    });
  }
  summary.perInsured.forEach((insured, position) => {
    if (insured.premium === undefined) return;
    const row: PremiumSummaryRow = {
      key: 'insuredPremium',
      label: PREMIUM_MESSAGES.insuredPremium(position + 1),
      value: withUnit(insured.premium),
    };
    if (insured.price !== undefined && insured.price !== insured.premium) {
      row.note = `${PREMIUM_MESSAGES.price}${withUnit(insured.price)}`;
    }
    rows.push(row);
  });
  if (summary.discountPercent !== undefined) {
    rows.push({ key: 'discount', label: PREMIUM_MESSAGES.discount, value: `${summary.discountPercent}%` });
  }
  if (summary.yearPrice !== undefined) {
    rows.push({ key: 'yearPrice', label: PREMIUM_MESSAGES.yearPrice, value: `${withUnit(summary.yearPrice)}${PREMIUM_MESSAGES.perYear}` });
  }
  rows.push({ key: 'total', label: PREMIUM_MESSAGES.totalPremium, value: orDash(summary.total) });
  return rows;
}
