import { DEFAULT_INVOICE_TYPE } from '../constants';

/**
 * The invoice type in force: the chosen one, or 03 when none is chosen yet (spec section 9). Other
 * values are kept as they are, so the rules below can still judge them.
 */
export function effectiveInvoiceType(invoiceType: string | null | undefined): string {
  const trimmed = invoiceType?.trim();
  return trimmed ? trimmed : DEFAULT_INVOICE_TYPE;
}
