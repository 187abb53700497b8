import { createHmac } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomId } from '../../../app/random-id';
import { BUYER_COOKIE_NAME, BUYER_COOKIE_PATH, BUYER_GRANT_TTL_MS } from './access-limits';

/** A buyer id: 128 random bits, base64url. */
const BUYER_ID_BYTES = 16;
const BUYER_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** What the signing keys of the buyer cookie are derived for: never the same key as the editor's session cookie. */
const KEY_PURPOSE = 'insure-h5 buyer cookie v1';

/** The buyer a request comes from, by its cookie; `renew` when an older session secret signed it. */
export interface BuyerId {
  readonly id: string;
  readonly renew: boolean;
}

/**
 * The signer of the buyer cookie: @fastify/cookie's, over keys derived from SESSION_SECRET and
 * SESSION_SECRET_PREVIOUS. The first signs and every one verifies, so rotating the session secret
 * keeps buyers' cookies; deriving keeps a signed buyer id from ever passing as a signed editor
 * session id, or the reverse.
 */
export function buyerCookieSigner(sessionSecrets: readonly string[]): Signer {
  return new Signer(sessionSecrets.map((secret) => createHmac('sha256', secret).update(KEY_PURPOSE).digest()));
}

/** A fresh buyer id. */
export function newBuyerId(): string {
  return randomId(BUYER_ID_BYTES, 'base64url');
}

/** The buyer of the request's cookie, or undefined when it has none or one that is not signed by us. */
export function readBuyerId(request: FastifyRequest, signer: Signer): BuyerId | undefined {
  const raw = request.cookies[BUYER_COOKIE_NAME];
  if (!raw) return undefined;
  const { valid, renew, value } = signer.unsign(raw);
  if (!valid || value === null || !BUYER_ID_PATTERN.test(value)) return undefined;
  return { id: value, renew };
}

/** Sets the signed buyer cookie: HttpOnly, SameSite=Lax (a link from elsewhere still opens the buyer's own orders), 30 days. */
export function setBuyerCookie(reply: FastifyReply, signer: Signer, buyerId: string, secure: boolean): void {
  reply.setCookie(BUYER_COOKIE_NAME, signer.sign(buyerId), {
    path: BUYER_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: BUYER_GRANT_TTL_MS / 1000,
  });
}
