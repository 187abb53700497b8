/** How long a grant lets a buyer name an order by its plain number after it was made or renewed: 30 days. */
export const BUYER_GRANT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The cookie that carries the signed buyer id. */
export const BUYER_COOKIE_NAME = 'insure_buyer';

/** Sent to every call under /api (the editor's own session cookie is separate). */
export const BUYER_COOKIE_PATH = '/api';
