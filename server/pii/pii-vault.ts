import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { PiiKey, PiiKeys } from './pii-keys';

/** Every sealed value starts so: `pii:1:<key id>:<base64url of iv | ciphertext | tag>`. */
export const SEALED_PREFIX = 'pii:1:';

/** Sealed bytes start so, then the 8-character key id, the IV, the ciphertext and the tag. No image format starts so. */
const SEALED_BYTES_MAGIC = Buffer.from('PII1', 'latin1');
const KEY_ID_LENGTH = 8;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED_PATTERN = /^pii:1:([A-Za-z0-9_-]{8}):([A-Za-z0-9_-]+)$/;

/** A sealed value names a key this server does not have, or was altered: it is never returned as data. */
export class PiiKeyError extends Error {}

/**
 * Field-level encryption of personal data at rest: AES-256-GCM (Node's crypto) with a fresh 96-bit
 * IV per value and the key's id in the value, so keys rotate (new values take the current key, old
 * ones open with the previous keys until re-sealed). The authentication tag makes an altered value
 * fail to open rather than open to something else. Equality lookups use `index`, a keyed HMAC blind
 * index that reveals nothing but equality.
 */
export class PiiVault {
  private readonly byId: ReadonlyMap<string, PiiKey>;

  constructor(private readonly keys: PiiKeys) {
    this.byId = new Map([keys.current, ...keys.previous].map((key) => [key.id, key]));
  }

  /** The id of the key new values are sealed with. */
  get currentKeyId(): string {
    return this.keys.current.id;
  }

  /** The value sealed with the current key. */
  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.current.material, iv);
    const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${SEALED_PREFIX}${this.keys.current.id}:${body.toString('base64url')}`;
  }

  /** Bytes (an uploaded certificate photo, a signature) sealed with the current key. */
  sealBytes(plain: Buffer): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.current.material, iv);
    return Buffer.concat([SEALED_BYTES_MAGIC, Buffer.from(this.keys.current.id, 'latin1'), iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  }

  /** The plain bytes of sealed ones; bytes stored before encryption at rest are returned as they are. */
  openBytes(stored: Buffer): Buffer {
    if (!this.isSealedBytes(stored)) return stored;
    const id = stored.subarray(SEALED_BYTES_MAGIC.length, SEALED_BYTES_MAGIC.length + KEY_ID_LENGTH).toString('latin1');
    const key = this.byId.get(id);
    if (!key) throw new PiiKeyError(`personal data sealed with key ${id}, which is not configured (PII_KEY / PII_KEY_PREVIOUS)`);
    return this.decrypt(key, stored.subarray(SEALED_BYTES_MAGIC.length + KEY_ID_LENGTH));
  }

  /** Whether stored bytes are sealed, and with the current key. */
  isCurrentBytes(stored: Buffer): boolean {
    return this.isSealedBytes(stored) && stored.subarray(SEALED_BYTES_MAGIC.length, SEALED_BYTES_MAGIC.length + KEY_ID_LENGTH).toString('latin1') === this.keys.current.id;
  }

  private isSealedBytes(stored: Buffer): boolean {
    return stored.length > SEALED_BYTES_MAGIC.length + KEY_ID_LENGTH && stored.subarray(0, SEALED_BYTES_MAGIC.length).equals(SEALED_BYTES_MAGIC);
  }

  private decrypt(key: PiiKey, body: Buffer): Buffer {
    if (body.length < IV_BYTES + TAG_BYTES) throw new PiiKeyError('a sealed value is truncated');
    const decipher = createDecipheriv('aes-256-gcm', key.material, body.subarray(0, IV_BYTES));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new PiiKeyError('a sealed value failed authentication: it was altered or sealed with another key of the same id');
    }
  }

  /**
   * The plain value of a sealed one. A value that is not sealed (written before encryption at rest)
   * is returned as it is, until `npm run keys -- rotate` seals it.
   */
  open(value: string): string {
    if (!value.startsWith(SEALED_PREFIX)) return value;
    const match = SEALED_PATTERN.exec(value);
    const key = match ? this.byId.get(match[1] ?? '') : undefined;
    if (!match || !key) throw new PiiKeyError(`personal data sealed with key ${match?.[1] ?? '(unreadable)'}, which is not configured (PII_KEY / PII_KEY_PREVIOUS)`);
    return this.decrypt(key, Buffer.from(match[2] ?? '', 'base64url')).toString('utf8');
  }

  /** Whether a value is sealed with the current key (rotation leaves those alone). */
  isCurrent(value: string): boolean {
    return value.startsWith(`${SEALED_PREFIX}${this.keys.current.id}:`);
  }

  /** The blind index of a value: HMAC-SHA256 under PII_INDEX_KEY with a purpose label, base64url. */
  index(purpose: string, value: string): string {
    return createHmac('sha256', this.keys.index).update(`${purpose}\u0000${value}`, 'utf8').digest('base64url');
  }
}
