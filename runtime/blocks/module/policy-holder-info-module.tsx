import { useAtomValue } from 'jotai';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { pageOrderByFormKey } from '../../order-flow/find-page';
import { asksRegion, dictTypesOf, findFormModule, personConfirmRows } from '../../order-flow/person-confirm-rows';
import { useDictionaries } from '../../order-flow/use-dictionaries';
import { useRegionTree } from '../../order-flow/use-region-tree';
import { asRecord } from '../../order/form-person';
import { orderFormAtom } from '../../state/flow-atoms';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { ConfirmCard } from '../shared/order-details/confirm-card';

const HOLDER_KEY = 'policyHolder';

/** The holder's details as entered, read-only for confirmation, with 修改 back to the holder form. */
export default function PolicyHolderInfoModule({ module, attrs }: BlockProps<'policyHolderInfoModule'>) {
  const { template, goToPage } = usePage();
  const values = useAtomValue(orderFormAtom);
  const form = findFormModule(template, HOLDER_KEY);
  const dictionaries = useDictionaries(dictTypesOf(form, attrs.fields));
  const regions = useRegionTree(asksRegion(form, attrs.fields));
  const rows = personConfirmRows({ form, fields: attrs.fields, regions, person: asRecord(values[HOLDER_KEY]) ?? {}, dictionaries });
  const editPage = pageOrderByFormKey(template, HOLDER_KEY);
  return (
    <ConfirmCard
      title={module.label || ORDER_MESSAGES.fieldLabels.holderName}
      rows={rows}
      editText={attrs.editText}
      onEdit={editPage !== undefined ? () => goToPage(editPage) : undefined}
    />
  );
}
