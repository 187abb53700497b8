import type { sendValidateCode } from '../../../../schema/api/validate-code';
import type { PaymentInfo } from '../../../../schema/entities/payment-info';
import { isSmsPhone } from '../../../../shared/insured/is-sms-phone';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation';
import type { AppContext } from '../../../app/app-context';
import type { CallHandler } from '../../../app/call-handler';
import { DomainError, ERROR_CODES } from '../../../app/domain-error';
import { MINUTE_MS } from '../../../app/durations';
import type { Queryable } from '../../../db/database';
import { ORDER_MESSAGES } from '../order-messages';
import { completePaymentInfo } from '../payment/complete-payment-info';
import { requirePayable } from '../payment/require-payable';
import { requireOrder } from '../store/find-order';
import { sealedJson } from '../store/order-pii';
import { hashSmsCode, newSmsCode } from './code-hash';
import { enforceSendLimits } from './enforce-send-limits';
import { SMS_CODE_TTL_MS } from './sms-limits';
import { phoneIndex } from './phone-index';
import { outboxSmsProvider, undeliverableSmsProvider, type SmsProvider } from './sms-provider';

/** The provider codes go through: the outbox where SMS_OUTBOX is on; no gateway is built, so none elsewhere. */
function smsProvider(app: AppContext): SmsProvider {
  return app.config.smsOutbox ? outboxSmsProvider(app.pii) : undeliverableSmsProvider;
}

/**
 * Serializes sends per phone and per address, whatever the tenant (the limits span tenants), so the
 * limits hold under concurrent requests.
 */
async function lockSender(tx: Queryable, phoneKey: string, ip: string): Promise<void> {
  // Always phone before address: two sends never wait on each other in opposite orders.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms-phone:${phoneKey}`]);
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms-ip:${ip}`]);
}

/**
 * sendValidateCode, both forms. The first (normalValidate) verifies the buyer's phone; the payment
 * form (identityValidate) needs complete bank details and an order awaiting payment, and keeps the
 * details with the code for pay confirm. The phone must pass the get-code pattern, the send limits
 * must allow it; any earlier unused code of the phone and purpose is voided; the code is stored only
 * as a keyed hash, the phone as its blind index and the bank details sealed, and sent through the provider.
 */
export const handleSendValidateCode: CallHandler<typeof sendValidateCode> = async ({ body, tenant, ip, app }) => {
  const phone = body.target.trim();
  if (!isSmsPhone(phone)) throw new DomainError(ERROR_CODES.badRequest, VALIDATION_MESSAGES.smsPhoneInvalid, 400);
  let payment: PaymentInfo | undefined;
  if (body.businessType === 'identityValidate') {
    payment = completePaymentInfo(body.extraInfo);
    if (!payment) throw new DomainError(ERROR_CODES.badRequest, VALIDATION_MESSAGES.paymentInfoIncomplete, 400);
  }
  const now = app.now();
  const phoneKey = phoneIndex(app.pii, phone);
  await app.db.transaction(async (tx) => {
    let orderNo: string | null = null;
    if (body.businessType === 'identityValidate') {
      const order = await requireOrder(tx, app, tenant, { orderNo: body.orderNo });
      requirePayable(order.status);
      orderNo = order.order_no;
    }
    await lockSender(tx, phoneKey, ip);
    await enforceSendLimits(tx, { phoneIndex: phoneKey, ip, now });
    await tx.query(
      'UPDATE sms_codes SET voided_at = $4 WHERE tenant_code = $1 AND phone_index = $2 AND business_type = $3 AND consumed_at IS NULL AND voided_at IS NULL',
      [tenant, phoneKey, body.businessType, now],
    );
    const code = newSmsCode();
    await tx.query(
      `INSERT INTO sms_codes (tenant_code, phone_index, business_type, order_no, code_hash, ip, payment, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        tenant,
        phoneKey,
        body.businessType,
        orderNo,
        hashSmsCode(app.config.smsCodeSecret, { tenant, phoneIndex: phoneKey, businessType: body.businessType }, code),
        ip,
        payment ? sealedJson(payment, app.pii) : null,
        now,
        new Date(now.getTime() + SMS_CODE_TTL_MS),
      ],
    );
    await smsProvider(app).send(tx, { tenant, phone, content: ORDER_MESSAGES.smsText(code, SMS_CODE_TTL_MS / MINUTE_MS), now });
  });
  return { success: true, code: 0, message: ORDER_MESSAGES.codeSent };
};
