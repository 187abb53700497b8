import { hash, verify } from '@node-rs/argon2';

/**
 * A password's argon2id hash in the PHC string format. The library's defaults are argon2id with
 * 19 MiB of memory, 2 passes and 1 lane: OWASP's recommended minimum for argon2id.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether a password matches a stored hash; a malformed hash matches nothing. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification against a hash nobody's password matches, so that an unknown
 * username takes as long to refuse as a wrong password and usernames cannot be probed by timing.
 */
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that no account has');
  await verifyPassword(await decoyHash, password);
  return false;
}
