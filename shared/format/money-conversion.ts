/**
 * Exact conversion between integer fen (the unit money is kept in) and decimal yuan text.
 *
 * Rounding: half up on the fen, applied to the magnitude (so -0.005 yuan becomes -1 fen, like
 * 0.005 becomes 1 fen); this is the commercial 四舍五入 a buyer expects. Nothing goes through
 * binary floating point arithmetic: decimal text is shifted digit by digit, so 0.1 + 0.2 yuan is
 * 30 fen, not 30.000000000000004.
 */

const FEN_DECIMALS = 2;
const FEN_PER_YUAN = 10 ** FEN_DECIMALS;
const MAX_INPUT_LENGTH = 64;
/** Beyond this shift towards larger values no non-zero digit can stay within safe integers. */
const MAX_UPSCALE_DIGITS = 20;

const PLAIN_DECIMAL = /^([+-]?)(\d+)?(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const GROUPED_DECIMAL = /^([+-]?)(\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;

/** Unit suffixes accepted by `yuanToFen`, with the power of ten each multiplies the number by. */
const UNIT_SUFFIXES: readonly (readonly [string, number])[] = [
  ['万元', 4],
  ['元', 0],
];

/**
 * Rounds a fen amount to a whole fen (half up on the magnitude) and checks it is representable.
 * @throws RangeError for NaN, infinities and amounts beyond Number.MAX_SAFE_INTEGER fen, which can
 * only come from a bug upstream and must not be shown to a buyer as a price.
 */
export function toWholeFen(fen: number): number {
  if (!Number.isFinite(fen)) throw new RangeError(`Not a money amount: ${fen}`);
  const whole = Math.sign(fen) * Math.round(Math.abs(fen));
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Money amount out of range: ${fen}`);
  return whole === 0 ? 0 : whole;
}

/**
 * Yuan as exact decimal text with two decimals: 123456 -> '1234.56', -5 -> '-0.05'.
 * A fractional fen amount is first rounded half up to a whole fen.
 * @throws RangeError when `fen` is not a finite amount within safe integers.
 */
export function fenToYuan(fen: number): string {
  const whole = toWholeFen(fen);
  const magnitude = Math.abs(whole);
  const cents = magnitude % FEN_PER_YUAN;
  const yuan = (magnitude - cents) / FEN_PER_YUAN;
  const sign = whole < 0 ? '-' : '';
  return `${sign}${yuan}.${String(cents).padStart(FEN_DECIMALS, '0')}`;
}

/**
 * Integer fen from a yuan amount, exactly. Accepts numbers and decimal text as buyers and servers
 * write it: '12.5', '.5', '1e3', '1,234.56', with an optional 元 or 万元 suffix (so every text our
 * formatters produce parses back). More than two decimals round half up on the fen.
 * Returns undefined for anything that is not an amount or does not fit in safe integer fen.
 */
export function yuanToFen(yuan: string | number): number | undefined {
  if (typeof yuan === 'number' && !Number.isFinite(yuan)) return undefined;
  let text = String(yuan).trim();
  if (text.length === 0 || text.length > MAX_INPUT_LENGTH) return undefined;
  let unitShift = 0;
  for (const [suffix, shift] of UNIT_SUFFIXES) {
    if (text.endsWith(suffix)) {
      text = text.slice(0, -suffix.length).trim();
      unitShift = shift;
      break;
    }
  }
  const match = PLAIN_DECIMAL.exec(text) ?? GROUPED_DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign = '', integerPart = '', fractionPart = '', exponentText = '0'] = match;
  if (integerPart.length === 0 && fractionPart.length === 0) return undefined;
  const exponent = Number.parseInt(exponentText, 10) + unitShift;
  const magnitude = shiftedToFen(integerPart.replaceAll(',', '') + fractionPart, fractionPart.length, exponent);
  if (magnitude === undefined) return undefined;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** Whole fen of the unsigned decimal `digits` x 10^(exponent - decimals), rounded half up. */
function shiftedToFen(digitText: string, decimals: number, exponent: number): number | undefined {
  const digits = digitText.replace(/^0+/, '');
  if (digits.length === 0) return 0;
  // How many trailing digits lie below the fen and must be rounded away (negative: zeros to append).
  const dropped = decimals - exponent - FEN_DECIMALS;
  // Fewer significant digits than dropped ones: the amount is below half a fen.
  if (dropped > digits.length) return 0;
  if (-dropped > MAX_UPSCALE_DIGITS) return undefined;
  const value = BigInt(digits);
  let fen: bigint;
  if (dropped <= 0) {
    fen = value * 10n ** BigInt(-dropped);
  } else {
    const divisor = 10n ** BigInt(dropped);
    fen = value / divisor;
    if ((value % divisor) * 2n >= divisor) fen += 1n;
  }
  return fen <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(fen) : undefined;
}
