import type { Invoice } from '../../../../schema/entities/invoice';
import { isEmptyValue } from '../../../../shared/rules/rule-value';
import { ORDER_MESSAGES } from '../order-messages';

/** The invoice fields each type needs; type 03 (the default) needs none. */
const REQUIRED_FIELDS: Readonly<Record<Invoice['invoiceType'], readonly (keyof Invoice)[]>> = {
  '01': ['companyName', 'creditCode'],
  '02': ['companyName', 'creditCode', 'receiverName', 'receiverPhone', 'receiverAddress'],
  '03': [],
};

/** Whether an invoice request lacks a field its type needs (02 is posted, so it needs an address). */
export function invoiceProblem(invoice: Invoice | undefined): string | undefined {
  if (!invoice) return undefined;
  const missing = REQUIRED_FIELDS[invoice.invoiceType].some((field) => isEmptyValue(invoice[field]));
  return missing ? ORDER_MESSAGES.invoiceIncomplete : undefined;
}
