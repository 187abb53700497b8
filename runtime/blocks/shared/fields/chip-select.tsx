import { Selector } from 'antd-mobile';
import type { CSSProperties } from 'react';

/** One chip of a chip row. */
export interface Chip {
  readonly value: string;
  readonly label: string;
}

interface Props {
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  readonly options: readonly Chip[];
  readonly disabled?: boolean;
}

/** Options as chips, one chosen; tapping the chosen chip keeps it (a period cannot be unset). */
export function ChipSelect({ value, onChange, options, disabled }: Props) {
  return (
    <Selector
      columns={Math.min(Math.max(options.length, 1), 3)}
      options={options.map((option) => ({ value: option.value, label: option.label, disabled }))}
      value={value === undefined ? [] : [value]}
      onChange={(next) => {
        const picked = next[0];
        if (picked !== undefined) onChange?.(picked);
      }}
      style={{ '--padding': '6px 10px' } as CSSProperties}
    />
  );
}
