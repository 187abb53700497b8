import { defineConfig } from '@playwright/test';
import { e2eWebServer } from './e2e/e2e-web-server';
import base from './playwright.config';

/** Its own ports and data directory, next to the main run's and the unpaid-close run's. */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 2;
const CASHIER_PORT = PORT + 1;
const APP_ORIGIN = `http://127.0.0.1:${PORT}`;
/** The key the app and the stand-in cashier share (CASHIER_SECRET, 32+ characters). */
const CASHIER_SECRET = 'real-cashier walk shared key, not a production secret';

/**
 * The real-cashier walk: the mock cashier is off, as in production, and orders pay through the
 * insurer's cashier, played by e2e/stand-in-cashier-server.ts on its own port. Development allows an
 * http CASHIER_URL; the SMS outbox stays on (SMS_OUTBOX is its own switch). `npm run test:e2e` runs it
 * after the main suite.
 *
 *     DIST_DIR=dist E2E_PORT=4173 npx playwright test -c playwright.real-cashier.config.ts
 */
export default defineConfig({
  ...base,
  // One walk on one server: none of the main run's two halves.
  workers: 1,
  projects: undefined,
  testMatch: '**/real-cashier.walk.ts',
  use: { ...base.use, baseURL: APP_ORIGIN },
  webServer: [
    e2eWebServer(PORT, `.data/e2e-cashier-${PORT}`, {
      PUBLIC_ORIGIN: APP_ORIGIN,
      MOCK_CASHIER: 'false',
      CASHIER_URL: `http://127.0.0.1:${CASHIER_PORT}/pay`,
      CASHIER_SECRET,
    }),
    {
      command: 'node --import tsx e2e/stand-in-cashier-server.ts',
      url: `http://127.0.0.1:${CASHIER_PORT}/health`,
      env: { CASHIER_PORT: String(CASHIER_PORT), CASHIER_SECRET, APP_ORIGIN },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
