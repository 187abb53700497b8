import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './e2e/chromium-path';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // Two cores run the server, the browser and the build's chunks: allow a busy machine its pauses.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Buyers are on phones: the default viewport is a 375x667 phone.
    ...devices['iPhone SE'],
    viewport: { width: 375, height: 667 },
    browserName: 'chromium',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
  },
  // The real server: the built apps, the API, and a fresh embedded database seeded with the demo data.
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: `.data/e2e-${PORT}`, DATABASE_URL: '', NODE_ENV: 'development' },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
