import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomId } from '../../../app/random-id';

/** Bytes of randomness behind a token id: 96 bits, unguessable. */
const TOKEN_ID_BYTES = 12;
/** Characters of the MAC kept in the token: 132 bits of base64url. */
const MAC_LENGTH = 22;

/** The shape of an encryptOrderNo: `<random id>.<mac>`, both base64url. Plain order numbers are digits. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;

/** A fresh random token id, stored with the order. */
export function newTokenId(): string {
  return randomId(TOKEN_ID_BYTES, 'base64url');
}

function mac(secret: string, tenant: string, tokenId: string): string {
  return createHmac('sha256', secret).update(`${tenant}:${tokenId}`).digest('base64url').slice(0, MAC_LENGTH);
}

/**
 * The opaque `encryptOrderNo` of an order: its random token id and an HMAC (ORDER_TOKEN_SECRET) over
 * the tenant and that id. It reveals nothing about the order number, the buyer or the time, and a
 * forged or other tenant's token is refused before any lookup.
 */
export function encryptOrderNo(secret: string, tenant: string, tokenId: string): string {
  return `${tokenId}.${mac(secret, tenant, tokenId)}`;
}

/** Whether a value has the shape of an encryptOrderNo (rather than a plain order number). */
export function looksLikeToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** The token id inside a genuine token of this tenant, or undefined for anything else. */
export function readTokenId(secret: string, tenant: string, token: string): string | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const [, tokenId = '', given = ''] = match;
  const expected = Buffer.from(mac(secret, tenant, tokenId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? tokenId : undefined;
}
