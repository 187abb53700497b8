import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built apps from `distDir`: the editor at `/editor/`, the runtime at `/` with a fallback to
 * its index.html for its client-side routes (`/h`, `/healthnotify/...`). Nothing is served when the
 * apps have not been built (the API still works).
 */
export async function serveApps(app: FastifyInstance, distDir: string): Promise<void> {
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
    const page = html(runtimeHtml);
    return reply.headers({ 'content-type': page['content-type'], 'cache-control': page['cache-control'] }).send(page.body);
  });
}
