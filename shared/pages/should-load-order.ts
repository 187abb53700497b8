import type { FlowMode } from './flow-mode';

/** What the template page does about loading the order on entry. */
export interface OrderLoadDecision {
  /** Fetch the order detail and fill the form, trial and health-notice data from it. */
  readonly load: boolean;
  /** Clear the stored disable-once flag (it has now been used up). */
  readonly clearDisableOnce: boolean;
  readonly reason: 'notLive' | 'disabledOnce' | 'noOrder' | 'sessionNewer' | 'load';
}

export interface OrderLoadInput {
  readonly mode: FlowMode;
  /** The one-shot flag set by a step that has just written the order data itself. */
  readonly disableOnce: boolean;
  /** Whether the address carries an orderNo or encryptOrderNo; without one there is nothing to load. */
  readonly hasOrderReference?: boolean;
  /**
   * Whether this tab already holds its own data for that order (form values kept in session under the
   * same order): they are newer than the stored order, so they win and nothing is loaded.
   */
  readonly sessionHoldsOrder?: boolean;
}

/**
 * Decides the order load of template mode (spec section 4): skipped outside live mode; when the
 * disable-once flag is set, the flag is cleared and this one load skipped; without an order in the
 * address, or when the tab's own session data for that order is there, nothing loads; otherwise the
 * order loads.
 */
export function shouldLoadOrder(input: OrderLoadInput): OrderLoadDecision {
  if (input.mode !== 'live') return { load: false, clearDisableOnce: false, reason: 'notLive' };
  if (input.disableOnce) return { load: false, clearDisableOnce: true, reason: 'disabledOnce' };
  if (input.hasOrderReference === false) return { load: false, clearDisableOnce: false, reason: 'noOrder' };
  if (input.sessionHoldsOrder === true) return { load: false, clearDisableOnce: false, reason: 'sessionNewer' };
  return { load: true, clearDisableOnce: false, reason: 'load' };
}
