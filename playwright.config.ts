import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './e2e/chromium-path';
import { e2eWebServer } from './e2e/e2e-web-server';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The second server's port: after the unpaid-close (PORT + 1) and real-cashier (PORT + 2, + 3) runs' ports. */
const SECOND_PORT = Number(process.env.E2E_SECOND_PORT ?? PORT + 4);

/**
 * The specs that run on the second server, one after another, while the rest run on the first: the
 * editor specs, which sign in, save drafts and publish (tenant ba's templates, which the ba buyer walks
 * read), and the longest buyer walks, so that both halves take about as long. A spec that changes
 * shared data (templates, tenant settings) and a spec that reads it belong to the same half: within a
 * half, files still run one at a time in name order on their own database.
 */
const SECOND_SERVER_SPECS = [
  // The editor's specs but tenant health's flow walk, which only reads the seeded templates (as
  // pristine as the first server keeps them) and takes minutes: it evens out the halves.
  /[\\/]editor-(?!flow-walk\.)[^\\/]*\.spec\.ts$/,
  '**/content-security-policy.spec.ts',
  '**/entry-pages.spec.ts',
  '**/journey-company.spec.ts',
  '**/journey-home.spec.ts',
  '**/journey-life.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two servers, each with its own database and one worker: their specs never see each other's data.
  workers: 2,
  projects: [
    { name: 'first-server', testIgnore: SECOND_SERVER_SPECS, workers: 1 },
    { name: 'second-server', testMatch: SECOND_SERVER_SPECS, workers: 1, use: { baseURL: `http://127.0.0.1:${SECOND_PORT}` } },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Two workers share two cores with their servers and browsers: the longest editor tests need over 30 s then.
  timeout: 60_000,
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
  webServer: [e2eWebServer(PORT, `.data/e2e-${PORT}`), e2eWebServer(SECOND_PORT, `.data/e2e-${SECOND_PORT}`)],
});
