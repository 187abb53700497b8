/** The attrs of a sum-insured row that bound its amount (yuan) or its copies. */
export interface SumInsuredBounds {
  readonly mode: 'copies' | 'input';
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  readonly step?: number | undefined;
  readonly minCopies?: number | undefined;
  readonly maxCopies?: number | undefined;
  readonly copyValue?: number | undefined;
}

/** The copies an amount makes, within the copy range (copies mode). */
export function copiesOf(amountYuan: number | undefined, bounds: SumInsuredBounds): number {
  const per = bounds.copyValue ?? 1;
  const min = bounds.minCopies ?? 1;
  const max = bounds.maxCopies ?? Number.MAX_SAFE_INTEGER;
  const copies = amountYuan === undefined ? min : Math.round(amountYuan / per);
  return Math.min(Math.max(copies, min), max);
}

/**
 * A typed amount pulled within min and max and onto the step (rounded down, so it never exceeds
 * what the buyer typed unless below the minimum); undefined for no number.
 */
export function clampSumInsured(amountYuan: number | undefined, bounds: SumInsuredBounds): number | undefined {
  if (amountYuan === undefined || !Number.isFinite(amountYuan)) return undefined;
  let amount = amountYuan;
  if (bounds.step && bounds.step > 0) amount = Math.floor(amount / bounds.step) * bounds.step;
  if (bounds.min !== undefined && amount < bounds.min) amount = bounds.min;
  if (bounds.max !== undefined && amount > bounds.max) amount = bounds.max;
  return amount;
}

/** Fen in a yuan: typed amounts are whole yuan, controls count in fen. */
const FEN_PER_YUAN = 100;

/**
 * The amount (fen) a typed sum insured commits on blur: the whole yuan typed, pulled within the
 * control's range (its minimum when nothing was typed). What the field then shows and what is priced.
 */
export function committedTypedAmount(text: string, range: { readonly min: number; readonly max: number }): number {
  const bounds = { mode: 'input' as const, min: Math.ceil(range.min / FEN_PER_YUAN), max: Math.floor(range.max / FEN_PER_YUAN) };
  const yuan = clampSumInsured(text === '' ? undefined : Number(text), bounds) ?? bounds.min;
  return yuan * FEN_PER_YUAN;
}
