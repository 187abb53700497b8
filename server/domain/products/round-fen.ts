/**
 * `amount x factor / denominator` rounded half up to a whole fen, in exact integer arithmetic: a rate
 * of 105 fen per 10,000 yuan on 1,234,567 fen of sum insured must price the same on every machine,
 * and the product of two amounts may exceed the safe integers a double holds exactly.
 * All arguments are non-negative integers; the denominator is positive.
 */
export function scaleRoundHalfUp(amount: number, factor: number, denominator: number): number {
  if (![amount, factor, denominator].every((value) => Number.isInteger(value) && value >= 0) || denominator === 0) {
    throw new RangeError(`Cannot scale ${amount} x ${factor} / ${denominator}`);
  }
  const product = BigInt(amount) * BigInt(factor);
  const divisor = BigInt(denominator);
  const quotient = product / divisor;
  const rounded = (product % divisor) * 2n >= divisor ? quotient + 1n : quotient;
  if (rounded > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount out of range: ${rounded}`);
  return Number(rounded);
}
