import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * An atom kept in session storage under `key`, read on creation so a reload mid-flow starts from what
 * the buyer had. Falls back to memory where storage is unavailable (private mode, some WebViews).
 */
export function sessionAtom<T>(key: string, initial: T) {
  const storage = createJSONStorage<T>(() => (typeof sessionStorage === 'undefined' ? undefined as never : sessionStorage));
  return atomWithStorage<T>(key, initial, storage, { getOnInit: true });
}
