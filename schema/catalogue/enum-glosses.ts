/** Splits "month 月缴 / year 年缴", "person 个人，company 企业" or "month monthly; year yearly" into "value meaning" parts. */
const SEGMENT_SEPARATOR = /[，；;]|\s\/\s/;

/**
 * The meaning an enum's description gives each of its values: the catalogue writes enum descriptions
 * as "value meaning" pairs, in Chinese ("month 月缴 / year 年缴") and in English ("month monthly /
 * year yearly"). A value the description does not gloss has no entry.
 */
export function enumGlosses(values: readonly (string | number)[], description: string | undefined): Map<string | number, string> {
  const segments = (description ?? '').split(SEGMENT_SEPARATOR).map((segment) => segment.trim());
  const glosses = new Map<string | number, string>();
  for (const value of values) {
    const prefix = `${String(value)} `;
    const meaning = segments.find((segment) => segment.startsWith(prefix))?.slice(prefix.length).trim();
    if (meaning) glosses.set(value, meaning);
  }
  return glosses;
}
