import { assertNever } from '../assert-never';
import { PREMIUM_MESSAGES } from '../messages/premium';
import { parseInsurancePeriod, type InsurancePeriod, type PeriodUnit } from './insurance-period';

/**
 * An insurance period in Chinese: 20年, 6个月, 30天, 终身. Takes the parsed period or its raw text
 * ('20-Y'); empty text when the raw text is not a period.
 */
export function formatInsurancePeriod(period: InsurancePeriod | string | null | undefined): string {
  const parsed = typeof period === 'string' || period === null || period === undefined
    ? parseInsurancePeriod(period)
    : period;
  if (parsed === undefined) return '';
  switch (parsed.kind) {
    case 'lifelong':
      return PREMIUM_MESSAGES.lifelong;
    case 'term':
      return `${parsed.amount}${unitText(parsed.unit)}`;
    default:
      return assertNever(parsed, 'insurance period');
  }
}

function unitText(unit: PeriodUnit): string {
  switch (unit) {
    case 'Y':
      return PREMIUM_MESSAGES.periodYears;
    case 'M':
      return PREMIUM_MESSAGES.periodMonths;
    case 'D':
      return PREMIUM_MESSAGES.periodDays;
    default:
      return assertNever(unit, 'period unit');
  }
}
