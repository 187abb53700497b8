import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsePiiKeys } from './pii-keys';
import { PiiKeyError, PiiVault } from './pii-vault';

const key = () => randomBytes(32).toString('base64');
const INDEX = key();

describe('PiiVault', () => {
  const first = key();
  const vault = new PiiVault(parsePiiKeys({ current: first, previous: [], index: INDEX }));

  it('seals a value so that it opens to the same text, with a fresh IV each time and the key id inside', () => {
    const a = vault.seal('310104198506122428');
    const b = vault.seal('310104198506122428');
    expect(a).not.toBe(b);
    expect(a).not.toContain('3101');
    expect(a.startsWith(`pii:1:${vault.currentKeyId}:`)).toBe(true);
    expect(vault.open(a)).toBe('310104198506122428');
    expect(vault.open(vault.seal('李秀英'))).toBe('李秀英');
  });

  it('returns a value written before encryption at rest as it is', () => {
    expect(vault.open('13812345678')).toBe('13812345678');
  });

  it('refuses an altered value rather than opening it to something else', () => {
    const sealed = vault.seal('13812345678');
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${sealed.slice(0, -2)}${last}${sealed.slice(-1)}`;
    expect(() => vault.open(altered)).toThrow(PiiKeyError);
  });

  it('opens values of a previous key after rotation and seals new ones with the new key', () => {
    const old = vault.seal('new@example.com');
    const rotated = new PiiVault(parsePiiKeys({ current: key(), previous: [first], index: INDEX }));
    expect(rotated.currentKeyId).not.toBe(vault.currentKeyId);
    expect(rotated.open(old)).toBe('new@example.com');
    expect(rotated.isCurrent(old)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('x'))).toBe(true);
    // Once the previous key is dropped, its values no longer open.
    const dropped = new PiiVault(parsePiiKeys({ current: key(), previous: [], index: INDEX }));
    expect(() => dropped.open(old)).toThrow(/not configured/);
  });

  it('indexes equal values equally, per purpose, independent of the sealing key', () => {
    const rotated = new PiiVault(parsePiiKeys({ current: key(), previous: [], index: INDEX }));
    expect(vault.index('phone', '13812345678')).toBe(rotated.index('phone', '13812345678'));
    expect(vault.index('phone', '13812345678')).not.toBe(vault.index('phone', '13812345678 '));
    expect(vault.index('phone', '13812345678')).not.toBe(vault.index('staff-name', '13812345678'));
    expect(vault.index('phone', '13812345678')).not.toContain('138');
  });
});

describe('parsePiiKeys', () => {
  it('takes 32 bytes as base64, base64url or hex', () => {
    const bytes = randomBytes(32);
    const ids = [bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex')].map(
      (text) => parsePiiKeys({ current: text, previous: [], index: INDEX }).current.id,
    );
    expect(new Set(ids).size).toBe(1);
  });

  it('refuses a passphrase or a short key, naming the setting', () => {
    expect(() => parsePiiKeys({ current: 'correct horse battery staple', previous: [], index: INDEX })).toThrow(/PII_KEY must be 32 random bytes/);
    expect(() => parsePiiKeys({ current: randomBytes(16).toString('base64'), previous: [], index: INDEX })).toThrow(/PII_KEY/);
    expect(() => parsePiiKeys({ current: INDEX, previous: [], index: 'short' })).toThrow(/PII_INDEX_KEY/);
  });
});

describe('PiiVault bytes', () => {
  const first = key();
  const vault = new PiiVault(parsePiiKeys({ current: first, previous: [], index: INDEX }));
  const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);

  it('seals an image so that it opens to the same bytes, and returns bytes stored in clear as they are', () => {
    const sealed = vault.sealBytes(photo);
    expect(sealed.includes(photo.subarray(4, 20))).toBe(false);
    expect(vault.isCurrentBytes(sealed)).toBe(true);
    expect(vault.openBytes(sealed)).toEqual(photo);
    expect(vault.openBytes(photo)).toBe(photo);
    expect(vault.isCurrentBytes(photo)).toBe(false);
  });

  it('opens bytes of a previous key and refuses altered ones', () => {
    const sealed = vault.sealBytes(photo);
    const rotated = new PiiVault(parsePiiKeys({ current: key(), previous: [first], index: INDEX }));
    expect(rotated.openBytes(sealed)).toEqual(photo);
    expect(rotated.isCurrentBytes(sealed)).toBe(false);
    const altered = Buffer.from(sealed);
    altered[altered.length - 20] = (altered[altered.length - 20] ?? 0) ^ 1;
    expect(() => vault.openBytes(altered)).toThrow(PiiKeyError);
  });
});
