import { DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { LONG_TERM_CERTIFICATE_VALUE } from '../../../shared/constants';
import { PREMIUM_MESSAGES } from '../../../shared/messages/premium';
import type { DateBounds } from '../../form/date-bounds';
import { pickerDateToText, textToPickerDate } from '../../form/picker-date';
import { FieldTrigger } from '../shared/fields/field-trigger';

interface Props {
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  readonly bounds: DateBounds;
  readonly withTime: boolean;
  readonly allowLongTerm: boolean;
  readonly placeholder: string;
  readonly title?: string | undefined;
  readonly disabled?: boolean;
  readonly label: string;
}

/**
 * A date row's control: the date (长期 for the long-term value) opening antd-mobile's DatePicker
 * within the bounds; where allowed, a 长期 switch stores 9999-12-31 instead of a date.
 */
export function DateField({ value, onChange, bounds, withTime, allowLongTerm, placeholder, title, disabled, label }: Props) {
  const [visible, setVisible] = useState(false);
  const longTerm = value === LONG_TERM_CERTIFICATE_VALUE;
  const min = textToPickerDate(bounds.min);
  const max = textToPickerDate(bounds.max);
  const current = longTerm ? undefined : textToPickerDate(value);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div style={{ flex: 1 }}>
        <FieldTrigger text={longTerm ? PREMIUM_MESSAGES.longTerm : value || undefined} placeholder={placeholder} disabled={disabled} label={label} onOpen={() => setVisible(true)} />
      </div>
      {allowLongTerm && !disabled && (
        <button
          type="button"
          aria-pressed={longTerm}
          onClick={() => onChange?.(longTerm ? '' : LONG_TERM_CERTIFICATE_VALUE)}
          style={{
            border: `1px solid ${longTerm ? 'var(--adm-color-primary)' : '#ddd'}`,
            color: longTerm ? 'var(--adm-color-primary)' : '#666',
            background: '#fff',
            borderRadius: 12,
            padding: '2px 10px',
            fontSize: 12,
          }}
        >
          {PREMIUM_MESSAGES.longTerm}
        </button>
      )}
      <DatePicker
        visible={visible}
        title={title}
        precision={withTime ? 'minute' : 'day'}
        min={min}
        max={max}
        value={current ?? null}
        defaultValue={current ?? max}
        onClose={() => setVisible(false)}
        onConfirm={(date) => onChange?.(pickerDateToText(date, withTime))}
      />
    </div>
  );
}
