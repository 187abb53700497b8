import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumPath } from '../e2e/chromium-path';
import { RECORDER_START_MEASURE } from '../runtime/recording/recorder-start-measure';
import { builtFiles, gzipOfFiles } from './bundle-report';
import { latencyFigures } from './latency-figures';
import { RECORDER_ENTRY_FILE_PREFIX, recorderFiles } from './recorder-files';
import { promotionPage } from './first-load-audit';
import { freshDataDir, spawnServer, stopServer } from './spawn-server';

const PORT = Number(process.env.BENCH_RECORDING_PORT ?? 4297);
/**
 * This machine's CPU as it is, slowed as Lighthouse's mobile audit slows it, and slowed 10×: a fast
 * machine slowed 4× is still quicker than a low-end phone (the same page's figures at 4× differ
 * several times between two of the machines this bench has run on).
 */
export const RECORDING_CPU_SLOWDOWNS = [1, 4, 10] as const;
/** How long after the load event the blocking time is summed: the recorder starts and sends its first chunk in it. */
const AFTER_LOAD_WINDOW_MS = 12_000;
/** Loads per variant for the blocking time (the median counts). */
const BLOCKING_LOADS = 3;
/** The page measured: the promotion Lighthouse audits. */
const PROMOTION = { promotionId: 'health-baiwan', tenant: 'health' } as const;

/** What the sales-process recorder costs page 1 of a promotion, on a CPU slowed as a phone's. */
export interface RecordingCost {
  readonly page: string;
  /** How many times slower than this machine the CPU ran. */
  readonly cpuSlowdown: number;
  /** From the page's load event to the recorder's start: it waits for load and an idle moment. */
  readonly startAfterLoadMs: number;
  /**
   * The recorder's start, from its call to its first full snapshot emitted: wall time, not a task, since
   * the snapshot is taken in slices with the page running between them (patches/README.md).
   */
  readonly startMs: number;
  /** Long tasks (over 50 ms) the browser saw while the recorder started, and the longest of them. */
  readonly longTasksDuringStart: number;
  readonly longestTaskDuringStartMs: number;
  /** The recorder's code, downloaded after the page is idle (never in its first load). */
  readonly codeGzip: number;
  readonly codeFiles: readonly string[];
  /** The chunks the page sent within five seconds of the start (the browser does not say the size of a Blob body). */
  readonly chunksSent: number;
  /**
   * Everything the recorder adds to the main thread after the load, not only its start: the blocking time
   * (each long task's time over 50 ms, summed) in the first twelve seconds after the load event, with the
   * recorder and with its code refused, the median of a few loads each.
   */
  readonly blockingAfterLoad: { readonly withRecorderMs: number; readonly withoutMs: number; readonly loads: number };
}

export type RecordingCostOutcome = { readonly measured: true; readonly costs: readonly RecordingCost[] } | { readonly measured: false; readonly reason: string };

interface PageFigures {
  readonly loadEnd: number;
  readonly start?: { readonly at: number; readonly duration: number };
  readonly longTasks: readonly { readonly at: number; readonly duration: number }[];
}

/**
 * Opens page 1 of health-baiwan on the real server, once per CPU speed (as it is, slowed 4× and 10×), and
 * reads what the recorder costs: when it starts after the load, how long its start takes (in slices), the
 * long tasks meanwhile, its code's download and the first chunks it sends. Never throws.
 */
export async function measureRecordingCost(distDir: string): Promise<RecordingCostOutcome> {
  let executablePath: string;
  try {
    executablePath = chromiumPath();
  } catch (error) {
    return { measured: false, reason: (error as Error).message };
  }
  if (!existsSync(resolve(distDir, 'index.html'))) return { measured: false, reason: `no build in ${distDir}` };
  const page = promotionPage(PROMOTION.promotionId, PROMOTION.tenant);
  try {
    const server = await spawnServer('server/main.ts', PORT, '/api/health', { DATA_DIR: freshDataDir('recording-cost'), DATABASE_URL: '', DIST_DIR: distDir });
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    try {
      const costs: RecordingCost[] = [];
      for (const cpuSlowdown of RECORDING_CPU_SLOWDOWNS) {
        const cost = await measureOnce(browser, distDir, page, cpuSlowdown);
        if (typeof cost === 'string') return { measured: false, reason: cost };
        const withRecorder: number[] = [];
        const without: number[] = [];
        for (let load = 0; load < BLOCKING_LOADS; load++) {
          without.push(await blockingAfterLoad(browser, page, cpuSlowdown, false));
          withRecorder.push(await blockingAfterLoad(browser, page, cpuSlowdown, true));
        }
        costs.push({ ...cost, blockingAfterLoad: { withRecorderMs: latencyFigures(withRecorder).median, withoutMs: latencyFigures(without).median, loads: BLOCKING_LOADS } });
      }
      return { measured: true, costs };
    } finally {
      await browser.close();
      await stopServer(server);
    }
  } catch (error) {
    return { measured: false, reason: (error as Error).message };
  }
}

/** Collects the page's long tasks from its start, for the page to read back as `longTasks`. */
async function watchLongTasks(tab: Page): Promise<void> {
  await tab.addInitScript(() => {
    const seen: { at: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof seen }).longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push({ at: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** One load of the page: the blocking time of its long tasks in the window after its load event, with or without the recorder. */
async function blockingAfterLoad(browser: Browser, page: string, cpuSlowdown: number, withRecorder: boolean): Promise<number> {
  const tab = await browser.newPage({ viewport: { width: 412, height: 823 } });
  try {
    const session = await tab.context().newCDPSession(tab);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    if (!withRecorder) await tab.route((url) => url.pathname.startsWith(`/assets/${RECORDER_ENTRY_FILE_PREFIX}`), (route) => route.abort());
    await watchLongTasks(tab);
    await tab.goto(`http://127.0.0.1:${PORT}${page}`, { waitUntil: 'load' });
    await tab.waitForTimeout(AFTER_LOAD_WINDOW_MS);
    return await tab.evaluate((windowMs) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const from = navigation?.loadEventEnd ?? 0;
      const tasks = (window as unknown as { longTasks: { at: number; duration: number }[] }).longTasks;
      return tasks.filter((task) => task.at >= from && task.at < from + windowMs).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    }, AFTER_LOAD_WINDOW_MS);
  } finally {
    await tab.close();
  }
}

/** One load of the page at one CPU speed: the recorder's cost, or why it could not be read. */
async function measureOnce(browser: Browser, distDir: string, page: string, cpuSlowdown: number): Promise<Omit<RecordingCost, 'blockingAfterLoad'> | string> {
  const tab = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const session = await tab.context().newCDPSession(tab);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await watchLongTasks(tab);
  const scripts = new Set<string>();
  let chunksSent = 0;
  tab.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  tab.on('requestfinished', (request) => {
    if (request.url().includes('/api/v1/recordings/')) chunksSent += 1;
  });
  await tab.goto(`http://127.0.0.1:${PORT}${page}`, { waitUntil: 'load' });
  const loadedScripts = new Set(scripts);
  await tab.waitForFunction((name) => performance.getEntriesByName(name, 'measure').length > 0, RECORDER_START_MEASURE, { timeout: 60_000 });
  // The first chunk leaves five seconds after the first event at the latest.
  await tab.waitForTimeout(6_000);
  const figures = await tab.evaluate((name): PageFigures => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const [start] = performance.getEntriesByName(name, 'measure');
    return {
      loadEnd: navigation?.loadEventEnd ?? 0,
      ...(start ? { start: { at: start.startTime, duration: start.duration } } : {}),
      longTasks: (window as unknown as { longTasks: PageFigures['longTasks'] }).longTasks,
    };
  }, RECORDER_START_MEASURE);
  await tab.close();
  if (!figures.start) return 'the recorder did not start';
  const { at, duration } = figures.start;
  // A long task holding the start overlaps it: it began before the start ended and ended after it began.
  const during = figures.longTasks.filter((task) => task.at <= at + duration && task.at + task.duration >= at);
  // The recorder's own code (its lazy chunk, rrweb's, what only they import), as the page fetched it after its load.
  const recorder = new Set(recorderFiles(distDir));
  const codeFiles = builtFiles([...scripts].filter((url) => !loadedScripts.has(url))).filter((file) => recorder.has(file));
  return {
    page,
    cpuSlowdown,
    startAfterLoadMs: at - figures.loadEnd,
    startMs: duration,
    longTasksDuringStart: during.length,
    longestTaskDuringStartMs: Math.max(0, ...during.map((task) => task.duration)),
    codeGzip: gzipOfFiles(distDir, codeFiles),
    codeFiles,
    chunksSent,
  };
}
