import { toWholeFen } from '../format/money-conversion';

/**
 * A money figure from a calculation result as whole fen, or undefined when it is missing or not
 * a usable amount (NaN, infinite, beyond safe integers): such a figure is shown as unknown rather
 * than as a wrong price.
 */
export function knownFen(value: number | null | undefined): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Number.isSafeInteger(Math.round(value)) ? toWholeFen(value) : undefined;
}
