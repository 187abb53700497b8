import { request, Agent } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadFigures {
  readonly requests: number;
  readonly errors: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Headers, or a function giving each request its own (e.g. a fresh idempotency key). */
  readonly headers?: Record<string, string> | (() => Record<string, string>);
  /** A body per request (called each time, so requests can differ, e.g. idempotency keys). */
  readonly body?: () => unknown;
}

function send(agent: Agent, port: number, spec: LoadRequest): Promise<{ ms: number; ok: boolean }> {
  const payload = spec.body ? JSON.stringify(spec.body()) : undefined;
  const extraHeaders = typeof spec.headers === 'function' ? spec.headers() : spec.headers;
  const start = performance.now();
  return new Promise((resolvePromise) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: spec.method,
        path: spec.path,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...extraHeaders },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolvePromise({ ms: performance.now() - start, ok: (res.statusCode ?? 500) < 400 }));
      },
    );
    req.on('error', () => resolvePromise({ ms: performance.now() - start, ok: false }));
    if (payload) req.write(payload);
    req.end();
  });
}

function summarise(samples: { ms: number; ok: boolean }[], seconds: number): LoadFigures {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    requests: samples.length,
    errors: samples.filter((sample) => !sample.ok).length,
    perSecond: samples.length / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}

/**
 * Closed-loop load against loopback only: `concurrency` clients send back to back for `seconds`
 * (bounded in time and in count), as fast as the server answers.
 */
export async function saturate(port: number, spec: LoadRequest, seconds = 3, concurrency = 16, maxRequests = 200_000): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const samples: { ms: number; ok: boolean }[] = [];
  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && samples.length < maxRequests) samples.push(await send(agent, port, spec));
    }),
  );
  agent.destroy();
  return summarise(samples, (performance.now() - start) / 1000);
}

/** Open-loop load: one request every 1000/rate ms for `seconds`, whatever the answers' speed. */
export async function fixedRate(port: number, spec: LoadRequest, rate: number, seconds: number): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const pending: Promise<{ ms: number; ok: boolean }>[] = [];
  const total = Math.round(rate * seconds);
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolveWait) => setTimeout(resolveWait, wait));
    pending.push(send(agent, port, spec));
  }
  const samples = await Promise.all(pending);
  agent.destroy();
  return summarise(samples, (performance.now() - start) / 1000);
}
