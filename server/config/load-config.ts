import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parsePiiKeys, type PiiKeys } from '../pii/pii-keys';
import { DEFAULT_RECORDING_RETENTION_DAYS, DEFAULT_UNORDERED_RECORDING_DAYS } from '../domain/recordings/purge-recordings';
import { developmentSecret } from './development-secrets';

/** Everything the server reads from its environment; see docs/deploy.md. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `dataDir` is used. */
  readonly databaseUrl: string | undefined;
  /**
   * Most PostgreSQL connections this instance opens (DATABASE_POOL_SIZE, default 10): every instance
   * opens up to this many, so instances × pool size stays under the server's max_connections.
   */
  readonly databasePoolSize: number;
  readonly dataDir: string;
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** Keys the mock-payment signature (HMAC-less SHA1 over the spec's fields plus this secret). */
  readonly paySignSecret: string;
  /** Salts the SMS code hashes. */
  readonly smsCodeSecret: string;
  /** Derives the opaque `encryptOrderNo` tokens. */
  readonly orderTokenSecret: string;
  /** WeChat official-account credentials for JS-SDK signatures; share config is "not configured" without them. */
  readonly wechatAppId: string | undefined;
  readonly wechatAppSecret: string | undefined;
  /** Where the built apps are served from. */
  readonly distDir: string;
  /**
   * Whether search engines may index the promotion pages (ROBOTS_INDEX, off by default): their
   * addresses carry channel and referrer parameters, and a campaign ends. The editor, the API and an
   * order's pages never are.
   */
  readonly robotsIndex: boolean;
  /**
   * How long sales-process recordings are kept after their last chunk (RECORDING_RETENTION_DAYS, 1095
   * days by default: three years), and those no order was made from (RECORDING_UNORDERED_DAYS, 30).
   */
  readonly recordingRetentionDays: number;
  readonly unorderedRecordingDays: number;
  /** Public origin used in links the server prints and in payment return URLs. */
  readonly publicOrigin: string;
  /**
   * Sign editor session cookies: the first signs, every one verifies (SESSION_SECRET, then the
   * comma-separated SESSION_SECRET_PREVIOUS while rotating).
   */
  readonly sessionSecrets: readonly string[];
  /** Whether the session cookie is Secure (sent over HTTPS only): on in production unless SESSION_COOKIE_SECURE=false. */
  readonly sessionCookieSecure: boolean;
  /** Whether start-up seeds one demo account per role per tenant (development and test only). */
  readonly demoAccounts: boolean;
  /**
   * Whether start-up seeds the demo orders, invented buyers with personal data (DEMO_ORDERS): on by
   * default outside production, never in production, where every order must be a buyer's own.
   */
  readonly demoOrders: boolean;
  /**
   * The mock cashier (mockPayRequest, mockPay) and mock orders (createMockOrder), which pay and create
   * orders with no money taken: MOCK_CASHIER, on by default outside production, off in production.
   */
  readonly mockCashier: boolean;
  /** The SMS outbox endpoint that reads back sent codes: SMS_OUTBOX, on by default outside production, off in production. */
  readonly smsOutbox: boolean;
  /**
   * Which proxies' `X-Forwarded-For` / `X-Forwarded-Proto` are believed (TRUST_PROXY): none by default,
   * `true` (any), a hop count, or addresses / CIDRs / `loopback`. Anything else the client says about
   * its address is ignored, so sign-in throttling, SMS caps and the audit log see the real peer.
   */
  readonly trustProxy: boolean | number | string;
  /**
   * Origins of an editor hosted elsewhere that may frame the buyer app for its live preview
   * (EDITOR_ORIGINS, comma-separated; the server's own origin always may). Pair with the build's
   * VITE_PREVIEW_ORIGINS.
   */
  readonly editorOrigins: readonly string[];
  /** Origins besides this server's a buyer may be sent back to after paying (RETURN_URL_ORIGINS, comma-separated). */
  readonly returnUrlOrigins: readonly string[];
  /**
   * The insurer's cashier page the pay step posts its payment application to (CASHIER_URL, https in
   * production). Required in production unless the mock cashier is on.
   */
  readonly cashierUrl: string | undefined;
  /** The HMAC-SHA256 key shared with the insurer's cashier, at least 32 characters (CASHIER_SECRET). */
  readonly cashierSecret: string | undefined;
  /** An order not paid this many minutes after its submission is closed (UNPAID_ORDER_MINUTES, default 30). */
  readonly unpaidOrderMinutes: number;
  /**
   * Keys of personal data at rest: PII_KEY seals, the comma-separated PII_KEY_PREVIOUS still open what
   * they sealed, PII_INDEX_KEY keys the blind indexes. Required in production; generated and kept in
   * the data directory in development.
   */
  readonly piiKeys: PiiKeys;
}

interface SecretSource {
  readonly env: NodeJS.ProcessEnv;
  readonly nodeEnv: ServerConfig['nodeEnv'];
  readonly dataDir: string;
}

function secret(source: SecretSource, name: string): string {
  const value = source.env[name];
  if (value) return value;
  if (source.nodeEnv === 'production') throw new Error(`${name} must be set when NODE_ENV=production`);
  return developmentSecret(name, source.dataDir, source.nodeEnv === 'development');
}

/** A comma-separated list of origins. */
function originList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
}

/** A development convenience: on outside production unless set to `false`; in production only when set to `true`. */
function convenience(value: string | undefined, nodeEnv: ServerConfig['nodeEnv']): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return nodeEnv !== 'production';
}

/** `TRUST_PROXY`: by default no proxy is believed; the server sees its peer as the client. */
function trustProxy(value: string | undefined): boolean | number | string {
  const setting = value?.trim() || 'false';
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting;
}

/** Session secrets must be long enough that a signature cannot be brute-forced. */
const SESSION_SECRET_MIN_LENGTH = 32;

function sessionSecrets(source: SecretSource): string[] {
  const { env } = source;
  const previous = (env.SESSION_SECRET_PREVIOUS ?? '').split(',').map((value) => value.trim()).filter(Boolean);
  const secrets = [secret(source, 'SESSION_SECRET'), ...previous];
  const short = secrets.find((value) => value.length < SESSION_SECRET_MIN_LENGTH);
  if (short !== undefined) throw new Error(`SESSION_SECRET and SESSION_SECRET_PREVIOUS must each be at least ${SESSION_SECRET_MIN_LENGTH} characters`);
  return secrets;
}

/** The cashier shared key must be long enough that a notice signature cannot be brute-forced. */
const CASHIER_SECRET_MIN_LENGTH = 32;

/**
 * CASHIER_URL and CASHIER_SECRET, checked. Production without the mock cashier takes money only
 * through the insurer's cashier, so it refuses to start without them.
 */
function cashier(env: NodeJS.ProcessEnv, nodeEnv: ServerConfig['nodeEnv'], mockCashier: boolean): Pick<ServerConfig, 'cashierUrl' | 'cashierSecret'> {
  const cashierUrl = env.CASHIER_URL?.trim() || undefined;
  const cashierSecret = env.CASHIER_SECRET || undefined;
  if (nodeEnv === 'production' && !mockCashier && (!cashierUrl || !cashierSecret)) {
    throw new Error('CASHIER_URL and CASHIER_SECRET must be set when NODE_ENV=production and MOCK_CASHIER is off');
  }
  if (cashierUrl !== undefined) {
    let protocol: string;
    try {
      protocol = new URL(cashierUrl).protocol;
    } catch {
      throw new Error(`CASHIER_URL must be an address, got "${cashierUrl}"`);
    }
    const allowed = nodeEnv === 'production' ? ['https:'] : ['https:', 'http:'];
    if (!allowed.includes(protocol)) throw new Error(`CASHIER_URL must be an ${nodeEnv === 'production' ? 'https' : 'http(s)'} address`);
  }
  if (cashierSecret !== undefined && cashierSecret.length < CASHIER_SECRET_MIN_LENGTH) {
    throw new Error(`CASHIER_SECRET must be at least ${CASHIER_SECRET_MIN_LENGTH} characters`);
  }
  return { cashierUrl, cashierSecret };
}

/** A yes-or-no setting: `true` or `false`, `fallback` when unset; anything else is refused rather than guessed. */
function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  const setting = value?.trim() ?? '';
  if (setting === '') return fallback;
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** UNPAID_ORDER_MINUTES: a positive number of minutes (fractions allowed), 30 by default. */
function unpaidOrderMinutes(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 30;
  const minutes = Number(value);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`UNPAID_ORDER_MINUTES must be a positive number, got "${value}"`);
  return minutes;
}

/** A number of days: a whole number from 1, `fallback` when unset. */
function days(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number of days from 1, got "${value}"`);
  return count;
}

/** DATABASE_POOL_SIZE: a whole number of connections from 1, 10 by default. */
function databasePoolSize(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1, got "${value}"`);
  return size;
}

/**
 * Reads the configuration from the environment. Every setting has a safe local default, except the
 * secrets, which must be set in production so that signatures cannot be forged with a public default.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = resolve(cwd, env.DATA_DIR ?? '.data');
  const secrets: SecretSource = { env, nodeEnv, dataDir };
  const mockCashier = convenience(env.MOCK_CASHIER, nodeEnv);
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: databasePoolSize(env.DATABASE_POOL_SIZE),
    dataDir,
    nodeEnv,
    // The mock cashier's key, needed only while it is on; otherwise a random key nothing can sign with.
    paySignSecret: mockCashier ? secret(secrets, 'PAY_SIGN_SECRET') : (env.PAY_SIGN_SECRET || randomBytes(32).toString('base64url')),
    smsCodeSecret: secret(secrets, 'SMS_CODE_SECRET'),
    orderTokenSecret: secret(secrets, 'ORDER_TOKEN_SECRET'),
    wechatAppId: env.WECHAT_APP_ID || undefined,
    wechatAppSecret: env.WECHAT_APP_SECRET || undefined,
    distDir: resolve(cwd, env.DIST_DIR ?? 'dist'),
    robotsIndex: onOff('ROBOTS_INDEX', env.ROBOTS_INDEX, false),
    recordingRetentionDays: days('RECORDING_RETENTION_DAYS', env.RECORDING_RETENTION_DAYS, DEFAULT_RECORDING_RETENTION_DAYS),
    unorderedRecordingDays: days('RECORDING_UNORDERED_DAYS', env.RECORDING_UNORDERED_DAYS, DEFAULT_UNORDERED_RECORDING_DAYS),
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    sessionSecrets: sessionSecrets(secrets),
    sessionCookieSecure: env.SESSION_COOKIE_SECURE ? env.SESSION_COOKIE_SECURE !== 'false' : nodeEnv === 'production',
    demoAccounts: nodeEnv !== 'production' && env.DEMO_ACCOUNTS !== 'false',
    demoOrders: nodeEnv !== 'production' && env.DEMO_ORDERS !== 'false',
    mockCashier,
    ...cashier(env, nodeEnv, mockCashier),
    unpaidOrderMinutes: unpaidOrderMinutes(env.UNPAID_ORDER_MINUTES),
    smsOutbox: convenience(env.SMS_OUTBOX, nodeEnv),
    trustProxy: trustProxy(env.TRUST_PROXY),
    editorOrigins: originList(env.EDITOR_ORIGINS),
    returnUrlOrigins: originList(env.RETURN_URL_ORIGINS),
    piiKeys: parsePiiKeys({ current: secret(secrets, 'PII_KEY'), previous: originList(env.PII_KEY_PREVIOUS), index: secret(secrets, 'PII_INDEX_KEY') }),
  };
}
