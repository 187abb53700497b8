/** The bounds and precision of a number row. */
export interface NumberBounds {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  readonly decimals?: number | undefined;
}

/**
 * What a number row keeps on blur: the typed number rounded to its decimals and pulled within min and
 * max; text that is no number becomes the minimum, or empty when there is none. Empty stays empty.
 */
export function clampNumber(text: string, bounds: NumberBounds): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const parsed = Number(trimmed);
  if (!Number.isFinite(parsed)) return bounds.min === undefined ? '' : String(bounds.min);
  const factor = 10 ** (bounds.decimals ?? 0);
  let value = Math.round(parsed * factor) / factor;
  if (bounds.min !== undefined && value < bounds.min) value = bounds.min;
  if (bounds.max !== undefined && value > bounds.max) value = bounds.max;
  return String(value);
}
