import { formatPremium } from '../format/format-premium';
import { PREMIUM_MESSAGES } from '../messages/premium';
import { knownFen } from './known-fen';
import { isYearlyPayType, type PayTypeInput } from './pay-type';

/** What the premium display needs from the latest premium calculation (amounts in fen). */
export interface PremiumDisplayInput {
  payType?: PayTypeInput;
  /** The first (yearly or first-month) premium. */
  initialPremium?: number | null;
  /** The monthly premium from the second month on. */
  nextPremium?: number | null;
  /** A calculation is in flight. */
  calculating?: boolean;
}

/** The premium display, ready to render; amounts in fen, texts in Chinese. */
export type PremiumDisplay =
  | { kind: 'unknown'; text: string }
  | { kind: 'calculating'; text: string }
  | { kind: 'year'; amount: number; amountText: string; unit: string }
  | {
      kind: 'month';
      firstMonth: number;
      /** Undefined when the calculation did not say; its text is then the dash. */
      fromNextMonth: number | undefined;
      firstMonthLabel: string;
      firstMonthText: string;
      fromNextMonthLabel: string;
      fromNextMonthText: string;
      /** '/月，共11期': follows the next-month amount. */
      instalmentsText: string;
      unit: string;
    };

/**
 * Decides what the premium display shows (spec sections 2 and 4):
 * - while a calculation runs: 保费计算中;
 * - until a first premium is known: a dash;
 * - payType 1 (yearly or single premium): one yuan amount;
 * - any other payType (monthly): the first-month amount, then the amount per month from the next
 *   month, followed by '/月，共11期'.
 */
export function premiumDisplay(input: PremiumDisplayInput): PremiumDisplay {
  if (input.calculating) return { kind: 'calculating', text: PREMIUM_MESSAGES.calculating };
  const initial = knownFen(input.initialPremium);
  if (initial === undefined) return { kind: 'unknown', text: PREMIUM_MESSAGES.unknownPremium };
  if (isYearlyPayType(input.payType)) {
    return { kind: 'year', amount: initial, amountText: formatPremium(initial), unit: PREMIUM_MESSAGES.yuan };
  }
  const next = knownFen(input.nextPremium);
  return {
    kind: 'month',
    firstMonth: initial,
    fromNextMonth: next,
    firstMonthLabel: PREMIUM_MESSAGES.firstMonth,
    firstMonthText: formatPremium(initial),
    fromNextMonthLabel: PREMIUM_MESSAGES.fromNextMonth,
    fromNextMonthText: next === undefined ? PREMIUM_MESSAGES.unknownPremium : formatPremium(next),
    instalmentsText: PREMIUM_MESSAGES.perMonthInstalments,
    unit: PREMIUM_MESSAGES.yuan,
  };
}
