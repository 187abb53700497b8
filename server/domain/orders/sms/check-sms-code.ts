import type { PaymentInfo } from '../../../../schema/entities/payment-info';
import type { AppContext } from '../../../app/app-context';
import type { Queryable } from '../../../db/database';
import { ORDER_MESSAGES } from '../order-messages';
import { openDocument } from '../../../pii/seal-document';
import { smsCodeMatches } from './code-hash';
import { phoneIndex } from './phone-index';
import { SMS_MAX_WRONG_TRIES } from './sms-limits';

/** Which code a check is for: the latest live code of a phone (or of an order) and purpose. */
export interface CodeTarget {
  readonly tenant: string;
  readonly businessType: string;
  readonly phone?: string;
  readonly orderNo?: string;
}

export type CodeCheck =
  | { readonly ok: true; readonly payment: PaymentInfo | null }
  | { readonly ok: false; readonly message: string };

interface CodeRow {
  readonly id: number;
  readonly phone_index: string;
  readonly code_hash: string;
  readonly expires_at: Date;
  readonly failed_attempts: number;
  readonly payment: PaymentInfo | null;
}

/**
 * Checks a typed code against the latest live code of the target, in the caller's transaction, which
 * must commit even when the check fails: a wrong try is counted, the fifth voids the code, and a right
 * one consumes it (single use). An expired, consumed or voided code never matches.
 */
export async function checkSmsCode(tx: Queryable, app: AppContext, target: CodeTarget, typed: string): Promise<CodeCheck> {
  const now = app.now();
  const { rows } = await tx.query<CodeRow>(
    `SELECT id, phone_index, code_hash, expires_at, failed_attempts, payment FROM sms_codes
      WHERE tenant_code = $1 AND business_type = $2 AND ($3::text IS NULL OR phone_index = $3) AND ($4::text IS NULL OR order_no = $4)
        AND consumed_at IS NULL AND voided_at IS NULL
      ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [target.tenant, target.businessType, target.phone === undefined ? null : phoneIndex(app.pii, target.phone), target.orderNo ?? null],
  );
  const row = rows[0];
  if (!row || row.expires_at.getTime() <= now.getTime()) return { ok: false, message: ORDER_MESSAGES.codeInvalid };
  const scope = { tenant: target.tenant, phoneIndex: row.phone_index, businessType: target.businessType };
  if (smsCodeMatches(app.config.smsCodeSecret, scope, typed, row.code_hash)) {
    await tx.query('UPDATE sms_codes SET consumed_at = $2 WHERE id = $1', [row.id, now]);
    return { ok: true, payment: row.payment && openDocument(row.payment, app.pii) };
  }
  const wrongTries = row.failed_attempts + 1;
  const voided = wrongTries >= SMS_MAX_WRONG_TRIES;
  await tx.query('UPDATE sms_codes SET failed_attempts = $2, voided_at = $3 WHERE id = $1', [row.id, wrongTries, voided ? now : null]);
  return { ok: false, message: voided ? ORDER_MESSAGES.codeTooManyTries : ORDER_MESSAGES.codeWrong(SMS_MAX_WRONG_TRIES - wrongTries) };
}
