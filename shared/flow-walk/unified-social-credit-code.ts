/** GB 32100-2015 code characters: digits and upper-case letters without I, O, S, V and Z. */
const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** The weights of the first 17 characters: 3^i mod 31. */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/**
 * A unified social credit code (统一社会信用代码): the registration department and type with the region
 * (`head`, 8 characters), the organisation code's body (`body`, 9 characters) and the check character
 * GB 32100 computes from the 17 before it.
 */
export function unifiedSocialCreditCode(head: string, body: string): string {
  const first17 = `${head}${body}`;
  if (first17.length !== 17 || [...first17].some((char) => !CHARS.includes(char))) throw new RangeError(`Expected 17 code characters, got "${first17}"`);
  const sum = [...first17].reduce((total, char, index) => total + CHARS.indexOf(char) * WEIGHTS[index]!, 0);
  return first17 + CHARS.charAt((31 - (sum % 31)) % 31);
}
