/**
 * A period as the spec writes it (`20-Y`, `L` lifelong) from a product's amount and unit fields;
 * undefined when the fields do not make one. Pricing reads it as a factor value, screens show it.
 */
export function periodText(amount: number | undefined, unit: string | undefined): string | undefined {
  if (unit === 'L') return 'L';
  if (amount === undefined || unit === undefined || amount <= 0) return undefined;
  return `${amount}-${unit}`;
}
