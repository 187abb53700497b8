import { shanghaiClock } from '../../../../shared/dates/shanghai-clock';
import { randomDigits, randomId } from '../../../app/random-id';

function stamp(now: Date): string {
  // A valid Date always reads on the Shanghai clock.
  return (shanghaiClock(now) as NonNullable<ReturnType<typeof shanghaiClock>>).format('YYYYMMDDHHmmss');
}

/** A new order number: Shanghai time to the second plus 6 random digits (20 digits in all). */
export function newOrderNo(now: Date): string {
  return `${stamp(now)}${randomDigits(6)}`;
}

/** A new payment application number of the simulated cashier. */
export function newPayApplyNo(now: Date): string {
  return `PA${stamp(now)}${randomDigits(6)}`;
}

/** A new check number: random, so a payment link cannot be guessed from its application number. */
export function newCheckNo(): string {
  return randomId(8).toUpperCase();
}

/** A new policy number: product line letter, Shanghai date, 10 random digits. */
export function newPolicyNo(now: Date): string {
  return `P${stamp(now).slice(0, 8)}${randomDigits(10)}`;
}
