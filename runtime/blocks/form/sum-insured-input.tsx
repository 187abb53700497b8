import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { SUM_INSURED_INPUT_MAX_LENGTH } from '../../../shared/constants';
import { yuanToFen, formatSumInsured } from '../../../shared/format/money';
import { clampSumInsured, copiesOf, type SumInsuredBounds } from '../../form/sum-insured';
import { useFormRow } from '../../form/use-form-row';
import type { BlockProps } from '../block-props';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { PREMIUM_MESSAGES } from '../../../shared/messages/premium';
import { AmountStepper } from '../shared/fields/amount-stepper';

type Attrs = BlockProps<'sumInsuredInput'>['attrs'];

interface FieldProps {
  readonly value?: number;
  readonly onChange?: (value: number | undefined) => void;
  readonly attrs: Attrs;
  readonly disabled: boolean;
  readonly label: string;
}

/** The amount in words (50万元), as the row's unit setting asks. */
function amountText(yuan: number | undefined, attrs: Attrs): string {
  const fen = yuan === undefined ? undefined : yuanToFen(yuan);
  return fen === undefined ? '' : formatSumInsured(fen, { wanYuan: attrs.formatType !== 'yuan' });
}

/** Copies with a stepper, or the amount typed and pulled within bounds on blur; the form holds yuan. */
function SumInsuredField({ value, onChange, attrs, disabled, label }: FieldProps) {
  const bounds: SumInsuredBounds = attrs;
  const [text, setText] = useState(value === undefined ? '' : String(value));
  // Spec section 5: at most 10 digits, whatever the template leaves out; a paste is cut to it too.
  const maxLength = attrs.maxLength ?? SUM_INSURED_INPUT_MAX_LENGTH;
  if (attrs.mode === 'copies') {
    const copies = copiesOf(value, bounds);
    return (
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <AmountStepper label={label} min={attrs.minCopies ?? 1} max={attrs.maxCopies} value={copies} disabled={disabled} onChange={(next) => onChange?.(next * (attrs.copyValue ?? 1))} />
        <span style={{ color: '#666' }}>{amountText(copies * (attrs.copyValue ?? 1), attrs)}</span>
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Input
        aria-label={label}
        inputMode="numeric"
        maxLength={maxLength}
        value={text}
        disabled={disabled}
        placeholder={attrs.placeholder ?? SCREEN_MESSAGES.smartInputPlaceholder}
        onChange={(typed) => {
          const digits = typed.replace(/\D/g, '').slice(0, maxLength);
          setText(digits);
          onChange?.(digits === '' ? undefined : Number(digits));
        }}
        onBlur={() => {
          const next = clampSumInsured(text === '' ? undefined : Number(text), bounds);
          setText(next === undefined ? '' : String(next));
          onChange?.(next);
        }}
      />
      <span style={{ color: '#666', flex: 'none' }}>{amountText(value, attrs) || PREMIUM_MESSAGES.yuan}</span>
    </div>
  );
}

/** The sum insured (yuan) by copies or typed, kept within the product's bounds. */
export default function SumInsuredInput({ module, attrs }: BlockProps<'sumInsuredInput'>) {
  const row = useFormRow(module, attrs, 'input');
  const initial = attrs.defaultValue !== undefined ? Number(attrs.defaultValue) : attrs.mode === 'copies' ? copiesOf(undefined, attrs) * (attrs.copyValue ?? 1) : undefined;
  return (
    <Form.Item {...row.itemProps} initialValue={initial !== undefined && Number.isFinite(initial) ? initial : undefined}>
      <SumInsuredField attrs={attrs} disabled={row.disabled} label={module.label} />
    </Form.Item>
  );
}
