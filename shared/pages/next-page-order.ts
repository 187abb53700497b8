/** Moving forward goes to the current page plus one; whether that page exists is `selectPage`'s call. */
export function nextPageOrder(current: number): number {
  return current + 1;
}
