import { VALIDATION_MESSAGES } from '../messages/validation';

export interface NotificationSelection {
  readonly holderSelected: boolean;
  /** Each insured's `selected` flag; an insured counts unless its flag is false. */
  readonly insuredSelected: readonly (boolean | null | undefined)[];
}

export type NotificationSelectionCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * Whether the health notification list may continue (spec section 4): the holder is selected and at
 * least one insured counts; otherwise the buyer is asked to select at least one insured.
 */
export function checkNotificationSelection(selection: NotificationSelection): NotificationSelectionCheck {
  const anyInsured = selection.insuredSelected.some((selected) => selected !== false);
  return selection.holderSelected && anyInsured ? { ok: true } : { ok: false, message: VALIDATION_MESSAGES.selectAtLeastOneInsured };
}
