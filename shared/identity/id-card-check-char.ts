/** GB 11643-1999 weights of the first 17 digits: 2^(18 - i) mod 11 for positions 1 to 17. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** ISO 7064 MOD 11-2 check character for each remainder 0 to 10. */
const CHECK_CHARS = '10X98765432';

/**
 * The check character (`0`-`9` or upper-case `X`) of an 18-digit resident identity number, computed
 * from its first 17 digits. Throws on anything but 17 digits: callers pass digits they already checked.
 */
export function idCardCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError(`Expected 17 digits, got "${first17}"`);
  let sum = 0;
  WEIGHTS.forEach((weight, index) => {
    sum += weight * Number(first17.charAt(index));
  });
  return CHECK_CHARS.charAt(sum % 11);
}
