import type { EnumOption } from './control-descriptor';

/** Splits "month 月缴 / year 年缴" or "person 个人，company 企业" into its "value meaning" parts. */
const SEGMENT_SEPARATOR = /[，；;]|\s\/\s/;

/**
 * The options of an enum, each labelled with the meaning the schema's description gives it (the
 * catalogue writes enum descriptions as "value meaning" pairs), so an operator reads 月缴 rather
 * than a bare `month`.
 */
export function enumOptions(values: readonly (string | number)[], description: string | undefined): EnumOption[] {
  const segments = (description ?? '').split(SEGMENT_SEPARATOR).map((segment) => segment.trim());
  return values.map((value) => {
    const prefix = `${String(value)} `;
    const meaning = segments.find((segment) => segment.startsWith(prefix))?.slice(prefix.length).trim();
    return { value, label: meaning ? `${meaning}（${String(value)}）` : String(value) };
  });
}
