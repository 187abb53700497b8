import { useAtomValue } from 'jotai';
import type { AttrsOf } from '../../../schema/catalogue';
import { invoiceRowsAsked } from '../../../shared/invoice/invoice-rows-asked';
import { effectiveInvoiceType } from '../../../shared/invoice/invoice-type';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { INVOICE_FIELD_KEYS } from '../../order-flow/build-submit-order';
import { findModuleByComponent } from '../../order-flow/find-page';
import { hasSendAddressBlock } from '../../order-flow/has-send-address-block';
import type { ConfirmRow } from '../../order-flow/person-confirm-rows';
import { asRecord } from '../../order/form-person';
import { orderFormAtom } from '../../state/flow-atoms';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { ConfirmCard } from '../shared/order-details/confirm-card';
import { useEditLink } from './use-edit-link';

const labels: Readonly<Record<string, string>> = ORDER_MESSAGES.fieldLabels;

/**
 * The invoice chosen: its type by the invoice block's own wording, then the details the invoice block
 * asked (none for 03); a mailed invoice's receiver and phone are confirmed with the mailing address.
 */
export default function InvoiceConfirm({ module, attrs }: BlockProps<'invoiceConfirm'>) {
  const { template } = usePage();
  const values = useAtomValue(orderFormAtom);
  const edit = useEditLink(attrs.editPageCode);
  const invoice = asRecord(values[attrs.invoiceFormKey ?? 'invoice']) ?? {};
  const block = findModuleByComponent(template, 'invoiceBlock');
  const blockAttrs = block?.attrs as AttrsOf<'invoiceBlock'> | undefined;
  const type = effectiveInvoiceType(typeof invoice.invoiceType === 'string' ? invoice.invoiceType : undefined);
  const typeLabel = blockAttrs?.typeOptions.find((option) => option.value === type)?.label ?? type;
  const rows: ConfirmRow[] = [
    { key: 'invoiceType', label: ORDER_MESSAGES.invoiceType, text: typeLabel },
    ...invoiceRowsAsked(type, blockAttrs?.fieldSets, hasSendAddressBlock(template, block?.formKey)).map((field) => {
      const key = INVOICE_FIELD_KEYS[field];
      return { key, label: ORDER_MESSAGES.invoiceFieldLabels[key] ?? labels[key] ?? key, text: typeof invoice[key] === 'string' && invoice[key] !== '' ? String(invoice[key]) : ORDER_MESSAGES.notFilled };
    }),
  ];
  return <ConfirmCard title={attrs.title || module.label} rows={rows} editText={attrs.editText} onEdit={edit} />;
}
