import { FLOW_MESSAGES } from '../messages/flow';

/** How a status text is coloured: met, still to fill in, or refused (red). */
export type NoticeStatusTone = 'success' | 'pending' | 'danger';

/** One row of the health notification list: its status text and what its checkbox allows. */
export interface PersonNoticeStatus {
  readonly text: string;
  readonly tone: NoticeStatusTone;
  /** The buyer may tick or untick the row. */
  readonly selectable: boolean;
  /** The selection the row is held at, whatever the buyer did; undefined leaves it to the buyer. */
  readonly forcedSelected?: boolean;
}

/**
 * A person's health notice result (spec section 4): true 符合要求; null or not yet answered 待完成;
 * false 不符合要求, shown in red, disabled and unselected. The holder's row is fixed: always selected,
 * never changeable, whatever its result.
 */
export function personNoticeStatus(
  allowInsure: boolean | null | undefined,
  role: 'holder' | 'insured' = 'insured',
): PersonNoticeStatus {
  const fixed = role === 'holder' ? ({ selectable: false, forcedSelected: true } as const) : undefined;
  if (allowInsure === true) return { text: FLOW_MESSAGES.noticeStatusMet, tone: 'success', ...(fixed ?? { selectable: true }) };
  if (allowInsure === false) {
    return { text: FLOW_MESSAGES.noticeStatusNotMet, tone: 'danger', ...(fixed ?? { selectable: false, forcedSelected: false }) };
  }
  return { text: FLOW_MESSAGES.noticeStatusPending, tone: 'pending', ...(fixed ?? { selectable: true }) };
}
