import type { PersonNoticeStatus } from './person-notice-status';

/**
 * What a row's checkbox of the health notification list shows: a tick only for a person who is in
 * the purchase and whose notice is met; the half-checked dot for one who is in it with the notice
 * still to fill (待完成), so an unfinished person never looks done; empty for one left out or refused.
 */
export type NoticeCheckMark = 'ticked' | 'pending' | 'empty';

/** The mark of a row from its notice status and the buyer's selected flag (only false leaves a person out). */
export function noticeCheckMark(status: PersonNoticeStatus, selected: unknown): NoticeCheckMark {
  const included = status.forcedSelected ?? selected !== false;
  if (!included) return 'empty';
  switch (status.tone) {
    case 'success':
      return 'ticked';
    case 'pending':
      return 'pending';
    case 'danger':
      return 'empty';
  }
}
