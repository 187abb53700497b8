import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromiumPath } from '../e2e/chromium-path';
import { readLighthouseFigures, type LighthouseFigures } from './lighthouse-figures';
import type { LighthouseOutcome } from './lighthouse-report';
import { medianRun } from './median-run';
import { RECORDER_ENTRY_FILE_PREFIX } from './recorder-files';
import { freshDataDir, spawnServer, stopServer } from './spawn-server';

export const BUYER_PAGE = '/h?promotionId=health-baiwan';
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4292);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * The flags the end-to-end suite uses, and a resolver that fails every host name but loopback: whatever
 * Chromium or the page would fetch from the internet fails at once instead of leaving the machine.
 */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

// Performance, and the accessibility, best-practices and SEO categories the buyer page is held to too.
// Called as a library, Lighthouse has no update check, and its crash reporter starts only from its CLI.
const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };

/** The runs of one variant of the page: as served, or with the sales-process recorder's code refused. */
type Variant = 'as served' | 'recorder refused';

/**
 * Audits the page RUNS times as served and RUNS times with the recorder's code refused, the two
 * interleaved so that both meet the same moments of a busy machine.
 */
async function auditRuns(url: string, chromePath: string): Promise<Record<Variant, LighthouseFigures[]>> {
  const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const runs: Record<Variant, LighthouseFigures[]> = { 'as served': [], 'recorder refused': [] };
    const failures: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const variant of ['as served', 'recorder refused'] as const) {
        // A run that fails (a page load timing out on a busy machine) costs that run only.
        try {
          const blocked = variant === 'recorder refused' ? { blockedUrlPatterns: [`*/assets/${RECORDER_ENTRY_FILE_PREFIX}*`] } : {};
          const result = await lighthouse(url, { ...flags, ...blocked, port: chrome.port });
          if (!result) throw new Error('Lighthouse returned no result');
          runs[variant].push(readLighthouseFigures(result.lhr));
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    }
    if (runs['as served'].length === 0) throw new Error(`every Lighthouse run failed: ${failures[0] ?? 'no run'}`);
    return runs;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's mobile audit of the buyer page served by the real server from `distDir`, median of
 * several runs. Never throws: a missing Chromium or build, or a failed run, is reported as not measured.
 */
export async function auditBuyerPage(distDir: string): Promise<LighthouseOutcome> {
  let chromePath: string;
  try {
    chromePath = chromiumPath();
  } catch (error) {
    return { status: 'not measured', reason: (error as Error).message };
  }
  if (!existsSync(resolve(distDir, 'index.html'))) return { status: 'not measured', reason: `no build in ${distDir} (run \`vite build\` first)` };
  // Audited as a deployment that lets search engines index its promotion pages (ROBOTS_INDEX=true):
  // with indexing off, as by default, every page says noindex and Lighthouse's SEO score says only that.
  const env = { DATA_DIR: freshDataDir('lighthouse'), DATABASE_URL: '', DIST_DIR: distDir, ROBOTS_INDEX: 'true' };
  try {
    const server = await spawnServer('server/main.ts', PORT, '/api/health', env);
    try {
      const url = `http://127.0.0.1:${PORT}${BUYER_PAGE}`;
      const loadPerCore = (loadavg()[0] ?? 0) / availableParallelism();
      const runs = await auditRuns(url, chromePath);
      const median = medianRun(runs['as served']);
      if (!median) return { status: 'not measured', reason: 'no Lighthouse run completed' };
      const refused = medianRun(runs['recorder refused']);
      return {
        status: 'measured',
        figures: median,
        scores: runs['as served'].map((run) => run.score),
        loadPerCore,
        ...(refused ? { withoutRecorder: { figures: refused, scores: runs['recorder refused'].map((run) => run.score) } } : {}),
      };
    } finally {
      await stopServer(server);
    }
  } catch (error) {
    return { status: 'not measured', reason: (error as Error).message };
  }
}
