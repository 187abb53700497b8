import { randomBytes, randomInt } from 'node:crypto';

/**
 * `bytes` bytes from the system's secure generator as text (hex unless told otherwise): identifiers
 * that must not be guessable from one another (uploads, questionnaires, templates, order tokens).
 */
export function randomId(bytes: number, encoding: 'hex' | 'base64url' = 'hex'): string {
  return randomBytes(bytes).toString(encoding);
}

/** `count` random decimal digits from the secure generator, leading zeros kept (SMS codes, number suffixes). */
export function randomDigits(count: number): string {
  return String(randomInt(0, 10 ** count)).padStart(count, '0');
}
