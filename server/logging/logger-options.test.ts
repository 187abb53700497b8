import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options';
import { OneLinePerRequest } from './request-log';

/** An app logging with the server's options into `lines`. */
function loggingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  // As the server logs: one line per request instead of Fastify's two.
  return { lines, app: Fastify({ logger: { ...(loggerOptions('info') as object), stream }, logController: new OneLinePerRequest() }) };
}

describe('server logs', () => {
  it('mask phone and ID numbers in request lines and in messages, and survive requests without a url', async () => {
    const { lines, app } = loggingApp();
    app.get('/api/x', async (request) => {
      request.log.info({ holder: { phone: '13912345678' } }, 'holder 11010519491231002X saved');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/api/x?phone=13912345678' });
    app.log.info({ req: {} }, 'raw request');
    await app.close();
    const text = lines.join('');
    expect(text).not.toContain('13912345678');
    expect(text).not.toContain('11010519491231002X');
    expect(text).toContain('139****5678');
    expect(text).toContain('110105********002X');
    expect(text).toContain('raw request');
  });

  it('say the method, route, path and status of every request, and nothing of its query', async () => {
    const { lines, app } = loggingApp();
    app.get('/api/orders/:orderNo', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/orders/A123?name=%E5%BC%A0%E4%B8%89&token=secret' });
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as { req?: object; res?: object; responseTime?: number; msg: string });
    expect(entries.map((entry) => entry.msg)).toEqual(['request completed']);
    expect(entries[0]).toMatchObject({ req: { method: 'GET', route: '/api/orders/:orderNo', path: '/api/orders/A123' }, res: { statusCode: 200 } });
    expect(entries[0]?.responseTime).toEqual(expect.any(Number));
    expect(lines.join('')).not.toContain('secret');
  });
});
