import type { BenefitTable } from '../../../schema/entities/benefit-table';
import { formatPremium } from '../../../shared/format/money';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';

/** A comparison item code of the benefit blocks. */
export type ComparisonCode = NonNullable<BenefitTable['comparisonChartAttr']>[number]['itemCode'];

/** One benefit row as a table shows it: policy year, age and each column's amount as text. */
export interface BenefitRowView {
  readonly policyYear: number;
  readonly insuredAge: number;
  readonly cells: readonly string[];
}

/** The titles of the amount columns (the table's titles after policy year and age). */
export function amountTitles(table: BenefitTable): readonly string[] {
  return table.titles.slice(2);
}

/** The rows with each amount (fen) in yuan, two decimals and thousands separators. */
export function benefitRows(table: BenefitTable): readonly BenefitRowView[] {
  return table.datas.map((row) => ({ policyYear: row.policyYear, insuredAge: row.insuredAge, cells: row.values.map((fen) => formatPremium(fen)) }));
}

/** The rows a collapsed table shows: the first `collapsedRows`, or all when expanded or unset. */
export function visibleRows<T>(rows: readonly T[], collapsedRows: number | undefined, expanded: boolean): readonly T[] {
  return expanded || collapsedRows === undefined ? rows : rows.slice(0, collapsedRows);
}

/** One comparison figure: its name, description, the value as text and the value as a premium multiple. */
export interface ComparisonFigure {
  readonly code: ComparisonCode;
  readonly name: string;
  readonly description?: string;
  readonly text: string;
  /** The figure over the total premium, which the bar chart draws. */
  readonly multiple: number;
}

function roundTwo(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The comparison figures of the table in the order the block asks for; items the server did not
 * return are left out. Amounts are in fen and shown in yuan; the ratio item is shown as 倍.
 */
export function comparisonFigures(table: BenefitTable, codes: readonly ComparisonCode[]): readonly ComparisonFigure[] {
  const items = table.comparisonChartAttr ?? [];
  const premium = items.find((item) => item.itemCode === 'TOTAL_PREMIUM')?.value ?? 0;
  return codes.flatMap((code) => {
    const item = items.find((each) => each.itemCode === code);
    if (!item) return [];
    const ratio = code === 'TOTAL_BENEFIT_D_PREMIUM';
    const multiple = ratio ? item.value : premium > 0 ? item.value / premium : 0;
    return [{
      code,
      name: item.displayName,
      ...(item.detailDesc ? { description: item.detailDesc } : {}),
      text: ratio ? SCREEN_MESSAGES.benefitMultiple(roundTwo(item.value)) : formatPremium(item.value, { withUnit: true }),
      multiple: roundTwo(multiple),
    }];
  });
}

/** The ages the slider runs over: the block's range narrowed to the ages the table covers. */
export function sliderRange(table: BenefitTable, minAge: number, maxAge: number): { min: number; max: number } | undefined {
  const first = table.datas[0];
  const last = table.datas[table.datas.length - 1];
  if (!first || !last) return undefined;
  const min = Math.max(minAge, first.insuredAge);
  const max = Math.min(maxAge, last.insuredAge);
  return min <= max ? { min, max } : undefined;
}

/** The row of an age: the one of that age, else the last row before it. */
export function rowAtAge<T extends { readonly insuredAge: number }>(rows: readonly T[], age: number): T | undefined {
  let found: T | undefined;
  for (const row of rows) {
    if (row.insuredAge > age) break;
    found = row;
  }
  return found;
}

/** Snaps an age to the slider's step from its minimum, staying inside the range. */
export function snapAge(age: number, min: number, max: number, step: number): number {
  const steps = Math.round((age - min) / Math.max(1, step));
  return Math.min(max, Math.max(min, min + steps * Math.max(1, step)));
}

