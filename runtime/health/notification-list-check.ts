import { checkNotificationSelection } from '../../shared/health';
import { VALIDATION_MESSAGES } from '../../shared/messages/validation';

/** One insured row as the list check sees it. */
export interface InsuredRowState {
  readonly selected: boolean | null | undefined;
  readonly allowInsure: boolean | null | undefined;
}

/**
 * Whether the health notification list lets the buyer go on, or the message saying why not (spec
 * sections 4 and 5): at least one insured selected, then the holder's notice done, then every
 * selected insured's notice done. Refused insureds are unselected, so they never block.
 */
export function notificationListProblem(holderAllowInsure: boolean | null | undefined, insureds: readonly InsuredRowState[]): string | undefined {
  const selectable = insureds.map((row) => (row.allowInsure === false ? false : row.selected));
  const selection = checkNotificationSelection({ holderSelected: true, insuredSelected: selectable });
  if (!selection.ok) return selection.message;
  if (holderAllowInsure !== true) return VALIDATION_MESSAGES.healthNoticeHolder;
  const pending = insureds.some((row, index) => selectable[index] !== false && row.allowInsure !== true);
  return pending ? VALIDATION_MESSAGES.healthNoticeInsured : undefined;
}
