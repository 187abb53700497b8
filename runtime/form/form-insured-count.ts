import { asRecord } from '../order/form-person';
import { insuredFactorList } from '../order/trial-factors';

/**
 * How many insured persons the order form holds, as the premium calculation counts them: each entry
 * of the insured form unless its selected flag is false (the holder herself when the relation is
 * SELF is one of them); before the insured form exists, one per insured entry of the trial factors.
 */
export function formInsuredCount(values: Readonly<Record<string, unknown>>): number {
  const insured = values.insured;
  const entries = Array.isArray(insured) ? (insured as unknown[]) : asRecord(insured) ? [insured] : undefined;
  if (entries) return entries.filter((entry) => asRecord(entry)?.selected !== false).length;
  return insuredFactorList(values).length;
}
