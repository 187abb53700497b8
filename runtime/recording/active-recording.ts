/** The sale a tab is recording: set when a recording starts, so the tab's other pages go on recording it. */
export interface ActiveRecording {
  readonly promotionId: string;
  readonly tenant: string;
}

const ACTIVE_KEY = 'insure-recording:active';

/** The sale this tab records, if a promotion page of it started a recording; undefined otherwise or when storage is off. */
export function activeRecording(): ActiveRecording | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(ACTIVE_KEY) ?? 'null') as Partial<ActiveRecording> | null;
    if (typeof kept?.promotionId === 'string' && typeof kept.tenant === 'string') return { promotionId: kept.promotionId, tenant: kept.tenant };
  } catch {
    // Storage off or unreadable: only the promotion page records.
  }
  return undefined;
}

/** Notes the sale this tab records (or, undefined, that it records none: a promotion that turned recording off). */
export function keepActiveRecording(active: ActiveRecording | undefined): void {
  try {
    if (active) sessionStorage.setItem(ACTIVE_KEY, JSON.stringify(active));
    else sessionStorage.removeItem(ACTIVE_KEY);
  } catch {
    // Storage off: the tab's other pages do not record.
  }
}
