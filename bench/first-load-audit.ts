import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../e2e/chromium-path';
import { SEED_PROMOTIONS } from '../server/seed/seed-ids';
import { builtFiles, gzipOfFiles, htmlReferences } from './bundle-report';
import { freshDataDir, spawnServer, stopServer } from './spawn-server';
import { recorderFiles } from './recorder-files';

const PORT = Number(process.env.BENCH_FIRST_LOAD_PORT ?? 4294);

/** What the opening page of one promotion downloads, gzip, and how its banner image is served. */
export interface PromotionFirstLoad {
  readonly promotionId: string;
  readonly tenant: string;
  readonly page: string;
  /** Every script, module preload and style sheet the HTML the server sent references. */
  readonly htmlGzip: number;
  readonly htmlFiles: number;
  /** Scripts and style sheets the page asked for beyond those until it was built (its code's own imports). */
  readonly addedGzip: number;
  readonly addedFiles: readonly string[];
  /** The first screen's banner, if the server painted one: its size and how it is cached and encoded. */
  readonly banner?: { readonly url: string; readonly bytes: number; readonly type: string; readonly cacheControl: string; readonly encoding: string };
}

export type FirstLoadOutcome =
  | { readonly status: 'measured'; readonly promotions: readonly PromotionFirstLoad[]; readonly sameHtml: boolean }
  | { readonly status: 'not measured'; readonly reason: string };

/** The address of a seeded promotion's opening page, its tenant named as a promotion link names it. */
export function promotionPage(promotionId: string, tenant: string): string {
  return `/h?promotionId=${promotionId}&from=${tenant}`;
}

const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'];

/** The HTML's script and style references with the HTML's own markup taken out: equal for two promotions when only the painted banner differs. */
function referencedCode(html: string): string {
  const references = htmlReferences(html);
  return JSON.stringify([references.scripts, references.modulePreloads, references.styleSheets]);
}

/**
 * For page 1 of every seeded promotion (both tenants), served by the real server from `distDir`: what
 * its HTML references and what the page then asks for until its modules are built, measured in
 * Chromium. Never throws: a missing Chromium or build is reported as not measured.
 */
export async function auditFirstLoads(distDir: string): Promise<FirstLoadOutcome> {
  let executablePath: string;
  try {
    executablePath = chromiumPath();
  } catch (error) {
    return { status: 'not measured', reason: (error as Error).message };
  }
  if (!existsSync(resolve(distDir, 'index.html'))) return { status: 'not measured', reason: `no build in ${distDir} (run \`vite build\` first)` };
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    const server = await spawnServer('server/main.ts', PORT, '/api/health', { DATA_DIR: freshDataDir('first-load'), DATABASE_URL: '', DIST_DIR: distDir });
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
    try {
      const promotions: PromotionFirstLoad[] = [];
      const recorder = new Set(recorderFiles(distDir));
      const htmls = new Set<string>();
      for (const { promotionId, tenant } of SEED_PROMOTIONS) {
        const page = promotionPage(promotionId, tenant);
        const html = await (await fetch(`${origin}${page}`)).text();
        htmls.add(referencedCode(html));
        const references = htmlReferences(html);
        const htmlFiles = builtFiles([...references.scripts, ...references.modulePreloads, ...references.styleSheets]);
        const tab = await browser.newPage({ viewport: { width: 412, height: 823 } });
        const requested = new Set<string>();
        tab.on('request', (request) => {
          if (['script', 'stylesheet'].includes(request.resourceType())) requested.add(request.url());
        });
        await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
        await tab.locator('[data-component="toolbar"]').first().waitFor({ timeout: 30_000 });
        await tab.waitForLoadState('networkidle');
        await tab.close();
        // The sales-process recorder loads once the page is built and idle (see the recording section), when
        // the page may or may not have gone network-idle: never part of page 1's first load.
        const added = builtFiles([...requested]).filter((file) => !htmlFiles.includes(file) && !recorder.has(file));
        const image = references.images[0];
        const banner = image === undefined ? undefined : await bannerOf(new URL(image, origin).href);
        promotions.push({
          promotionId,
          tenant,
          page,
          htmlGzip: gzipOfFiles(distDir, htmlFiles),
          htmlFiles: htmlFiles.length,
          addedGzip: gzipOfFiles(distDir, added),
          addedFiles: added,
          ...(banner ? { banner } : {}),
        });
      }
      return { status: 'measured', promotions, sameHtml: htmls.size === 1 };
    } finally {
      await browser.close();
      await stopServer(server);
    }
  } catch (error) {
    return { status: 'not measured', reason: (error as Error).message };
  }
}

async function bannerOf(url: string): Promise<PromotionFirstLoad['banner']> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  const bytes = (await response.arrayBuffer()).byteLength;
  const header = (name: string) => response.headers.get(name) ?? 'none';
  return { url: new URL(url).pathname, bytes, type: header('content-type'), cacheControl: header('cache-control'), encoding: header('content-encoding') };
}
