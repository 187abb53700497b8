import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isTemplateRoutePath } from '../../shared/pages/template-route-paths';
import { firstScreenMarkup, withBannerPreload, withFirstScreen, type FirstScreenBanner } from './first-screen';

export interface ServeAppsOptions {
  /** The banner a template address opens with (its query string given), painted with the HTML. */
  readonly firstScreen?: (search: string) => Promise<FirstScreenBanner | undefined>;
}

/**
 * Serves the built apps from `distDir`: the editor at `/editor/`, the runtime at `/` with a fallback to
 * its index.html for its client-side routes (`/h`, `/healthnotify/...`). Nothing is served when the
 * apps have not been built (the API still works). A template address gets its page's banner in the
 * HTML itself (see first-screen.ts): a buyer on a slow network sees the product while the code loads.
 */
export async function serveApps(app: FastifyInstance, distDir: string, options: ServeAppsOptions = {}): Promise<void> {
  const runtimeIndex = resolve(distDir, 'index.html');
  const editorIndex = resolve(distDir, 'editor/index.html');
  if (!existsSync(runtimeIndex)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset: sent as they are, never compressed per request.
    preCompressed: true,
    // Hashed file names change with their content, so a phone may keep them for good.
    setHeaders: (res, path) => {
      if (path.includes(`${sep}assets${sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const runtimeHtml = readFileSync(runtimeIndex, 'utf8');
  const editorHtml = existsSync(editorIndex) ? readFileSync(editorIndex, 'utf8') : undefined;
  const html = (body: string) => ({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', body });
  app.get('/editor', async (_request, reply) => reply.redirect('/editor/'));
  app.get('/editor/*', async (_request, reply) => {
    if (!editorHtml) return reply.status(404).send({ success: false, message: '编辑器未构建' });
    const page = html(editorHtml);
    return reply.headers({ 'content-type': page['content-type'], 'cache-control': page['cache-control'] }).send(page.body);
  });
  app.get('/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path.startsWith('api/')) return reply.callNotFound();
    if (path.includes('.') && existsSync(resolve(distDir, path)) && resolve(distDir, path).startsWith(distDir)) return reply.sendFile(path);
    const page = html(await runtimePage(`/${path}`, request.url));
    return reply.headers({ 'content-type': page['content-type'], 'cache-control': page['cache-control'] }).send(page.body);
  });

  async function runtimePage(pathname: string, url: string): Promise<string> {
    if (!options.firstScreen || !isTemplateRoutePath(pathname)) return runtimeHtml;
    try {
      const banner = await options.firstScreen(new URL(url, 'http://localhost').search);
      return banner ? withFirstScreen(withBannerPreload(runtimeHtml, banner), firstScreenMarkup(banner)) : runtimeHtml;
    } catch (error) {
      // The page works without its first screen: the app loads the template itself.
      app.log.warn({ err: error }, 'first screen not rendered');
      return runtimeHtml;
    }
  }
}
