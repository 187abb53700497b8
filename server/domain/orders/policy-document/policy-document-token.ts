import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the token's key is derived for: never the same MAC as an order token (encryptOrderNo). */
const KEY_PURPOSE = 'insure-h5 e-policy document v1';

/** The whole HMAC-SHA256, base64url (256 bits, 43 characters). */
function mac(secret: string, tenant: string, policyNo: string): string {
  const key = createHmac('sha256', secret).update(KEY_PURPOSE).digest();
  return createHmac('sha256', key).update(`${tenant}:${policyNo}`).digest('base64url');
}

/**
 * The token of a policy's e-policy address: an HMAC (key derived from ORDER_TOKEN_SECRET) over the
 * tenant and the policy number. Whoever the server handed the address (the buyer who may read the
 * order) can open that one document and nothing else: unlike the order token it opens no order, and
 * the bare policy number, which is printed and shared, opens nothing.
 */
export function policyDocumentToken(secret: string, tenant: string, policyNo: string): string {
  return mac(secret, tenant, policyNo);
}

/** Whether a token is the genuine one of this tenant's policy, compared in constant time. */
export function isPolicyDocumentToken(secret: string, tenant: string, policyNo: string, token: string): boolean {
  const expected = Buffer.from(mac(secret, tenant, policyNo));
  const actual = Buffer.from(token);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
