/**
 * The values an insured who is the holder takes from the holder: each named field the holder has,
 * so the hidden rows still carry the holder's data into the order.
 */
export function selfCopy(holder: unknown, fields: readonly string[]): Record<string, unknown> {
  if (typeof holder !== 'object' || holder === null) return {};
  const source = holder as Record<string, unknown>;
  return Object.fromEntries(fields.filter((field) => field in source).map((field) => [field, source[field]]));
}

/** Whether copying would change anything, so the form is not rewritten (and re-rendered) in a loop. */
export function copyDiffers(target: unknown, copy: Readonly<Record<string, unknown>>): boolean {
  const current = typeof target === 'object' && target !== null ? (target as Record<string, unknown>) : {};
  return Object.entries(copy).some(([key, value]) => current[key] !== value);
}
