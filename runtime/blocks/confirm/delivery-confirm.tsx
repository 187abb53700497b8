import { useAtomValue } from 'jotai';
import { sendAddressVisible } from '../../../shared/invoice/send-address-visible';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { maskPhone } from '../../order-flow/mask';
import { asRecord } from '../../order/form-person';
import { orderFormAtom } from '../../state/flow-atoms';
import type { BlockProps } from '../block-props';
import { ConfirmCard } from '../shared/order-details/confirm-card';
import { useRegionText } from './region-field';
import { useEditLink } from './use-edit-link';

const labels = ORDER_MESSAGES.fieldLabels;

function text(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value : ORDER_MESSAGES.notFilled;
}

/** The mailing address of the invoice, for confirmation; absent when the invoice type is not mailed. */
export default function DeliveryConfirm({ module, attrs }: BlockProps<'deliveryConfirm'>) {
  const values = useAtomValue(orderFormAtom);
  const edit = useEditLink(attrs.editPageCode);
  const address = asRecord(values[attrs.sendAddressFormKey ?? 'sendAddress']) ?? {};
  const region = useRegionText(address.receiverArea);
  const invoiceType = asRecord(values.invoice)?.invoiceType;
  if (!sendAddressVisible(typeof invoiceType === 'string' ? invoiceType : undefined)) return null;
  const phone = text(address.receiverPhone);
  const rows = [
    { key: 'receiverName', label: labels.receiverName, text: text(address.receiverName) },
    { key: 'receiverPhone', label: labels.receiverPhone, text: attrs.maskSensitive ? maskPhone(phone) : phone },
    { key: 'receiverArea', label: labels.receiverArea, text: region ?? ORDER_MESSAGES.notFilled },
    { key: 'receiverAddress', label: labels.receiverAddress, text: text(address.receiverAddress) },
  ];
  return <ConfirmCard title={attrs.title || module.label} rows={rows} editText={attrs.editText} onEdit={edit} />;
}
