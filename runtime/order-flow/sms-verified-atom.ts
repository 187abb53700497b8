import { sessionAtom } from '../state/session-atom';

/**
 * The `phone:code` pairs the server has accepted this session. The server consumes a code when it
 * verifies it, so a later validation (the page validated again, a reload) must not ask again.
 */
export const smsVerifiedAtom = sessionAtom<readonly string[]>('SMS_VERIFIED', []);

/** The key of one verified pair. */
export function verifiedKey(phone: string, code: string): string {
  return `${phone}:${code}`;
}
