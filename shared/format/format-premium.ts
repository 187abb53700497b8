import { THOUSANDS_SEPARATOR_FROM_YUAN } from '../constants';
import { PREMIUM_MESSAGES } from '../messages/premium';
import { groupThousands } from './group-thousands';
import { fenToYuan, toWholeFen } from './money-conversion';

/** Options of `formatPremium`. */
export interface FormatPremiumOptions {
  /** Append the 元 unit: '1,234.50元'. Off by default because blocks often style the unit apart. */
  withUnit?: boolean;
}

const SEPARATOR_FROM_FEN = THOUSANDS_SEPARATOR_FROM_YUAN * 100;

/**
 * A premium or price for display: two decimals (`PREMIUM_DECIMALS`), with thousands separators
 * once the amount reaches `THOUSANDS_SEPARATOR_FROM_YUAN` yuan: 5 -> '0.05', 123456 -> '1,234.56'.
 * Fractional fen round half up (see `fenToYuan`).
 * @throws RangeError when `fen` is not a finite amount within safe integers.
 */
export function formatPremium(fen: number, options: FormatPremiumOptions = {}): string {
  const whole = toWholeFen(fen);
  const yuan = fenToYuan(whole);
  const text = Math.abs(whole) >= SEPARATOR_FROM_FEN ? groupIntegerPart(yuan) : yuan;
  return options.withUnit ? `${text}${PREMIUM_MESSAGES.yuan}` : text;
}

function groupIntegerPart(decimalText: string): string {
  const point = decimalText.indexOf('.');
  return groupThousands(decimalText.slice(0, point)) + decimalText.slice(point);
}
