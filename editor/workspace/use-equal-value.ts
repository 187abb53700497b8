import { useState } from 'react';

/**
 * `value`, or the one returned before when `equal` says they are the same: a list rebuilt on every
 * edit then keeps its identity, and what is memoised on it does not render again.
 */
export function useEqualValue<T>(value: T, equal: (before: T, after: T) => boolean): T {
  const [kept, setKept] = useState(value);
  if (kept === value || equal(kept, value)) return kept;
  // Adjusting state while rendering (React's pattern for state derived from props).
  setKept(value);
  return value;
}
