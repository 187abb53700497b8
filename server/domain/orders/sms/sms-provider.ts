import { DomainError, ERROR_CODES } from '../../../app/domain-error';
import type { Queryable } from '../../../db/database';
import type { PiiVault } from '../../../pii/pii-vault';
import { ORDER_MESSAGES } from '../order-messages';
import { phoneIndex } from './phone-index';

/** One text message to send. */
export interface SmsMessage {
  readonly tenant: string;
  readonly phone: string;
  readonly content: string;
  readonly now: Date;
}

/**
 * Sends text messages. It is given the transaction that records the code, so a provider that writes
 * to the database sends exactly when the code is stored; a gateway provider would post the message.
 */
export interface SmsProvider {
  send(tx: Queryable, message: SmsMessage): Promise<void>;
}

/**
 * The development provider: messages go to the `sms_outbox` table instead of a phone, the phone as
 * its blind index and the text (which carries the code) sealed, so no code is stored in clear. The
 * development endpoint `GET /api/dev/sms-outbox` reads it back for the demo and end-to-end tests.
 */
export function outboxSmsProvider(pii: PiiVault): SmsProvider {
  return {
    async send(tx, message) {
      await tx.query('INSERT INTO sms_outbox (tenant_code, phone_index, content, created_at) VALUES ($1, $2, $3, $4)', [
        message.tenant,
        phoneIndex(pii, message.phone),
        pii.seal(message.content),
        message.now,
      ]);
    },
  };
}

/**
 * Where no SMS gateway is configured and the outbox is off (production by default): nothing can be
 * delivered, so the send is refused (503, and the code is not stored) rather than pretending.
 */
export const undeliverableSmsProvider: SmsProvider = {
  async send() {
    throw new DomainError(ERROR_CODES.serviceUnavailable, ORDER_MESSAGES.smsUnavailable, 503);
  },
};
