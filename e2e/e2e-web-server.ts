/**
 * The real server for an end-to-end run: the built apps, the API, and a fresh embedded database under
 * `dataDir`, seeded with the demo data; `env` adds or overrides settings (a run's own switches).
 */
export function e2eWebServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', ...env },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  };
}
