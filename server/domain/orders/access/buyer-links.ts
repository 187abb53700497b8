import { createHash } from 'node:crypto';
import { randomId } from '../../../app/random-id';
import type { Queryable } from '../../../db/database';
import { BUYER_LINK_TOKEN_BYTES, BUYER_LINK_TTL_MS } from './access-limits';

/** Only a digest of a link token is stored: reading the table opens no order. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh link to a tenant's order: its token (shown once, never stored) and when it stops working. */
export async function mintBuyerLink(db: Queryable, tenant: string, orderNo: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomId(BUYER_LINK_TOKEN_BYTES, 'base64url');
  const expiresAt = new Date(now.getTime() + BUYER_LINK_TTL_MS);
  await db.query('INSERT INTO buyer_links (token_hash, tenant_code, order_no, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    tokenHash(token),
    tenant,
    orderNo,
    now,
    expiresAt,
  ]);
  return { token, expiresAt };
}

/**
 * The order a live link of this tenant names, counting the opening; undefined for a token that was
 * never issued, has expired, or belongs to another tenant, which callers refuse alike.
 */
export async function openBuyerLink(db: Queryable, tenant: string, token: string, now: Date): Promise<string | undefined> {
  const { rows } = await db.query<{ order_no: string }>(
    'UPDATE buyer_links SET opened_count = opened_count + 1 WHERE token_hash = $1 AND tenant_code = $2 AND expires_at > $3 RETURNING order_no',
    [tokenHash(token), tenant, now],
  );
  return rows[0]?.order_no;
}

/** Deletes expired links; they are already refused when opened, this keeps the table small. */
export async function purgeExpiredBuyerLinks(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM buyer_links WHERE expires_at <= $1', [now]);
}
