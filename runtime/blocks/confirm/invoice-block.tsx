import { Form, Input, Selector } from 'antd-mobile';
import { invoiceRowsAsked } from '../../../shared/invoice/invoice-rows-asked';
import { effectiveInvoiceType } from '../../../shared/invoice/invoice-type';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { useWatchField } from '../../form/use-watch-field';
import { INVOICE_FIELD_KEYS } from '../../order-flow/build-submit-order';
import { hasSendAddressBlock } from '../../order-flow/has-send-address-block';
import { useFieldPath } from '../../template/form-scope';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { FormCard } from '../module/form-card';

const labels: Readonly<Record<string, string>> = ORDER_MESSAGES.fieldLabels;

/** One invoice type chosen; the form stores the value, antd-mobile's Selector works on lists. */
function TypeSelector({ value, onChange, options }: { value?: string; onChange?: (value: string) => void; options: readonly { value: string; label: string }[] }) {
  return (
    <Selector
      columns={options.length > 2 ? 3 : 2}
      value={value ? [value] : []}
      options={options.map((option) => ({ value: option.value, label: option.label }))}
      onChange={(list) => {
        if (list[0]) onChange?.(list[0]);
      }}
    />
  );
}

/**
 * The invoice (spec section 4): the type (03 by default, which needs no details), then the detail
 * fields of type 01 or 02 as configured, stored under the invoice entity's own names. The receiver and
 * phone of a mailed invoice are left to the template's send-address block, which asks them.
 */
export default function InvoiceBlock({ module, attrs }: BlockProps<'invoiceBlock'>) {
  const { template } = usePage();
  const base = useFieldPath(module.formKey ?? 'invoice');
  const chosen = useWatchField([...base, 'invoiceType']);
  const type = effectiveInvoiceType(typeof chosen === 'string' ? chosen : attrs.defaultType);
  const fields = invoiceRowsAsked(type, attrs.fieldSets, hasSendAddressBlock(template, module.formKey));
  const required = attrs.required !== false;
  return (
    <FormCard title={attrs.title || module.label}>
      <Form.Item name={[...base, 'invoiceType']} label={ORDER_MESSAGES.invoiceType} initialValue={attrs.defaultType ?? type} layout="vertical">
        <TypeSelector options={attrs.typeOptions} />
      </Form.Item>
      {fields.map((field) => {
        const key = INVOICE_FIELD_KEYS[field];
        const label = ORDER_MESSAGES.invoiceFieldLabels[key] ?? labels[key] ?? key;
        return (
          <Form.Item
            key={field}
            name={[...base, key]}
            label={label}
            required={required}
            rules={required ? [{ validator: async (_rule, value: unknown) => {
              if (typeof value !== 'string' || value.trim() === '') throw new Error(VALIDATION_MESSAGES.pleaseInput(label));
            } }] : []}
          >
            <Input placeholder={VALIDATION_MESSAGES.pleaseInput(label)} type={field === 'receiverPhone' ? 'tel' : 'text'} />
          </Form.Item>
        );
      })}
    </FormCard>
  );
}
