import { randomBytes, randomInt } from 'node:crypto';
import { shanghaiClock } from '../../../../shared/dates/shanghai-clock';

function stamp(now: Date): string {
  // A valid Date always reads on the Shanghai clock.
  return (shanghaiClock(now) as NonNullable<ReturnType<typeof shanghaiClock>>).format('YYYYMMDDHHmmss');
}

function digits(count: number): string {
  return String(randomInt(0, 10 ** count)).padStart(count, '0');
}

/** A new order number: Shanghai time to the second plus 6 random digits (20 digits in all). */
export function newOrderNo(now: Date): string {
  return `${stamp(now)}${digits(6)}`;
}

/** A new payment application number of the simulated cashier. */
export function newPayApplyNo(now: Date): string {
  return `PA${stamp(now)}${digits(6)}`;
}

/** A new check number: random, so a payment link cannot be guessed from its application number. */
export function newCheckNo(): string {
  return randomBytes(8).toString('hex').toUpperCase();
}

/** A new policy number: product line letter, Shanghai date, 10 random digits. */
export function newPolicyNo(now: Date): string {
  return `P${stamp(now).slice(0, 8)}${digits(10)}`;
}
