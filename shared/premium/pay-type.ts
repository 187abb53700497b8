import { PAY_TYPE_YEARLY } from '../constants';

/** payType as servers send it: a number, sometimes its digit string, or nothing before a calculation. */
export type PayTypeInput = number | string | null | undefined;

/**
 * Whether a payType is yearly (or single premium): payType 1. Every other payType, and a missing
 * one, is monthly (spec sections 4 and 9).
 */
export function isYearlyPayType(payType: PayTypeInput): boolean {
  if (payType === null || payType === undefined || payType === '') return false;
  return Number(payType) === PAY_TYPE_YEARLY;
}
