import type { OrderFormValues } from '../state/flow-atoms';

/**
 * The stored form values with an insured's health verdict applied: allowInsure set, and a refused
 * insured unselected. Used where no page form is mounted (the questionnaire pages), so the page
 * finds the verdict in ORDER_DATA when the buyer returns.
 */
export function withInsuredVerdict(values: OrderFormValues, index: number, allowInsure: boolean): OrderFormValues {
  const list = Array.isArray(values.insured) ? [...(values.insured as unknown[])] : [];
  while (list.length <= index) list.push({});
  const current = list[index];
  const person = current !== null && typeof current === 'object' ? (current as Record<string, unknown>) : {};
  list[index] = { ...person, allowInsure, ...(allowInsure ? {} : { selected: false }) };
  return { ...values, insured: list };
}
