import { knownFen } from './known-fen';

/** One entry of a premium trial's value list (spec section 7); the premium in fen. */
export interface TrialValue {
  premium?: number | null;
}

/**
 * The total premium of a trial: the sum of its value list premiums (spec section 7). Undefined
 * when the list is empty or any premium is missing, because a partial sum would show a price
 * lower than the buyer will pay; the block then reports 保费试算异常.
 */
export function sumTrialPremiums(values: readonly TrialValue[] | null | undefined): number | undefined {
  if (!values || values.length === 0) return undefined;
  let total = 0;
  for (const value of values) {
    const premium = knownFen(value.premium);
    if (premium === undefined) return undefined;
    total += premium;
  }
  return knownFen(total);
}
