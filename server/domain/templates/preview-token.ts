import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a QA preview link works: a working day of testing, then the operator makes a new one. */
export const PREVIEW_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** What a preview token grants: the draft of one template of one tenant, until `expiresAt` (epoch ms). */
export interface PreviewGrant {
  readonly tenant: string;
  readonly templateId: string;
  /** The promotion whose goods the preview shows, when the operator chose one. */
  readonly promotionId?: string;
  readonly expiresAt: number;
}

/** Characters of the MAC kept in the token: 132 bits of base64url. */
const MAC_LENGTH = 22;

const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,900})\.([A-Za-z0-9_-]{22})$/;

/** The purpose is part of what is signed, so a token made for something else under the same secret never passes here. */
function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`template-preview:${payload}`).digest('base64url').slice(0, MAC_LENGTH);
}

/** `<payload>.<mac>`, both base64url: the grant in JSON, and its HMAC under the server's secret. */
export function signPreviewToken(secret: string, grant: PreviewGrant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

function isGrant(value: unknown): value is PreviewGrant {
  if (typeof value !== 'object' || value === null) return false;
  const grant = value as Record<string, unknown>;
  return (
    typeof grant.tenant === 'string' &&
    typeof grant.templateId === 'string' &&
    typeof grant.expiresAt === 'number' &&
    (grant.promotionId === undefined || typeof grant.promotionId === 'string')
  );
}

/**
 * The grant inside a genuine, unexpired token, or undefined: a forged, altered, truncated or expired
 * token is refused before any lookup. The MAC is checked in constant time before the payload is read.
 */
export function readPreviewToken(secret: string, token: string, now: Date): PreviewGrant | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const [, payload = '', given = ''] = match;
  const expected = Buffer.from(mac(secret, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  let grant: unknown;
  try {
    grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isGrant(grant) || grant.expiresAt <= now.getTime()) return undefined;
  return grant;
}
