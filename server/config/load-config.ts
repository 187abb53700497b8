import { resolve } from 'node:path';

/** Everything the server reads from its environment; see docs/deploy.md. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `dataDir` is used. */
  readonly databaseUrl: string | undefined;
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
   * Which proxies' `X-Forwarded-For` / `X-Forwarded-Proto` are believed (TRUST_PROXY): none by default,
   * `true` (any), a hop count, or addresses / CIDRs / `loopback`. Anything else the client says about
   * its address is ignored, so sign-in throttling, SMS caps and the audit log see the real peer.
   */
  readonly trustProxy: boolean | number | string;
}

const DEV_SECRET = 'insure-h5-development-secret';

function secret(env: NodeJS.ProcessEnv, name: string, nodeEnv: ServerConfig['nodeEnv']): string {
  const value = env[name];
  if (value) return value;
  if (nodeEnv === 'production') throw new Error(`${name} must be set when NODE_ENV=production`);
  return `${DEV_SECRET}:${name}`;
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

function sessionSecrets(env: NodeJS.ProcessEnv, nodeEnv: ServerConfig['nodeEnv']): string[] {
  const previous = (env.SESSION_SECRET_PREVIOUS ?? '').split(',').map((value) => value.trim()).filter(Boolean);
  const secrets = [secret(env, 'SESSION_SECRET', nodeEnv), ...previous];
  const short = secrets.find((value) => value.length < SESSION_SECRET_MIN_LENGTH);
  if (short !== undefined) throw new Error(`SESSION_SECRET and SESSION_SECRET_PREVIOUS must each be at least ${SESSION_SECRET_MIN_LENGTH} characters`);
  return secrets;
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
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(cwd, env.DATA_DIR ?? '.data'),
    nodeEnv,
    paySignSecret: secret(env, 'PAY_SIGN_SECRET', nodeEnv),
    smsCodeSecret: secret(env, 'SMS_CODE_SECRET', nodeEnv),
    orderTokenSecret: secret(env, 'ORDER_TOKEN_SECRET', nodeEnv),
    wechatAppId: env.WECHAT_APP_ID || undefined,
    wechatAppSecret: env.WECHAT_APP_SECRET || undefined,
    distDir: resolve(cwd, env.DIST_DIR ?? 'dist'),
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    sessionSecrets: sessionSecrets(env, nodeEnv),
    sessionCookieSecure: env.SESSION_COOKIE_SECURE ? env.SESSION_COOKIE_SECURE !== 'false' : nodeEnv === 'production',
    demoAccounts: nodeEnv !== 'production' && env.DEMO_ACCOUNTS !== 'false',
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
