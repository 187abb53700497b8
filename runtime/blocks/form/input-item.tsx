import { Form, Input } from 'antd-mobile';
import type { BlockProps } from '../block-props';
import { useFormRow } from '../../form/use-form-row';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { fieldLimit, limitedMaxLength } from '../../../shared/rules/field-limits';

/** A one-line text row; values are validated trimmed by the shared rules and stored trimmed on blur. */
export default function InputItem({ module, attrs }: BlockProps<'inputItem'>) {
  const row = useFormRow(module, attrs, 'input');
  return (
    <Form.Item {...row.itemProps} initialValue={attrs.defaultValue} normalize={(value: unknown) => (typeof value === 'string' ? value.replace(/^\s+/, '') : value)}>
      <Input
        placeholder={attrs.placeholder ?? SCREEN_MESSAGES.smartInputPlaceholder}
        maxLength={limitedMaxLength(attrs.maxLength, fieldLimit(module.formKey, 'text', module.label))}
        minLength={attrs.minLength}
        inputMode={attrs.inputMode}
        type={attrs.inputMode === 'tel' ? 'tel' : attrs.inputMode === 'email' ? 'email' : 'text'}
        clearable={attrs.clearable}
        disabled={row.disabled}
        aria-label={module.label}
      />
    </Form.Item>
  );
}
