import {
  DEFAULT_INVOICE_FIELD_SETS as SCHEMA_DEFAULT_INVOICE_FIELD_SETS,
  type InvoiceDetailField,
} from '../../schema/entities/invoice-fields';
import { effectiveInvoiceType } from './invoice-type';

export { INVOICE_DETAIL_FIELDS, type InvoiceDetailField } from '../../schema/entities/invoice-fields';

/** The detail rows of the two types that have them, as the invoice block configures them. */
export type InvoiceFieldSets = Partial<Record<'01' | '02', readonly InvoiceDetailField[]>>;

/** Field sets used when the block does not configure its own: the invoice block's defaults. */
export const DEFAULT_INVOICE_FIELD_SETS: Required<InvoiceFieldSets> = SCHEMA_DEFAULT_INVOICE_FIELD_SETS;

/**
 * The invoice detail rows to show for a type (spec section 4): none for 03, the default; each of 01
 * and 02 its own field set (configured, else the default). Unknown types show no detail rows.
 */
export function invoiceRowsVisible(
  invoiceType: string | null | undefined,
  fieldSets: InvoiceFieldSets = {},
): readonly InvoiceDetailField[] {
  const type = effectiveInvoiceType(invoiceType);
  if (type === '01' || type === '02') return fieldSets[type] ?? DEFAULT_INVOICE_FIELD_SETS[type];
  return [];
}
