import type { INVOICE_TYPE_VALUES } from './limits';

export type InvoiceType = (typeof INVOICE_TYPE_VALUES)[number];

/** The invoice detail rows a template may show (spec section 3, Invoice). */
export const INVOICE_DETAIL_FIELDS = ['company', 'creditCode', 'bank', 'account', 'address', 'receiverName', 'receiverPhone'] as const;
export type InvoiceDetailField = (typeof INVOICE_DETAIL_FIELDS)[number];

/** The detail rows of the two types that have them, unless the invoice block configures its own. */
export const DEFAULT_INVOICE_FIELD_SETS = {
  '01': ['company', 'creditCode', 'receiverName', 'receiverPhone'],
  '02': ['company', 'creditCode', 'bank', 'account', 'address', 'receiverName', 'receiverPhone'],
} as const satisfies Partial<Record<InvoiceType, readonly InvoiceDetailField[]>>;
