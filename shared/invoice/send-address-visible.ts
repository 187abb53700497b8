import { effectiveInvoiceType } from './invoice-type';

/** Types whose invoice needs no postal delivery (spec section 4). */
const NO_DELIVERY_TYPES: readonly string[] = ['03', '01'];

/** Whether the send-address block shows: only for invoice types other than 03 (the default) and 01. */
export function sendAddressVisible(invoiceType: string | null | undefined): boolean {
  return !NO_DELIVERY_TYPES.includes(effectiveInvoiceType(invoiceType));
}
