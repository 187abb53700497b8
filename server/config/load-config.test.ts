import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config';

describe('secrets outside production', () => {
  it('are random, never a public string, and kept in the data directory across restarts in development', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'insure-secrets-'));
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.paySignSecret).toMatch(/^[\w-]{43}$/);
    expect(new Set([first.paySignSecret, first.smsCodeSecret, first.orderTokenSecret, first.sessionSecrets[0]]).size).toBe(4);
    const stored = JSON.parse(readFileSync(join(dataDir, 'development-secrets.json'), 'utf8')) as Record<string, string>;
    expect(stored.PAY_SIGN_SECRET).toBe(first.paySignSecret);
    expect(statSync(join(dataDir, 'development-secrets.json')).mode & 0o077).toBe(0);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).paySignSecret).toBe(first.paySignSecret);
    const elsewhere = loadConfig({ NODE_ENV: 'development', DATA_DIR: mkdtempSync(join(tmpdir(), 'insure-secrets-')) });
    expect(elsewhere.paySignSecret).not.toBe(first.paySignSecret);
  });

  it('are what the environment sets, and required in production', () => {
    expect(loadConfig({ NODE_ENV: 'development', PAY_SIGN_SECRET: 'chosen' }).paySignSecret).toBe('chosen');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('PAY_SIGN_SECRET must be set when NODE_ENV=production');
  });
});

describe('the personal data keys', () => {
  const production = {
    NODE_ENV: 'production',
    SMS_CODE_SECRET: 's',
    ORDER_TOKEN_SECRET: 'o',
    SESSION_SECRET: 'a production session secret of enough length',
    MOCK_CASHIER: 'true',
    PAY_SIGN_SECRET: 'p',
    PII_KEY: 'a'.repeat(64),
    PII_INDEX_KEY: 'b'.repeat(64),
  };

  it('are required in production, and must be 32 random bytes', () => {
    expect(loadConfig(production).piiKeys.current.material).toEqual(Buffer.alloc(32, 0xaa));
    expect(() => loadConfig({ ...production, PII_KEY: '' })).toThrow('PII_KEY must be set when NODE_ENV=production');
    expect(() => loadConfig({ ...production, PII_INDEX_KEY: '' })).toThrow('PII_INDEX_KEY must be set when NODE_ENV=production');
    expect(() => loadConfig({ ...production, PII_KEY: 'my secret passphrase' })).toThrow('PII_KEY must be 32 random bytes');
    expect(loadConfig({ ...production, PII_KEY_PREVIOUS: `${'c'.repeat(64)}, ${'d'.repeat(64)}` }).piiKeys.previous).toHaveLength(2);
  });

  it('are generated and kept in the data directory in development', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'insure-pii-'));
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).piiKeys;
    const again = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).piiKeys;
    expect(again.current.id).toBe(first.current.id);
    expect(again.index).toEqual(first.index);
    expect(first.index).not.toEqual(first.current.material);
  });
});
