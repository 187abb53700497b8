import type { PiiVault } from '../../../pii/pii-vault';
import { openDocument, sealDocument } from '../../../pii/seal-document';
import type { OrderRow } from './order-row';

/** An order document (payload, priced insured list, bank details) as JSON with its personal data sealed. */
export function sealedJson(document: unknown, pii: PiiVault): string {
  return JSON.stringify(sealDocument(document, pii));
}

/** An order row as the domain uses it: its payload and priced insured list opened. */
export function openOrderRow(row: OrderRow, pii: PiiVault): OrderRow {
  return { ...row, payload: openDocument(row.payload, pii), priced_insured_list: row.priced_insured_list && openDocument(row.priced_insured_list, pii) };
}
