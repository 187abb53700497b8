import type { Order } from '../../../../schema/entities/order';
import { validateField } from '../../../../shared/rules/rule-catalogue';
import { ORDER_MESSAGES } from '../order-messages';

/**
 * From the anti-money-laundering threshold on, the holder's address, annual income, occupation and
 * region are required (spec section 5); the shared `aml` rule decides by the total premium.
 */
export function amlProblem(order: Order, totalPremiumFen: number | undefined): string | undefined {
  if (totalPremiumFen === undefined || order.holder?.customerType === 'company') return undefined;
  const person = order.holder?.person ?? {};
  const fields: [unknown, string][] = [
    [person.address, ORDER_MESSAGES.addressLabel],
    [person.personalAnnualIncome, ORDER_MESSAGES.incomeLabel],
    [person.occupation, ORDER_MESSAGES.occupationLabel],
    [person.area, ORDER_MESSAGES.areaLabel],
  ];
  for (const [value, label] of fields) {
    const problem = validateField(value, [{ rule: 'aml' }], { totalPremiumFen, label });
    if (problem) return ORDER_MESSAGES.partyProblem(ORDER_MESSAGES.holder, problem);
  }
  return undefined;
}
