import { THOUSANDS_SEPARATOR_FROM_YUAN, WAN_YUAN_MULTIPLIER, WAN_YUAN_THRESHOLD_YUAN } from '../constants';
import { PREMIUM_MESSAGES } from '../messages/premium';
import { groupThousands } from './group-thousands';
import { toWholeFen } from './money-conversion';

/** Options of `formatSumInsured`. */
export interface FormatSumInsuredOptions {
  /**
   * Use 万元 from `WAN_YUAN_THRESHOLD_YUAN` yuan on (the default, as spec section 9 shows amounts).
   * Pass false to always show 元, e.g. for a product whose sumInsuredFormatType is not wanYuan.
   */
  wanYuan?: boolean;
}

const FEN_PER_YUAN = 100;
const FEN_PER_WAN = WAN_YUAN_MULTIPLIER * FEN_PER_YUAN;
/** Digits after the point that a 万元 amount can need to stay exact (6 for 10000 yuan in fen). */
const WAN_DECIMALS = String(FEN_PER_WAN).length - 1;
const WAN_FROM_FEN = WAN_YUAN_THRESHOLD_YUAN * FEN_PER_YUAN;
const SEPARATOR_FROM_FEN = THOUSANDS_SEPARATOR_FROM_YUAN * FEN_PER_YUAN;

/**
 * A sum insured with its unit, trimmed the way insurers print it:
 * - below 10000 yuan in 元, whole yuan without decimals, otherwise two decimals: '9,999元', '0.50元';
 * - from 10000 yuan in 万元, exact, trailing zeros dropped: '50万元', '1.5万元', '1.23456万元'.
 * Thousands separators apply from `THOUSANDS_SEPARATOR_FROM_YUAN` yuan in both units.
 * @throws RangeError when `fen` is not a finite amount within safe integers.
 */
export function formatSumInsured(fen: number, options: FormatSumInsuredOptions = {}): string {
  const whole = toWholeFen(fen);
  const magnitude = Math.abs(whole);
  const sign = whole < 0 ? '-' : '';
  const grouped = magnitude >= SEPARATOR_FROM_FEN;
  if (options.wanYuan !== false && magnitude >= WAN_FROM_FEN) {
    const number = trimmedDecimal(magnitude, FEN_PER_WAN, WAN_DECIMALS, grouped);
    return `${sign}${number}${PREMIUM_MESSAGES.wanYuan}`;
  }
  const cents = magnitude % FEN_PER_YUAN;
  const yuan = integerText((magnitude - cents) / FEN_PER_YUAN, grouped);
  // Fen are never trimmed to one digit: '0.5元' would read as a typo where '0.50元' does not.
  const number = cents === 0 ? yuan : `${yuan}.${String(cents).padStart(2, '0')}`;
  return `${sign}${number}${PREMIUM_MESSAGES.yuan}`;
}

/** `magnitude / unit` as exact decimal text without trailing zeros. */
function trimmedDecimal(magnitude: number, unit: number, decimals: number, grouped: boolean): string {
  const remainder = magnitude % unit;
  const integer = integerText((magnitude - remainder) / unit, grouped);
  if (remainder === 0) return integer;
  return `${integer}.${String(remainder).padStart(decimals, '0').replace(/0+$/, '')}`;
}

function integerText(value: number, grouped: boolean): string {
  return grouped ? groupThousands(String(value)) : String(value);
}
