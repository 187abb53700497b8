import { Form, Input } from 'antd-mobile';
import { PHONE_PATTERN } from '../../../shared/constants';
import { sendAddressVisible } from '../../../shared/invoice/send-address-visible';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { ADDRESS_MAX_LENGTH } from '../../../shared/constants';
import { useWatchField } from '../../form/use-watch-field';
import { formKeyToPath, useFieldPath } from '../../template/form-scope';
import type { BlockProps } from '../block-props';
import { FormCard } from '../module/form-card';
import { RegionField } from './region-field';

const labels = ORDER_MESSAGES.fieldLabels;

function filled(label: string, select = false) {
  return { validator: async (_rule: unknown, value: unknown) => {
    const empty = Array.isArray(value) ? value.length === 0 : typeof value !== 'string' || value.trim() === '';
    if (empty) throw new Error(select ? VALIDATION_MESSAGES.pleaseSelect(label) : VALIDATION_MESSAGES.pleaseInput(label));
  } };
}

/**
 * Where a paper invoice is mailed (spec section 4): receiver, phone, a three-column region and a
 * street address of at most 25 characters. Shown only for invoice types that are mailed (not 03 or 01);
 * while hidden its rows are not in the form, so they neither block the page nor reach the order.
 */
export default function SendAddressBlock({ module, attrs }: BlockProps<'sendAddressBlock'>) {
  const base = useFieldPath(module.formKey ?? 'sendAddress');
  const invoiceType = useWatchField([...formKeyToPath(attrs.invoiceFormKey), 'invoiceType']);
  if (!sendAddressVisible(typeof invoiceType === 'string' ? invoiceType : undefined)) return null;
  const required = attrs.required !== false;
  const rules = (label: string, select = false) => (required ? [filled(label, select)] : []);
  return (
    <FormCard title={attrs.title || module.label}>
      <Form.Item name={[...base, 'receiverName']} label={labels.receiverName} required={required} rules={rules(labels.receiverName)}>
        <Input placeholder={VALIDATION_MESSAGES.pleaseInput(labels.receiverName)} maxLength={30} />
      </Form.Item>
      <Form.Item
        name={[...base, 'receiverPhone']}
        label={labels.receiverPhone}
        required={required}
        rules={[...rules(labels.receiverPhone), { validator: async (_rule, value: unknown) => {
          if (typeof value === 'string' && value !== '' && !PHONE_PATTERN.test(value)) throw new Error(VALIDATION_MESSAGES.phone);
        } }]}
      >
        <Input type="tel" inputMode="tel" maxLength={11} placeholder={VALIDATION_MESSAGES.pleaseInput(labels.receiverPhone)} />
      </Form.Item>
      <Form.Item name={[...base, 'receiverArea']} label={labels.receiverArea} required={required} rules={rules(labels.receiverArea, true)}>
        <RegionField placeholder={VALIDATION_MESSAGES.pleaseSelect(labels.receiverArea)} label={labels.receiverArea} />
      </Form.Item>
      <Form.Item name={[...base, 'receiverAddress']} label={labels.receiverAddress} required={required} rules={rules(labels.receiverAddress)}>
        <Input maxLength={Math.min(attrs.addressMaxLength ?? ADDRESS_MAX_LENGTH, ADDRESS_MAX_LENGTH)} placeholder={attrs.addressPlaceholder} />
      </Form.Item>
    </FormCard>
  );
}
