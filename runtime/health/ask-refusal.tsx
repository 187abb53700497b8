import { Dialog, Toast } from 'antd-mobile';
import { healthRefusalDialog, type RefusalDialogAction } from '../../shared/health';
import { FLOW_MESSAGES } from '../../shared/messages/flow';
import { FamilySelection, type NamedPerson } from './family-selection';
import type { PersonKey } from './person-key';

/** What the buyer chose in a refusal dialog; members only after the family selection. */
export interface RefusalChoice {
  readonly action: RefusalDialogAction;
  readonly members?: readonly PersonKey[];
}

/**
 * Shows the dialog of spec section 8 for a health refusal and resolves with the buyer's choice:
 * 核保失败 (看看其他产品 / 返回修改) without smart underwriting; with it, 请勾选有以上情况的家属 when
 * several family members answered together, otherwise 智能核保 (取消 / 确定).
 */
export function askRefusal(smartUnderwriting: boolean, people: readonly NamedPerson[]): Promise<RefusalChoice> {
  const dialog = healthRefusalDialog({ smartUnderwriting, familyMembers: people.length > 1 });
  let chosen: PersonKey[] = [];
  return new Promise((resolve) => {
    const handler = Dialog.show({
      title: dialog.title,
      content: dialog.kind === 'familySelection' ? <FamilySelection people={people} onChange={(keys) => (chosen = keys)} /> : dialog.content,
      closeOnAction: false,
      actions: [
        [
          { key: 'cancel', text: dialog.cancel.text, onClick: () => close(dialog.cancel.action) },
          { key: 'confirm', text: dialog.confirm.text, bold: true, onClick: () => confirm() },
        ],
      ],
    });
    function close(action: RefusalDialogAction, members?: readonly PersonKey[]) {
      handler.close();
      resolve(members ? { action, members } : { action });
    }
    function confirm() {
      if (dialog.kind !== 'familySelection') return close(dialog.confirm.action, people.length === 1 ? people.map((person) => person.key) : undefined);
      // The dialog stays open until at least one member is ticked: it asks exactly that.
      if (chosen.length === 0) {
        Toast.show({ content: FLOW_MESSAGES.selectAffectedFamilyTitle });
        return;
      }
      close(dialog.confirm.action, chosen);
    }
  });
}
