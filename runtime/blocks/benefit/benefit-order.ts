import { isFilled } from '../../order/form-person';
import type { CalculationOrder } from '../../order/build-order';

/**
 * The benefitCalculate body for one insured: the calculation order with only that insured, since the
 * illustration is computed for the first insured of the order. Undefined while that insured has
 * neither a birthday nor an age, which the illustration cannot do without.
 */
export function benefitOrderFor(order: CalculationOrder, insuredIndex: number): CalculationOrder | undefined {
  const insured = order.insuredList[insuredIndex];
  if (!insured) return undefined;
  const person = insured.person;
  if (!person || (!isFilled(person.birthday) && !isFilled(person.age))) return undefined;
  // The chosen one is priced even if deselected elsewhere: the tab shows this person's benefits.
  const counted = { ...insured };
  delete counted.selected;
  return { ...order, insuredList: [counted] };
}
