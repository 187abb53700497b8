/** Deepest nesting of objects and arrays a template may have; the seeded products need 10. */
export const TEMPLATE_MAX_DEPTH = 24;

function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The JSON Pointer of the first place where `value` nests deeper than TEMPLATE_MAX_DEPTH, or
 * undefined. Walked with an explicit stack: a hostile depth overflows neither this nor, because it is
 * refused first, the schema validator.
 */
export function tooDeepAt(value: unknown): string | undefined {
  const stack: { readonly value: unknown; readonly depth: number; readonly path: string }[] = [{ value, depth: 0, path: '' }];
  while (stack.length > 0) {
    const current = stack.pop() as { value: unknown; depth: number; path: string };
    if (typeof current.value !== 'object' || current.value === null) continue;
    if (current.depth >= TEMPLATE_MAX_DEPTH) return current.path;
    for (const [key, child] of Object.entries(current.value)) {
      stack.push({ value: child, depth: current.depth + 1, path: `${current.path}/${pointerToken(key)}` });
    }
  }
  return undefined;
}
