import type { InvoiceDetailField, InvoiceFieldSets } from './invoice-rows-visible';
import { invoiceRowsVisible } from './invoice-rows-visible';
import { sendAddressVisible } from './send-address-visible';

/** The invoice rows the send-address block asks too: its 收件人 and 联系电话 are the invoice's. */
const MAILING_FIELDS: ReadonlySet<InvoiceDetailField> = new Set(['receiverName', 'receiverPhone']);

/**
 * The invoice detail rows the invoice block asks (and its confirmation lists) for a type: its field
 * set (see `invoiceRowsVisible`), less the receiver's name and phone when the template's send-address
 * block shows for this type (02) and asks them itself, so the buyer types each once. The order still
 * carries them on the invoice: the submitted invoice takes them from the mailing address.
 */
export function invoiceRowsAsked(
  invoiceType: string | null | undefined,
  fieldSets: InvoiceFieldSets | undefined,
  hasSendAddressBlock: boolean,
): readonly InvoiceDetailField[] {
  const rows = invoiceRowsVisible(invoiceType, fieldSets);
  if (!hasSendAddressBlock || !sendAddressVisible(invoiceType)) return rows;
  return rows.filter((field) => !MAILING_FIELDS.has(field));
}
