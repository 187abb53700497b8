export {
  DEFAULT_INVOICE_FIELD_SETS,
  INVOICE_DETAIL_FIELDS,
  invoiceRowsVisible,
  type InvoiceDetailField,
  type InvoiceFieldSets,
} from './invoice-rows-visible';
export { invoiceRowsAsked } from './invoice-rows-asked';
export { effectiveInvoiceType } from './invoice-type';
export { sendAddressVisible } from './send-address-visible';
