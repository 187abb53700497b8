import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { readRuntimeQuery } from '../../shared/query/runtime-query';
import { claimFlowScope, flowScopeOf, registerFlowKey } from './flow-scope';
import { restoreStored } from './restore-stored';

/** Session storage, or none where reading it throws (storage disabled, some sandboxed frames). */
function sessionStorageIfAny(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

let scopeClaimed = false;

/**
 * Once per page load, before the first session-kept value is read (atoms read theirs on creation,
 * when their module loads): the tab's session storage is made the flow of the promotion the address
 * opens, so another promotion's state left in the tab is not read (see claimFlowScope).
 */
function claimScopeOnce(storage: Storage | undefined): void {
  if (scopeClaimed) return;
  scopeClaimed = true;
  if (typeof window === 'undefined') return;
  claimFlowScope(storage, flowScopeOf(readRuntimeQuery(window.location.search)));
}

/**
 * An atom kept in session storage under `key`, read on creation so a reload mid-flow starts from what
 * the buyer had, and only within the promotion that wrote it (a tab that opens another promotion
 * starts clean). Falls back to memory where storage is unavailable (private mode, some WebViews) or
 * full, and never trusts a stored value of the wrong shape (see `restoreStored`).
 */
export function sessionAtom<T>(key: string, initial: T) {
  claimScopeOnce(sessionStorageIfAny());
  registerFlowKey(sessionStorageIfAny(), key);
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
