import { STORAGE_KEYS } from './storage-keys';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Marks the next order load of the template page as not wanted (spec section 4, the disable-once
 * flag): set when this tab has just written the order itself, so the page the buyer comes back to
 * keeps what the tab holds instead of being refilled from the stored order.
 */
export function disableOrderLoadOnce(): void {
  try {
    storage()?.setItem(STORAGE_KEYS.orderLoadDisabledOnce, '1');
  } catch {
    // Storage refused: the tab's own session data still wins over the order (see shouldLoadOrder).
  }
}

/** Whether the flag is set; reading does not clear it (see clearOrderLoadDisabledOnce). */
export function isOrderLoadDisabledOnce(): boolean {
  return storage()?.getItem(STORAGE_KEYS.orderLoadDisabledOnce) === '1';
}

/** Clears the flag once it has stopped a load. */
export function clearOrderLoadDisabledOnce(): void {
  storage()?.removeItem(STORAGE_KEYS.orderLoadDisabledOnce);
}
