import type { AttrsOf } from '../../../../../schema/catalogue';
import type { Module } from '../../../../../schema/template/module';
import { catalogueModule } from '../catalogue-module';

/** Confirm blocks that link back to the information page for editing. */
type EditableConfirmBlock = 'beneficiaryConfirm' | 'invoiceConfirm' | 'deliveryConfirm';

const EDIT_LINK = { editPageCode: 'info', editText: '修改' } as const;

/** A confirm-page review block with a `修改` link back to the information page. */
export function editableConfirm(component: EditableConfirmBlock, id: string, label: string): Module {
  return catalogueModule(component, id, label, { ...EDIT_LINK });
}

/** The confirm page's order review, `confirm-order`, listing `sections` with a `修改` link back to the information page. */
export function orderReview(sections: AttrsOf<'orderConfirm'>['sections']): Module {
  return catalogueModule('orderConfirm', 'confirm-order', '投保信息确认', { sections, ...EDIT_LINK });
}
