import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../e2e/chromium-path';
import { latencyFigures } from './latency-figures';
import { PREVIEW_PAGE_MODULES, previewLatencyTemplate } from './preview-latency-template';
import { freshDataDir, spawnServer, stopServer } from './spawn-server';

const PORT = Number(process.env.BENCH_PREVIEW_PORT ?? 4294);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const EDITS = 50;
/** The development server's demo operator of tenant health: the session decides the tenant. */
const OPERATOR = { username: 'health-operator', password: 'health-operator-demo' };

export type PreviewLatencyOutcome =
  | { readonly measured: true; readonly edits: number; readonly modules: number; readonly median: number; readonly p95: number }
  | { readonly measured: false; readonly reason: string };

/**
 * Signs the demo operator in and returns the cookies it was given (`name=value; ...`) to send back. Editor
 * writes must also name this server as their Origin, as the editor page does.
 */
async function signIn(): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/editor/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(OPERATOR),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!response.ok || !cookie) throw new Error(`sign-in of ${OPERATOR.username}: ${response.status} ${await response.text()}`);
  return cookie;
}

async function editorCall(cookie: string, path: string, method: string, body: unknown): Promise<{ result: { templateId: string; revision: number } }> {
  const response = await fetch(`${ORIGIN}/api/editor${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie, origin: ORIGIN },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { result: { templateId: string; revision: number } };
}

/**
 * The time from a property edit in the editor to the iframe's repaint showing it: the title of the
 * first of 30 modules is typed anew 50 times; each time is taken from just before the input event in
 * the editor to the animation frame after the runtime's DOM shows the new text (both clocks read as
 * `timeOrigin + now`, so the two documents compare).
 */
async function measureEdits(): Promise<number[]> {
  const cookie = await signIn();
  const created = await editorCall(cookie, '/templates', 'POST', { name: '预览延迟测试', insuranceCategory: 'healthInsurance' });
  const { templateId, revision } = created.result;
  await editorCall(cookie, `/templates/${templateId}/draft`, 'PUT', { revision, draft: previewLatencyTemplate() });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    // The editor opens on its sign-in page without a session: the browser gets its own.
    const signedIn = await page.request.post(`${ORIGIN}/api/editor/session`, { data: OPERATOR, headers: { origin: ORIGIN } });
    if (!signedIn.ok()) throw new Error(`sign-in of ${OPERATOR.username} in the browser: ${signedIn.status()}`);
    await page.goto(`${ORIGIN}/editor/#/templates/${templateId}`);
    const frame = page.frameLocator('iframe[data-preview-frame]');
    await frame.locator('[data-module-id="faq-1"]').waitFor({ timeout: 60_000 });
    await page.locator('[role="treeitem"][data-module-id="faq-1"]').click();
    const title = page.locator('[data-property-path="/attrs/title"] input');
    await title.waitFor();
    const runtimeFrame = page.frames().find((candidate) => candidate.url().includes('mode=preview'));
    if (!runtimeFrame) throw new Error('the preview frame is not there');
    // A plain script, not a function: the bench runs through a TypeScript loader that would wrap named
    // inner functions in a helper the page does not have.
    await runtimeFrame.evaluate(`
      new MutationObserver(() => {
        const expected = window.benchExpect;
        const target = document.querySelector('[data-module-id="faq-1"]');
        if (!expected || !target || !target.textContent.includes(expected)) return;
        window.benchExpect = undefined;
        requestAnimationFrame(() => { window.benchPaint = performance.timeOrigin + performance.now(); });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    `);
    const samples: number[] = [];
    for (let edit = 0; edit < EDITS; edit++) {
      const text = `标题${edit}-${Date.now() % 100000}`;
      await runtimeFrame.evaluate((expected) => {
        const state = window as unknown as { benchExpect?: string; benchPaint?: number };
        state.benchPaint = undefined;
        state.benchExpect = expected;
      }, text);
      const started = await title.evaluate((input, value) => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        const began = performance.timeOrigin + performance.now();
        setter?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        return began;
      }, text);
      const painted = await runtimeFrame.waitForFunction(() => (window as unknown as { benchPaint?: number }).benchPaint, undefined, { timeout: 10_000 });
      samples.push(((await painted.jsonValue()) as number) - started);
    }
    return samples;
  } finally {
    await browser.close();
  }
}

/** Preview latency of the editor against the real server serving `distDir`; never throws. */
export async function measurePreviewLatency(distDir: string): Promise<PreviewLatencyOutcome> {
  if (!existsSync(resolve(distDir, 'editor/index.html'))) return { measured: false, reason: `no editor build in ${distDir}` };
  let executable: string;
  try {
    executable = chromiumPath();
    if (!existsSync(executable)) return { measured: false, reason: `Chromium not found at ${executable}` };
  } catch (error) {
    return { measured: false, reason: (error as Error).message };
  }
  const server = await spawnServer('server/main.ts', PORT, '/api/health', { DIST_DIR: distDir, DATA_DIR: freshDataDir('bench-preview'), DATABASE_URL: '' });
  try {
    const figures = latencyFigures(await measureEdits());
    return { measured: true, edits: figures.count, modules: PREVIEW_PAGE_MODULES, median: figures.median, p95: figures.p95 };
  } catch (error) {
    return { measured: false, reason: (error as Error).message.split('\n')[0] ?? 'failed' };
  } finally {
    await stopServer(server);
  }
}
