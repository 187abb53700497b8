import { useId } from 'react';

interface Props {
  readonly text: string | undefined;
  readonly placeholder: string;
  readonly disabled?: boolean | undefined;
  readonly label: string;
  readonly onOpen: () => void;
}

/**
 * The tappable face of a picker row: the chosen text, else the placeholder, with an arrow. Its name is
 * the row's label followed by the text it shows (出生日期 1990-06-15, 出生日期 请选择被保人出生日期):
 * the label says which field it is, and a name that holds the visible words lets a voice-control user
 * say what they see (WCAG 2.5.3).
 */
export function FieldTrigger({ text, placeholder, disabled, label, onOpen }: Props) {
  const id = useId();
  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-labelledby={`${id}-label ${id}-shown`}
      aria-disabled={disabled}
      onClick={() => !disabled && onOpen()}
      onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && !disabled && onOpen()}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 24, cursor: disabled ? 'default' : 'pointer' }}
    >
      <span id={`${id}-label`} hidden>
        {label}
      </span>
      <span id={`${id}-shown`} style={{ color: text && !disabled ? 'var(--adm-color-text)' : 'var(--adm-color-weak)', fontSize: 'inherit' }}>
        {text ?? placeholder}
      </span>
      {!disabled && <span aria-hidden style={{ color: 'var(--adm-color-light)', fontSize: 18, lineHeight: 1 }}>›</span>}
    </div>
  );
}
