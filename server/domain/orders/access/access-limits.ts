/** How long a grant lets a buyer name an order by its plain number after it was made or renewed: 30 days. */
export const BUYER_GRANT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The cookie that carries the signed buyer id. */
export const BUYER_COOKIE_NAME = 'insure_buyer';

/** Sent to every call under /api (the editor's own session cookie is separate). */
export const BUYER_COOKIE_PATH = '/api';

/** How long a buyer link (the token a QR code or SMS hands to another device) opens its order: 24 hours. */
export const BUYER_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Random bytes behind a buyer link token: 256 bits, base64url (43 characters). */
export const BUYER_LINK_TOKEN_BYTES = 32;
