import { defineConfig } from '@playwright/test';
import { e2eWebServer } from './e2e/e2e-web-server';
import base from './playwright.config';

/** Its own port and data directory, next to the main run's, so the two servers never mix. */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 1;

/**
 * The unpaid-order walk, which needs a server whose unpaid orders close after seconds instead of 30
 * minutes (UNPAID_ORDER_MINUTES=0.1): its own run and server, never shared with the other specs.
 * `npm run test:e2e` runs it after the main suite.
 *
 *     DIST_DIR=dist E2E_PORT=4183 npx playwright test -c playwright.unpaid-close.config.ts
 */
export default defineConfig({
  ...base,
  // One walk on one server: none of the main run's two halves.
  workers: 1,
  projects: undefined,
  testMatch: '**/unpaid-order-closes.walk.ts',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: e2eWebServer(PORT, `.data/e2e-unpaid-${PORT}`, { UNPAID_ORDER_MINUTES: '0.1' }),
});
