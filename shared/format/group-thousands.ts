/**
 * Puts a comma between every group of three digits of a run of integer digits, counted from the
 * right: '1234567' -> '1,234,567'. Works on digit strings so that amounts beyond the float range of
 * exact decimals are grouped exactly; a leading minus sign is kept in front.
 */
export function groupThousands(integerDigits: string): string {
  const negative = integerDigits.startsWith('-');
  const digits = negative ? integerDigits.slice(1) : integerDigits;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return negative ? `-${grouped}` : grouped;
}
