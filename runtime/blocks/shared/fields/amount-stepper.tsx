import { useConfig } from 'antd-mobile';
import { useEffect, useState, type CSSProperties } from 'react';

interface Props {
  /** What the amount is (保额, 份数): the name of the group and of the typed figure. */
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max?: number | undefined;
  readonly step?: number;
  readonly disabled?: boolean | undefined;
  /** Shows the amount as text (50万元), changed by the buttons only; without it the figure can be typed. */
  readonly format?: (value: number) => string;
  readonly onChange: (value: number) => void;
  /** The width of the figure between the buttons, px. */
  readonly width?: number;
}

const FILL = 'var(--adm-color-fill-content)';

const button = (off: boolean): CSSProperties => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  padding: 0,
  border: 0,
  borderRadius: 2,
  background: FILL,
  color: off ? 'var(--adm-color-weak)' : 'var(--adm-color-primary)',
  cursor: off ? 'not-allowed' : 'pointer',
});

const figure = (width: number): CSSProperties => ({
  boxSizing: 'border-box',
  width,
  height: 28,
  padding: '0 2px',
  border: 0,
  borderRadius: 2,
  background: FILL,
  color: 'var(--adm-color-text)',
  // 16 px: iOS zooms into a focused input under 16 px.
  font: 'inherit',
  fontSize: 16,
  lineHeight: '28px',
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

function Sign({ plus }: { plus: boolean }) {
  return (
    <svg aria-hidden width="14" height="14" viewBox="0 0 14 14">
      <path d={plus ? 'M2 7h10M7 2v10' : 'M2 7h10'} stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A whole amount set by 减少 and 增加, in antd-mobile's Stepper look, kept within `min` and `max`: the
 * figure typed (a count of copies) or shown as text (an amount in steps, 50万元). antd-mobile's own
 * Stepper leaves its input without a name and, with a formatter, announces its value as NaN; here the
 * buttons are named, the typed figure is named by `label`, and a shown amount is announced as it changes.
 */
export function AmountStepper({ label, value, min, max, step = 1, disabled = false, format, onChange, width = 44 }: Props) {
  const { locale } = useConfig();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const change = (next: number) => {
    const kept = Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min, next));
    setText(String(kept));
    if (kept !== value) onChange(kept);
  };
  const commit = () => {
    const typed = Number.parseInt(text, 10);
    change(Number.isNaN(typed) ? value : typed);
  };
  const atMin = disabled || value <= min;
  const atMax = disabled || (max !== undefined && value >= max);
  return (
    <div role="group" aria-label={label} style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      <button type="button" aria-label={locale.Stepper.decrease} disabled={atMin} onClick={() => change(value - step)} style={button(atMin)}>
        <Sign plus={false} />
      </button>
      {format ? (
        <output aria-live="polite" style={{ ...figure(width), display: 'inline-block' }}>
          {format(value)}
        </output>
      ) : (
        <input
          aria-label={label}
          inputMode="numeric"
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
          style={figure(width)}
        />
      )}
      <button type="button" aria-label={locale.Stepper.increase} disabled={atMax} onClick={() => change(value + step)} style={button(atMax)}>
        <Sign plus />
      </button>
    </div>
  );
}
