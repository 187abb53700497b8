/**
 * The highest page reached so far (`stepedPage`), so going back and forth never forgets how far the
 * buyer got.
 */
export function updateStepedPage(previous: number | null | undefined, current: number): number {
  return previous === null || previous === undefined ? current : Math.max(previous, current);
}
