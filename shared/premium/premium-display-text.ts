import { assertNever } from '../assert-never';
import { PREMIUM_MESSAGES } from '../messages/premium';
import { premiumDisplay, type PremiumDisplay, type PremiumDisplayInput } from './premium-display';

/**
 * The premium display as one Chinese line, for places without room for styled parts (the toolbar,
 * order summaries): '1,234.56元', '首月0.00元，次月起35.80元/月，共11期', '保费计算中' or '-'.
 * Takes the calculation figures or an already decided display.
 */
export function premiumDisplayText(input: PremiumDisplayInput | PremiumDisplay): string {
  const display = 'kind' in input ? input : premiumDisplay(input);
  switch (display.kind) {
    case 'unknown':
    case 'calculating':
      return display.text;
    case 'year':
      return `${display.amountText}${display.unit}`;
    case 'month': {
      const firstPart = `${display.firstMonthLabel}${display.firstMonthText}${display.unit}`;
      const nextUnit = display.fromNextMonth === undefined ? '' : display.unit;
      const nextPart = `${display.fromNextMonthLabel}${display.fromNextMonthText}${nextUnit}${display.instalmentsText}`;
      return `${firstPart}${PREMIUM_MESSAGES.monthPartsSeparator}${nextPart}`;
    }
    default:
      return assertNever(display, 'premium display');
  }
}
