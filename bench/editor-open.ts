import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { chromiumPath } from '../e2e/chromium-path';
import { editorOpenProbe, type ProbeMarks } from './editor-open-probe';
import { freshDataDir, spawnServer, stopServer } from './spawn-server';

const PORT = Number(process.env.BENCH_EDITOR_OPEN_PORT ?? 4295);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Cold opens, each in a fresh browser context; then warm opens in the last one, each in a fresh page. */
const COLD_OPENS = 3;
const WARM_OPENS = 5;

/** The seeded templates opened, each by a demo operator of its tenant (the session decides the tenant). */
export const EDITOR_OPEN_TEMPLATES = [
  { templateId: 'tpl-health-baiwan', tenant: 'health' },
  { templateId: 'tpl-health-home', tenant: 'health' },
  { templateId: 'tpl-ba-baiwan', tenant: 'ba' },
] as const;

/** Milliseconds from the start of the navigation to the editor's address to each step of one open. */
export interface EditorOpenRun {
  /** The editor's HTML, entry scripts and styles loaded and run (DOMContentLoaded). */
  readonly documentReady: number;
  /** The template's draft arrived (the answer to `GET /api/editor/templates/:id`). */
  readonly templateLoaded: number;
  /** The preview frame's document began. */
  readonly frameStarted: number;
  /** The first module of the first page was built in the frame, and painted. */
  readonly canvasPainted: number;
  /** After a click on that module in the canvas, the property panel showed it, painted: the figure. */
  readonly interactive: number;
}

export interface EditorOpenTemplate {
  readonly templateId: string;
  readonly tenant: string;
  readonly moduleId: string;
  readonly cold: readonly EditorOpenRun[];
  readonly warm: readonly EditorOpenRun[];
}

export type EditorOpenOutcome =
  | { readonly measured: true; readonly templates: readonly EditorOpenTemplate[] }
  | { readonly measured: false; readonly reason: string };

const operatorOf = (tenant: string) => ({ username: `${tenant}-operator`, password: `${tenant}-operator-demo` });

/** The id of the first module of the template's first page, read from the server as the editor will. */
async function firstModuleId(templateId: string, tenant: string): Promise<string> {
  const session = await fetch(`${ORIGIN}/api/editor/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(operatorOf(tenant)),
  });
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!session.ok) throw new Error(`sign-in of ${tenant}-operator: ${session.status}`);
  const response = await fetch(`${ORIGIN}/api/editor/templates/${templateId}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${templateId}: ${response.status}`);
  const { result } = (await response.json()) as { result: { draft: { pageList: { pageOrder: number; moduleList: { id: string }[] }[] } } };
  const first = [...result.draft.pageList].sort((a, b) => a.pageOrder - b.pageOrder)[0]?.moduleList[0]?.id;
  if (!first) throw new Error(`${templateId} has no module on its first page`);
  return first;
}

async function signedInContext(browser: Browser, tenant: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  const signedIn = await context.request.post(`${ORIGIN}/api/editor/session`, { data: operatorOf(tenant), headers: { origin: ORIGIN } });
  if (!signedIn.ok()) throw new Error(`sign-in of ${tenant}-operator in the browser: ${signedIn.status()}`);
  return context;
}

/** One open in a fresh page of `context`: navigation to the workspace until the clicked module's properties show. */
async function openOnce(context: BrowserContext, templateId: string, moduleId: string): Promise<EditorOpenRun> {
  const page = await context.newPage();
  try {
    await page.addInitScript(editorOpenProbe(moduleId));
    await page.goto(`${ORIGIN}/editor/#/templates/${templateId}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { benchEditorOpen?: ProbeMarks }).benchEditorOpen?.selected, undefined, { timeout: 60_000 });
    const seen = await page.evaluate((id) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const template = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith(`/api/editor/templates/${id}`)) as PerformanceResourceTiming | undefined;
      return {
        origin: performance.timeOrigin,
        documentReady: navigation.domContentLoadedEventEnd,
        templateLoaded: template?.responseEnd ?? Number.NaN,
        marks: (window as unknown as { benchEditorOpen: ProbeMarks }).benchEditorOpen,
      };
    }, templateId);
    const since = (time: number | undefined) => (time ?? Number.NaN) - seen.origin;
    return {
      documentReady: seen.documentReady,
      templateLoaded: seen.templateLoaded,
      frameStarted: since(seen.marks.frameStarted),
      canvasPainted: since(seen.marks.painted),
      interactive: since(seen.marks.selected),
    };
  } finally {
    await page.close();
  }
}

async function measureTemplate(browser: Browser, templateId: string, tenant: string): Promise<EditorOpenTemplate> {
  const moduleId = await firstModuleId(templateId, tenant);
  const cold: EditorOpenRun[] = [];
  const warm: EditorOpenRun[] = [];
  for (let open = 0; open < COLD_OPENS; open++) {
    const context = await signedInContext(browser, tenant);
    try {
      cold.push(await openOnce(context, templateId, moduleId));
      if (open === COLD_OPENS - 1) {
        for (let again = 0; again < WARM_OPENS; again++) warm.push(await openOnce(context, templateId, moduleId));
      }
    } finally {
      await context.close();
    }
  }
  return { templateId, tenant, moduleId, cold, warm };
}

/**
 * How long an operator waits from opening a seeded template's address in the editor (signed in) to an
 * interactive canvas: the first page's first module built and painted in the preview frame, and a
 * click on it answered by the property panel. Everything the operator pays for is inside: the HTML,
 * the scripts' download and run, the session and template calls, the frame's boot and first render.
 * Against the real server serving `distDir`, in Debian's Chromium; never throws.
 */
export async function measureEditorOpen(distDir: string): Promise<EditorOpenOutcome> {
  if (!existsSync(resolve(distDir, 'editor/index.html'))) return { measured: false, reason: `no editor build in ${distDir}` };
  let executablePath: string;
  try {
    executablePath = chromiumPath();
  } catch (error) {
    return { measured: false, reason: (error as Error).message };
  }
  const server = await spawnServer('server/main.ts', PORT, '/api/health', { DIST_DIR: distDir, DATA_DIR: freshDataDir('bench-editor-open'), DATABASE_URL: '' });
  try {
    const browser = await chromium.launch({
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
    try {
      const templates: EditorOpenTemplate[] = [];
      for (const { templateId, tenant } of EDITOR_OPEN_TEMPLATES) templates.push(await measureTemplate(browser, templateId, tenant));
      return { measured: true, templates };
    } finally {
      await browser.close();
    }
  } catch (error) {
    return { measured: false, reason: (error as Error).message.split('\n')[0] ?? 'failed' };
  } finally {
    await stopServer(server);
  }
}
