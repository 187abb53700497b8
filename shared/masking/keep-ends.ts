/** The character that stands for a hidden one, in logs and on screens. */
export const MASK_CHAR = '*';

/**
 * `text` with every character but the first `head` and the last `tail` replaced by MASK_CHAR
 * (13812345678 with 3 and 4: 138****5678). Text too short to keep both ends keeps only its first
 * character, and a single character is hidden whole, so masking never shows a value in full.
 */
export function keepEnds(text: string, head: number, tail: number): string {
  const chars = Array.from(text);
  if (chars.length <= head + tail) return chars.length <= 1 ? MASK_CHAR : chars[0] + MASK_CHAR.repeat(chars.length - 1);
  return chars.slice(0, head).join('') + MASK_CHAR.repeat(chars.length - head - tail) + chars.slice(chars.length - tail).join('');
}
