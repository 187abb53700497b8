/** A beneficiary as the form keeps it. */
export type Entry = Readonly<Record<string, unknown>>;

/** The stored value of a legal-beneficiary choice; the shared check recognises it as legal. */
export const LEGAL_TYPE_VALUE = 'legalBeneficiary';
/** The stored value of a designated-beneficiary choice. */
export const DESIGNATED_TYPE_VALUE = 'designated';

/** The list with entry `index` replaced (or the entry appended when index is the length); order defaults to 1. */
export function saveEntry(list: unknown, index: number, entry: Entry, showOrder: boolean): Entry[] {
  const current = Array.isArray(list) ? (list as Entry[]) : [];
  // Without an order row every beneficiary shares the first order, as the shared check needs one.
  const saved = showOrder ? entry : { ...entry, benefitOrder: entry.benefitOrder ?? 1 };
  const next = [...current];
  next[Math.min(index, next.length)] = saved;
  return next;
}

/** The list without entry `index`. */
export function removeEntry(list: unknown, index: number): Entry[] {
  return Array.isArray(list) ? (list as Entry[]).filter((_entry, at) => at !== index) : [];
}
