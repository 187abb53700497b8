import { Input } from 'antd';
import { useState } from 'react';

export interface InlineLabelInputProps {
  readonly label: string;
  readonly ariaLabel: string;
  /** Called once with the new label when Enter is pressed or the field loses focus. */
  readonly onCommit: (label: string) => void;
  /** Escape, or a commit: the row shows the label again. */
  readonly onClose: () => void;
}

/** The outline's rename field: one edit, one undo step, whatever the number of keystrokes. */
export function InlineLabelInput({ label, ariaLabel, onCommit, onClose }: InlineLabelInputProps) {
  const [value, setValue] = useState(label);
  const commit = () => {
    if (value !== label) onCommit(value);
    onClose();
  };
  return (
    <Input
      size="small"
      autoFocus
      aria-label={ariaLabel}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onPressEnter={commit}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      // Keeps the row's drag sensor from starting on a press inside the field.
      onPointerDown={(event) => event.stopPropagation()}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}
