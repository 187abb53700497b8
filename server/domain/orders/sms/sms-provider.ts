import type { Queryable } from '../../../db/database';

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
 * The default provider: messages go to the `sms_outbox` table instead of a phone. The development
 * endpoint `GET /api/dev/sms-outbox` reads it, so the demo and end-to-end tests can read the codes.
 */
export const outboxSmsProvider: SmsProvider = {
  async send(tx, message) {
    await tx.query('INSERT INTO sms_outbox (tenant_code, phone, content, created_at) VALUES ($1, $2, $3, $4)', [
      message.tenant,
      message.phone,
      message.content,
      message.now,
    ]);
  },
};
