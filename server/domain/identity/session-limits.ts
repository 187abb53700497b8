/** A session ends after this long without a request (8 hours). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

/** A session ends this long after sign-in, however busy (7 days). */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

/** Failed sign-ins per account, and per address, that lock it. */
export const SIGN_IN_MAX_FAILURES = 5;

/** How long a lock lasts, and the window the failures are counted in (15 minutes). */
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;

/** Sign-in requests an address may send per minute, whatever their outcome. */
export const SIGN_IN_REQUESTS_PER_MINUTE = 30;

/** The cookie that carries the signed session id; sent only to the editor API. */
export const SESSION_COOKIE_NAME = 'insure_editor_session';

export const SESSION_COOKIE_PATH = '/api/editor';
