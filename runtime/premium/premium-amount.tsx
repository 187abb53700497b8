import type { CSSProperties } from 'react';
import { assertNever } from '../../shared/assert-never';
import type { PremiumDisplay } from '../../shared/premium/premium-display';

/** Labels a block may override (the catalogue's firstMonthLabel / nextMonthLabel / calculatingText). */
export interface PremiumAmountLabels {
  readonly calculatingText?: string;
  readonly firstMonthLabel?: string;
  readonly nextMonthLabel?: string;
}

const amountStyle: CSSProperties = { color: 'var(--adm-color-primary)', fontSize: 20, fontWeight: 600 };
const noteStyle: CSSProperties = { color: '#666', fontSize: 12 };

/**
 * The premium as text: the dash, 保费计算中, a yearly amount, or the first month plus the amount per
 * month from the next month. Used by the premium display and the toolbar so they never disagree.
 */
export function PremiumAmount({ display, labels = {} }: { display: PremiumDisplay; labels?: PremiumAmountLabels }) {
  switch (display.kind) {
    case 'unknown':
      return <span style={amountStyle}>{display.text}</span>;
    case 'calculating':
      return <span style={{ ...noteStyle, fontSize: 14 }}>{labels.calculatingText || display.text}</span>;
    case 'year':
      return (
        <span>
          <span style={amountStyle}>{display.amountText}</span>
          <span style={noteStyle}>{display.unit}</span>
        </span>
      );
    case 'month':
      return (
        <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.3 }}>
          <span>
            <span style={noteStyle}>{labels.firstMonthLabel || display.firstMonthLabel}</span>
            <span style={amountStyle}>{display.firstMonthText}</span>
            <span style={noteStyle}>{display.unit}</span>
          </span>
          <span style={noteStyle}>
            {`${labels.nextMonthLabel || display.fromNextMonthLabel}${display.fromNextMonthText}${display.fromNextMonth === undefined ? '' : display.unit}${display.instalmentsText}`}
          </span>
        </span>
      );
    default:
      return assertNever(display, 'premium display');
  }
}
