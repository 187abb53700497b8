import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isTemplateRoutePath } from '../../shared/pages/template-route-paths';
import { isFileAddress } from './file-address';
import type { PromotionPage } from './find-promotion-page';
import { firstScreenMarkup, withBannerPreload, withFirstScreen } from './first-screen';
import { withPageHead } from './page-head';
import { PreparedPages } from './prepared-pages';
import { sendPrepared } from './prepared-reply';
import { robotsTxt } from './robots-txt';

export interface ServeAppsOptions {
  /** What a template address (its query string given) says in its HTML: its head and the banner it opens with. */
  readonly promotionPage?: (search: string) => Promise<PromotionPage | undefined>;
  /** Whether search engines may index the promotion pages (ROBOTS_INDEX); never the editor, the API or an order's pages. */
  readonly robotsIndex?: boolean;
}

/** robots.txt changes only with a setting and a restart: a crawler may keep it an hour. */
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Serves the built apps from `distDir`: the editor at `/editor/`, the runtime at `/` with a fallback to
 * its index.html for its client-side routes (`/h`, `/healthnotify/...`), and `/robots.txt`. Nothing
 * else is served when the apps have not been built (the API still works). An address naming a file
 * (see isFileAddress) that the build does not have is answered 404, never the HTML. A promotion's
 * address gets its product's title and description and its page's banner in the HTML itself (see
 * first-screen.ts): a buyer on a slow network sees the product while the code loads. Every HTML page
 * carries an entity tag of its bytes and is revalidated on every use (304 while it is unchanged).
 */
export async function serveApps(app: FastifyInstance, distDir: string, options: ServeAppsOptions = {}): Promise<void> {
  const robots = robotsTxt(options.robotsIndex ?? false);
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', ROBOTS_CACHE_CONTROL).send(robots));

  const root = resolve(distDir);
  const runtimeIndex = resolve(root, 'index.html');
  const editorIndex = resolve(root, 'editor/index.html');
  if (!existsSync(runtimeIndex)) return;
  await app.register(fastifyStatic, {
    root,
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
  const pages = new PreparedPages();
  const runtimeHtml = readFileSync(runtimeIndex, 'utf8');
  const editorHtml = existsSync(editorIndex) ? readFileSync(editorIndex, 'utf8') : undefined;

  /**
   * The built file at `path` (the routes above are made for the files there at start-up; this finds
   * one written since), or a 404 no cache keeps: the next deploy may bring it. Never a file outside
   * the build, whatever `..` or encoding the address holds.
   */
  const sendBuiltFile = (reply: FastifyReply, path: string) => {
    const file = resolve(root, path);
    if (!path.includes('\0') && file.startsWith(`${root}${sep}`) && isFile(file)) return reply.sendFile(path);
    reply.header('cache-control', 'no-store');
    return reply.callNotFound();
  };

  app.get('/editor', async (_request, reply) => reply.redirect('/editor/'));
  app.get('/editor/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (isFileAddress(path)) return sendBuiltFile(reply, `editor/${path}`);
    if (!editorHtml) return reply.status(404).send({ success: false, message: '编辑器未构建' });
    reply.header('x-robots-tag', 'noindex, nofollow');
    return sendPrepared(request, reply, pages.get(editorHtml));
  });
  app.get('/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path.startsWith('api/')) return reply.callNotFound();
    if (isFileAddress(path)) return sendBuiltFile(reply, path);
    const page = await runtimePage(`/${path}`, request.url);
    // Only a promotion's page may be indexed, and only when the setting says so.
    if (!(page.promotion && options.robotsIndex)) reply.header('x-robots-tag', 'noindex');
    return sendPrepared(request, reply, pages.get(page.html));
  });

  /** The runtime's HTML for an address, and whether it is a published promotion's page. */
  async function runtimePage(pathname: string, url: string): Promise<{ html: string; promotion: boolean }> {
    if (!options.promotionPage || !isTemplateRoutePath(pathname)) return { html: runtimeHtml, promotion: false };
    let found: PromotionPage | undefined;
    try {
      found = await options.promotionPage(new URL(url, 'http://localhost').search);
    } catch (error) {
      // The page works without what the server paints into it: the app loads the template itself.
      app.log.warn({ err: error }, 'promotion page not rendered');
    }
    if (!found) return { html: runtimeHtml, promotion: false };
    const html = withPageHead(runtimeHtml, found.head);
    return { html: found.banner ? withFirstScreen(withBannerPreload(html, found.banner), firstScreenMarkup(found.banner)) : html, promotion: true };
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    // Not there, or a name the file system refuses (too long): no file.
    return false;
  }
}
