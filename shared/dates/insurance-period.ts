import type { POLICY_PERIOD_UNITS } from '../constants';

/** A unit of a policy period: D days, M months, Y years. */
export type PeriodUnit = (typeof POLICY_PERIOD_UNITS)[number];

/** An insurance period: a term of whole days, months or years, or lifelong. */
export type InsurancePeriod =
  | { kind: 'term'; amount: number; unit: PeriodUnit }
  | { kind: 'lifelong' };

const TERM = /^(\d{1,4})-([DMY])$/;
/** The spec's general form is N-Y/M/D/L, so 'L' may carry a number too ('105-L'); it is still lifelong. */
const LIFELONG = /^(?:\d{1,4}-)?L$/;

/**
 * Reads an insurancePeriod such as '20-Y', '6-M', '30-D' or 'L' (lifelong). Case and surrounding
 * spaces are forgiven; anything else, including a zero term, is undefined.
 */
export function parseInsurancePeriod(text: string | null | undefined): InsurancePeriod | undefined {
  if (typeof text !== 'string') return undefined;
  const normalized = text.trim().toUpperCase();
  if (LIFELONG.test(normalized)) return { kind: 'lifelong' };
  const match = TERM.exec(normalized);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = match[2] as PeriodUnit;
  return amount > 0 ? { kind: 'term', amount, unit } : undefined;
}
