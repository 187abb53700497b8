import autocannon from 'autocannon';

export interface LoadFigures {
  readonly requests: number;
  /** Connection errors, timeouts and replies of 4xx or 5xx (a 304 is an answer, not an error). */
  readonly errors: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Record<string, string>;
  /** The JSON body every request sends. */
  readonly body?: unknown;
  /** Headers of each request's own, added to `headers` (e.g. a fresh idempotency key per request). */
  readonly eachHeaders?: () => Record<string, string>;
}

/** What autocannon measured, in the report's terms. */
export function loadFigures(result: autocannon.Result): LoadFigures {
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    requests: answered,
    errors: result.errors + result.timeouts + result['4xx'] + result['5xx'],
    perSecond: answered / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

function options(port: number, spec: LoadRequest): autocannon.Options {
  const payload = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  const headers = { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...spec.headers };
  const eachHeaders = spec.eachHeaders;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: [
      {
        method: spec.method,
        path: spec.path,
        headers,
        ...(payload === undefined ? {} : { body: payload }),
        ...(eachHeaders ? { setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...headers, ...eachHeaders() } }) } : {}),
      },
    ],
  };
}

/**
 * Closed-loop load with autocannon against loopback only: `connections` keep-alive clients send back
 * to back for `seconds`, as fast as the server answers.
 */
export async function saturate(port: number, spec: LoadRequest, seconds = 3, connections = 16): Promise<LoadFigures> {
  return loadFigures(await autocannon({ ...options(port, spec), connections, duration: seconds }));
}

/** Open-loop load with autocannon: `rate` requests a second over all connections for `seconds`, whatever the answers' speed. */
export async function fixedRate(port: number, spec: LoadRequest, rate: number, seconds: number): Promise<LoadFigures> {
  return loadFigures(await autocannon({ ...options(port, spec), connections: 32, overallRate: rate, duration: seconds }));
}

/** The same closed-loop load spread over several servers at once (one autocannon per server), summed. */
export async function saturateAll(ports: readonly number[], spec: LoadRequest, seconds = 3, connectionsEach = 8): Promise<LoadFigures> {
  const parts = await Promise.all(ports.map((port) => saturate(port, spec, seconds, connectionsEach)));
  const requests = parts.reduce((sum, part) => sum + part.requests, 0);
  return {
    requests,
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    perSecond: parts.reduce((sum, part) => sum + part.perSecond, 0),
    // Each server's own percentiles, weighted by its share: the report names them as such.
    p50Ms: parts.reduce((sum, part) => sum + part.p50Ms * part.requests, 0) / Math.max(1, requests),
    p99Ms: Math.max(...parts.map((part) => part.p99Ms)),
  };
}
