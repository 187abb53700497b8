/**
 * The number a buyer typed, or undefined when the text is not a plain decimal. `Number()` alone would
 * accept '0x10', '1e3' and '' as numbers a buyer never meant.
 */
export function numericText(text: string): number | undefined {
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}
