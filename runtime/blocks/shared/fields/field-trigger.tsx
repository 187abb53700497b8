interface Props {
  readonly text: string | undefined;
  readonly placeholder: string;
  readonly disabled?: boolean | undefined;
  readonly label: string;
  readonly onOpen: () => void;
}

/** The tappable face of a picker row: the chosen text, else the grey placeholder, with an arrow. */
export function FieldTrigger({ text, placeholder, disabled, label, onOpen }: Props) {
  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-disabled={disabled}
      onClick={() => !disabled && onOpen()}
      onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && !disabled && onOpen()}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 24, cursor: disabled ? 'default' : 'pointer' }}
    >
      <span style={{ color: text ? (disabled ? '#999' : '#333') : '#ccc', fontSize: 'inherit' }}>{text ?? placeholder}</span>
      {!disabled && <span aria-hidden style={{ color: '#ccc', fontSize: 18, lineHeight: 1 }}>›</span>}
    </div>
  );
}
