/**
 * The least a production start needs: every secret, the personal data keys and the insurer's cashier
 * (the mock cashier is off in production). Test values only, never for a real deployment.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMS_CODE_SECRET: 'test sms code secret',
  ORDER_TOKEN_SECRET: 'test order token secret',
  SESSION_SECRET: 'a production session secret of enough length',
  PII_KEY: 'a'.repeat(64),
  PII_INDEX_KEY: 'b'.repeat(64),
  CASHIER_URL: 'https://cashier.insurer.example/pay',
  CASHIER_SECRET: 'a cashier secret shared with the insurer, 32+ chars',
} as const;
