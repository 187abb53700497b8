import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The unpaid-order walk, which needs a server whose unpaid orders close after seconds instead of 30
 * minutes (UNPAID_ORDER_MINUTES=0.1): its own run and server, never shared with the other specs.
 *
 *     DIST_DIR=dist E2E_PORT=4183 npx playwright test -c playwright.unpaid-close.config.ts
 */
export default defineConfig({
  ...base,
  testMatch: '**/unpaid-order-closes.walk.ts',
  webServer: base.webServer && !Array.isArray(base.webServer) ? { ...base.webServer, env: { ...base.webServer.env, UNPAID_ORDER_MINUTES: '0.1' } } : base.webServer,
});
