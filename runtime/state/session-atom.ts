import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { restoreStored } from './restore-stored';

/** Session storage, or none where reading it throws (storage disabled, some sandboxed frames). */
function sessionStorageIfAny(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * An atom kept in session storage under `key`, read on creation so a reload mid-flow starts from what
 * the buyer had. Falls back to memory where storage is unavailable (private mode, some WebViews) or
 * full, and never trusts a stored value of the wrong shape (see `restoreStored`).
 */
export function sessionAtom<T>(key: string, initial: T) {
  const json = createJSONStorage<T>(() => sessionStorageIfAny() ?? (undefined as never));
  // No `subscribe`: session storage is not shared between tabs, nothing else writes it meanwhile.
  const storage: typeof json = {
    getItem: (name, fallback) => restoreStored(json.getItem(name, fallback), fallback),
    setItem: (name, value) => {
      try {
        json.setItem(name, value);
      } catch {
        // Storage full or refused: the value still lives in memory for this visit.
      }
    },
    removeItem: (name) => json.removeItem(name),
  };
  return atomWithStorage<T>(key, initial, storage, { getOnInit: true });
}
