import { createHash } from 'node:crypto';

/** Bytes of an AES-256 key and of a blind-index key. */
export const PII_KEY_BYTES = 32;

/** One field-encryption key and the id that names it inside every value it sealed. */
export interface PiiKey {
  readonly id: string;
  readonly material: Buffer;
}

/** The keys the server seals and opens personal data with. */
export interface PiiKeys {
  /** Seals every new value; opens what it sealed. */
  readonly current: PiiKey;
  /** Earlier keys, which still open what they sealed until `npm run keys -- rotate` has re-sealed it. */
  readonly previous: readonly PiiKey[];
  /** Keys the blind indexes (HMAC-SHA256) of values looked up by equality; never rotated with the others. */
  readonly index: Buffer;
}

/**
 * A key as configured: 32 bytes written as base64, base64url or 64 hex digits. Anything else is refused
 * at start-up, so that a short passphrase never becomes an AES key.
 */
export function parseKeyMaterial(name: string, text: string): Buffer {
  const value = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length !== PII_KEY_BYTES || !/^[A-Za-z0-9+/_=-]+$/.test(value)) {
    throw new Error(`${name} must be ${PII_KEY_BYTES} random bytes as base64 or hex (generate one with \`npm run keys -- generate\`)`);
  }
  return bytes;
}

/**
 * A key's id: derived from the key itself (the first 48 bits of its SHA-256, base64url), so an operator
 * never names keys and two different keys never share an id by mistake. It reveals nothing usable.
 */
export function keyId(material: Buffer): string {
  return createHash('sha256').update('pii-key-id:').update(material).digest('base64url').slice(0, 8);
}

/** Reads the keys from their settings: PII_KEY, the comma-separated PII_KEY_PREVIOUS, PII_INDEX_KEY. */
export function parsePiiKeys(settings: { readonly current: string; readonly previous: readonly string[]; readonly index: string }): PiiKeys {
  const toKey = (name: string, text: string): PiiKey => {
    const material = parseKeyMaterial(name, text);
    return { id: keyId(material), material };
  };
  return {
    current: toKey('PII_KEY', settings.current),
    previous: settings.previous.map((text) => toKey('PII_KEY_PREVIOUS', text)),
    index: parseKeyMaterial('PII_INDEX_KEY', settings.index),
  };
}
