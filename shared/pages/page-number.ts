/** The page a flow starts on, and the page the "back to start" helper returns to. */
export const FIRST_PAGE_ORDER = 1;

/**
 * Reads a page number from the address (`page` query parameter or `#page=n`). A missing or empty value
 * means the first page; anything that is not a positive integer gives `undefined`, which no page
 * matches, so the buyer sees the missing-configuration message rather than a silently different page.
 */
export function parsePageNumber(value: string | number | null | undefined): number | undefined {
  if (value === undefined || value === null || value === '') return FIRST_PAGE_ORDER;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 ? value : undefined;
  const trimmed = value.trim();
  if (trimmed === '') return FIRST_PAGE_ORDER;
  return /^[1-9]\d*$/.test(trimmed) ? Number(trimmed) : undefined;
}
