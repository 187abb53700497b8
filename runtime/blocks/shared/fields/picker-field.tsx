import { Picker } from 'antd-mobile';
import { useState } from 'react';
import { FieldTrigger } from './field-trigger';

/** One choice of a picker row. */
export interface PickerOption {
  readonly value: string;
  readonly label: string;
}

interface Props {
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  readonly options: readonly PickerOption[];
  readonly placeholder: string;
  readonly title?: string | undefined;
  readonly disabled?: boolean;
  readonly label: string;
}

/** A row showing the chosen option's label that opens a one-column picker; Form.Item feeds value and onChange. */
export function PickerField({ value, onChange, options, placeholder, title, disabled, label }: Props) {
  const [visible, setVisible] = useState(false);
  const chosen = options.find((option) => option.value === value);
  return (
    <>
      <FieldTrigger text={chosen?.label} placeholder={placeholder} disabled={disabled} label={label} onOpen={() => setVisible(true)} />
      <Picker
        columns={[options.map((option) => ({ value: option.value, label: option.label }))]}
        visible={visible}
        title={title}
        value={value === undefined ? [] : [value]}
        onClose={() => setVisible(false)}
        onConfirm={(picked) => {
          const next = picked[0];
          if (typeof next === 'string') onChange?.(next);
        }}
      />
    </>
  );
}
