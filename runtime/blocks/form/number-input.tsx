import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { clampNumber } from '../../form/clamp-number';
import { useFormRow } from '../../form/use-form-row';
import type { BlockProps } from '../block-props';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { fieldLimit, limitedMaxLength } from '../../../shared/rules/field-limits';

interface FieldProps {
  readonly value?: number | string;
  readonly onChange?: (value: number | undefined) => void;
  readonly attrs: BlockProps<'numberInput'>['attrs'];
  readonly disabled: boolean;
  readonly label: string;
}

const asNumber = (text: string): number | undefined => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined);

/**
 * The input itself: the text as typed (so `1.` can become `1.5`), the form holding its number; on
 * blur the text is pulled within bounds and rounded.
 */
function NumberField({ value, onChange, attrs, disabled, label }: FieldProps) {
  const stored = value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(stored);
  // A value written from outside (a reload, a copy) replaces what is shown.
  const shown = asNumber(text) === asNumber(stored) ? text : stored;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <Input
        value={shown}
        onChange={(typed) => {
          const cleaned = typed.replace(/[^\d.-]/g, '');
          setText(cleaned);
          onChange?.(asNumber(cleaned));
        }}
        onBlur={() => {
          const next = clampNumber(shown, attrs);
          setText(next);
          if (asNumber(next) !== asNumber(stored) || next !== shown) onChange?.(asNumber(next));
        }}
        inputMode={attrs.decimals ? 'decimal' : 'numeric'}
        maxLength={attrs.maxLength}
        placeholder={attrs.placeholder ?? SCREEN_MESSAGES.smartInputPlaceholder}
        disabled={disabled}
        aria-label={label}
      />
      {attrs.unit && <span style={{ color: '#666', flex: 'none' }}>{attrs.unit}</span>}
    </div>
  );
}

/** A number row (age, annual income...): kept as a number, clamped to min / max on blur, rounded to its decimals. */
export default function NumberInput({ module, attrs }: BlockProps<'numberInput'>) {
  const row = useFormRow(module, attrs, 'input');
  return (
    <Form.Item {...row.itemProps} initialValue={attrs.defaultValue === undefined ? undefined : asNumber(attrs.defaultValue)}>
      <NumberField
        attrs={{ ...attrs, maxLength: limitedMaxLength(attrs.maxLength, fieldLimit(module.formKey, 'number', module.label)) }}
        disabled={row.disabled}
        label={module.label}
      />
    </Form.Item>
  );
}
