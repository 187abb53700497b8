import { Input } from 'antd-mobile';
import { useState, type CSSProperties } from 'react';
import { assertNever } from '../../../shared/assert-never';
import { SUM_INSURED_INPUT_MAX_LENGTH } from '../../../shared/constants';
import { formatSumInsured } from '../../../shared/format/format-sum-insured';
import { PREMIUM_MESSAGES } from '../../../shared/messages/premium';
import type { SumInsuredControl } from '../../../shared/premium/sum-insured-choice';
import { committedTypedAmount } from '../../form/sum-insured';
import { AmountStepper } from '../shared/fields/amount-stepper';
import { ChipSelect } from '../shared/fields/chip-select';

interface Props {
  readonly control: SumInsuredControl;
  /** The amount in force, fen. */
  readonly value: number;
  readonly onChange: (fen: number) => void;
  /** Show amounts from 10000 yuan in 万元 (the product's sumInsuredFormatType). */
  readonly wanYuan: boolean;
  /** Names the control for assistive technology: the liability or product it sets. */
  readonly label: string;
  readonly disabled?: boolean;
}

/** Typed amounts are whole yuan; the control's range is in fen. */
const FEN_PER_YUAN = 100;

const ROW: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, marginTop: 8 };
const NOTE: CSSProperties = { color: '#666', fontSize: 13 };

/** A typed amount in yuan, pulled within the range on blur (spec section 5: max length 10, within min and max). */
function TypedAmount({ control, value, onChange, wanYuan, label, disabled }: Props & { control: Extract<SumInsuredControl, { kind: 'input' }> }) {
  const [text, setText] = useState(String(Math.floor(value / FEN_PER_YUAN)));
  const commit = () => {
    const fen = committedTypedAmount(text, control);
    setText(String(fen / FEN_PER_YUAN));
    onChange(fen);
  };
  return (
    <div>
      <div style={ROW}>
        <Input
          aria-label={label}
          inputMode="numeric"
          maxLength={SUM_INSURED_INPUT_MAX_LENGTH}
          value={text}
          disabled={disabled}
          onChange={(typed) => setText(typed.replace(/\D/g, ''))}
          onBlur={commit}
          onEnterPress={commit}
          style={{ '--text-align': 'right', flex: 1, border: '1px solid #ddd', borderRadius: 4, padding: '2px 8px' } as CSSProperties}
        />
        <span style={NOTE}>{PREMIUM_MESSAGES.yuan}</span>
      </div>
      <div style={{ ...NOTE, marginTop: 4 }}>
        {PREMIUM_MESSAGES.sumInsuredInputRange(formatSumInsured(control.min, { wanYuan }), formatSumInsured(control.max, { wanYuan }))}
      </div>
    </div>
  );
}

/**
 * Sets one sum insured the way its product offers it (spec section 3): chips for a list, a stepper
 * for steps, a bounded typed amount, or a copies stepper with the amount the copies make.
 */
export function SumInsuredChooser(props: Props) {
  const { control, value, onChange, wanYuan, label, disabled } = props;
  switch (control.kind) {
    case 'enum':
      return (
        <div style={{ marginTop: 8 }} role="group" aria-label={label}>
          <ChipSelect
            value={String(value)}
            options={control.options.map((option) => ({ value: String(option.value), label: option.label || formatSumInsured(option.value, { wanYuan }) }))}
            onChange={(picked) => onChange(Number(picked))}
            {...(disabled === undefined ? {} : { disabled })}
          />
        </div>
      );
    case 'step':
      return (
        <div style={ROW}>
          <AmountStepper
            label={label}
            min={control.min}
            max={control.max}
            step={control.step}
            value={value}
            disabled={disabled}
            format={(fen) => formatSumInsured(fen, { wanYuan })}
            onChange={onChange}
            width={88}
          />
        </div>
      );
    case 'input':
      return <TypedAmount {...props} control={control} />;
    case 'copies': {
      const copies = Math.round(value / control.each);
      return (
        <div style={ROW}>
          <span style={NOTE}>{PREMIUM_MESSAGES.copiesChooser}</span>
          <AmountStepper label={label} min={control.minCopies} max={control.maxCopies} value={copies} disabled={disabled} onChange={(next) => onChange(next * control.each)} />
          <span style={NOTE}>
            {PREMIUM_MESSAGES.copiesUnit} · {formatSumInsured(value, { wanYuan })}
          </span>
        </div>
      );
    }
    default:
      return assertNever(control, 'sum insured control');
  }
}
