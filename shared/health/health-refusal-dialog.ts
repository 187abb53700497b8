import { FLOW_MESSAGES } from '../messages/flow';

/** What each dialog button leads to; the runtime maps these to navigation. */
export type RefusalDialogAction = 'otherProducts' | 'backToEdit' | 'cancel' | 'startSmartUnderwriting' | 'selectFamily';

/** A dialog shown after a health notice refusal (spec section 8). */
export interface HealthRefusalDialog {
  readonly kind: 'underwritingFailed' | 'smartUnderwriting' | 'familySelection';
  readonly title: string;
  /** Body text; the family-selection dialog lists members instead. */
  readonly content?: string;
  readonly confirm: { readonly text: string; readonly action: RefusalDialogAction };
  readonly cancel: { readonly text: string; readonly action: RefusalDialogAction };
}

export interface RefusalContext {
  /** The notice supports smart underwriting (`isSupportSmartUnderwriting`). */
  readonly smartUnderwriting: boolean;
  /** The notice covers family members, who must say which of them have the situation. */
  readonly familyMembers?: boolean;
}

/**
 * The dialog for a health notice refusal: without smart underwriting, 核保失败 with 看看其他产品 and
 * 返回修改; with it, either the family-member selection (请勾选有以上情况的家属) or the 智能核保 dialog.
 */
export function healthRefusalDialog(context: RefusalContext): HealthRefusalDialog {
  if (!context.smartUnderwriting) {
    return {
      kind: 'underwritingFailed',
      title: FLOW_MESSAGES.underwritingFailedTitle,
      content: FLOW_MESSAGES.underwritingFailedContent,
      confirm: { text: FLOW_MESSAGES.seeOtherProducts, action: 'otherProducts' },
      cancel: { text: FLOW_MESSAGES.backToEdit, action: 'backToEdit' },
    };
  }
  if (context.familyMembers) {
    return {
      kind: 'familySelection',
      title: FLOW_MESSAGES.selectAffectedFamilyTitle,
      confirm: { text: FLOW_MESSAGES.confirm, action: 'selectFamily' },
      cancel: { text: FLOW_MESSAGES.cancel, action: 'cancel' },
    };
  }
  return {
    kind: 'smartUnderwriting',
    title: FLOW_MESSAGES.smartUnderwritingTitle,
    content: FLOW_MESSAGES.smartUnderwritingContent,
    confirm: { text: FLOW_MESSAGES.confirm, action: 'startSmartUnderwriting' },
    cancel: { text: FLOW_MESSAGES.cancel, action: 'cancel' },
  };
}
