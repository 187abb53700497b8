import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../testing/production-env';
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
    expect(() => loadConfig({ NODE_ENV: 'production', MOCK_CASHIER: 'true' })).toThrow('PAY_SIGN_SECRET must be set when NODE_ENV=production');
  });
});

describe('the payment settings', () => {
  const { CASHIER_URL, CASHIER_SECRET, ...production } = PRODUCTION_ENV;
  const cashier = { CASHIER_URL, CASHIER_SECRET };

  it('refuse to start production without the mock cashier and without the insurer cashier', () => {
    const message = 'CASHIER_URL and CASHIER_SECRET must be set when NODE_ENV=production and MOCK_CASHIER is off';
    expect(() => loadConfig(production)).toThrow(message);
    expect(() => loadConfig({ ...production, CASHIER_URL: cashier.CASHIER_URL })).toThrow(message);
    expect(() => loadConfig({ ...production, CASHIER_SECRET: cashier.CASHIER_SECRET })).toThrow(message);
    expect(loadConfig({ ...production, ...cashier })).toMatchObject({ mockCashier: false, cashierUrl: cashier.CASHIER_URL, cashierSecret: cashier.CASHIER_SECRET });
  });

  it('need PAY_SIGN_SECRET only while the mock cashier is on', () => {
    const config = loadConfig({ ...production, ...cashier });
    // Random, so nothing can be signed for the unmounted mock cashier with a guessable key.
    expect(config.paySignSecret).toMatch(/^[\w-]{43}$/);
    expect(loadConfig({ ...production, ...cashier }).paySignSecret).not.toBe(config.paySignSecret);
    expect(() => loadConfig({ ...production, MOCK_CASHIER: 'true' })).toThrow('PAY_SIGN_SECRET must be set when NODE_ENV=production');
    expect(loadConfig({ ...production, MOCK_CASHIER: 'true', PAY_SIGN_SECRET: 'p' })).toMatchObject({ mockCashier: true, paySignSecret: 'p', cashierUrl: undefined });
  });

  it('take only an https cashier in production and a shared key of at least 32 characters', () => {
    expect(() => loadConfig({ ...production, ...cashier, CASHIER_URL: 'http://cashier.insurer.example/pay' })).toThrow('CASHIER_URL must be an https address');
    expect(() => loadConfig({ ...production, ...cashier, CASHIER_URL: 'not an address' })).toThrow('CASHIER_URL must be an address');
    expect(() => loadConfig({ ...production, ...cashier, CASHIER_SECRET: CASHIER_SECRET.slice(0, 31) })).toThrow('CASHIER_SECRET must be at least 32 characters');
    // A local stand-in cashier over http is fine outside production.
    expect(loadConfig({ NODE_ENV: 'test', CASHIER_URL: 'http://127.0.0.1:4999/pay' }).cashierUrl).toBe('http://127.0.0.1:4999/pay');
  });

  it('close unpaid orders after 30 minutes unless UNPAID_ORDER_MINUTES says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).unpaidOrderMinutes).toBe(30);
    expect(loadConfig({ NODE_ENV: 'test', UNPAID_ORDER_MINUTES: '0.05' }).unpaidOrderMinutes).toBe(0.05);
    expect(() => loadConfig({ NODE_ENV: 'test', UNPAID_ORDER_MINUTES: '0' })).toThrow('UNPAID_ORDER_MINUTES must be a positive number');
    expect(() => loadConfig({ NODE_ENV: 'test', UNPAID_ORDER_MINUTES: 'soon' })).toThrow('UNPAID_ORDER_MINUTES must be a positive number');
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

describe('the database pool', () => {
  it('opens at most 10 PostgreSQL connections per instance unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).databasePoolSize).toBe(10);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    for (const bad of ['0', '2.5', 'many']) expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_POOL_SIZE: bad })).toThrow('DATABASE_POOL_SIZE must be a whole number from 1');
  });
});

describe('search engines', () => {
  it('keep recordings three years after an order and thirty days without one, unless set, and refuse what is not a number of days', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ recordingRetentionDays: 1095, unorderedRecordingDays: 30 });
    expect(loadConfig({ NODE_ENV: 'test', RECORDING_RETENTION_DAYS: '1825', RECORDING_UNORDERED_DAYS: '7' })).toMatchObject({ recordingRetentionDays: 1825, unorderedRecordingDays: 7 });
    for (const value of ['0', '-3', '1.5', 'forever']) {
      expect(() => loadConfig({ NODE_ENV: 'test', RECORDING_RETENTION_DAYS: value })).toThrow('RECORDING_RETENTION_DAYS');
    }
  });

  it('index no page unless ROBOTS_INDEX=true, in production as elsewhere, and a setting that is not true or false is refused', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).robotsIndex).toBe(false);
    expect(loadConfig(PRODUCTION_ENV).robotsIndex).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, ROBOTS_INDEX: 'true' }).robotsIndex).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', ROBOTS_INDEX: 'false' }).robotsIndex).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', ROBOTS_INDEX: '' }).robotsIndex).toBe(false);
    for (const bad of ['yes', '1', 'TRUE']) expect(() => loadConfig({ NODE_ENV: 'test', ROBOTS_INDEX: bad })).toThrow('ROBOTS_INDEX must be true or false');
  });
});
