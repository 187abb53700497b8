import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { TENANT_HEADER } from '../schema/api/tenant-header';
import { IDEMPOTENCY_HEADER } from '../server/domain/orders/submit-order';
import { healthOrderBody } from '../server/domain/orders/testing/health-order-body';
import { createBenchDatabase } from './bench-database';
import { fixedRate, saturate, type LoadFigures, type LoadRequest } from './load';
import { freshDataDir, spawnServer, stopServer } from './spawn-server';
import { measureTwoInstances, type TwoInstanceFigures } from './two-instances';

export interface RouteFigures {
  readonly name: string;
  readonly figures: LoadFigures;
}

export interface DatabaseFigures {
  readonly database: 'embedded PGlite' | 'PostgreSQL';
  readonly rows: readonly RouteFigures[];
  readonly submitAt50: LoadFigures;
}

export interface ServerFigures {
  readonly hello: LoadFigures;
  readonly databases: readonly DatabaseFigures[];
  /** Two instances on one PostgreSQL database, or why they were not measured. */
  readonly twoInstances: TwoInstanceFigures | { readonly skipped: string };
}

const PORT = Number(process.env.BENCH_PORT ?? 4291);
/** As a phone's browser asks: the tenant of the link, compressed replies. */
const headers = { [TENANT_HEADER]: 'health', 'accept-encoding': 'br, gzip' };
const TEMPLATE: LoadRequest = {
  method: 'POST',
  path: '/api/v1/insure/queryGoodsTemplateConfig?promotionId=health-baiwan',
  headers,
  body: { promotionId: 'health-baiwan' },
};

/** A closed-loop run after a second's warm-up that is not counted (a server in service is warm). */
async function measured(port: number, spec: LoadRequest): Promise<LoadFigures> {
  await saturate(port, spec, 1);
  return saturate(port, spec);
}

/** The hot buyer calls of one running server. */
async function measureRoutes(port: number): Promise<{ rows: RouteFigures[]; submitAt50: LoadFigures }> {
  const template = await measured(port, TEMPLATE);
  const tagged = await fetch(`http://127.0.0.1:${port}${TEMPLATE.path}`, { headers });
  const etag = tagged.headers.get('etag') ?? '';
  const revalidate = await measured(port, { method: 'GET', path: TEMPLATE.path, headers: { ...headers, 'if-none-match': etag } });
  const order = healthOrderBody(new Date());
  const premium = await measured(port, { method: 'POST', path: '/api/v1/insure/premiumCalculate', headers, body: order });
  const submitAt50 = await fixedRate(
    port,
    // A new idempotency key per request: 250 distinct orders, not one order submitted 250 times.
    { method: 'POST', path: '/api/v1/insure/submitOrder', headers, body: order, eachHeaders: () => ({ [IDEMPOTENCY_HEADER]: randomUUID() }) },
    50,
    5,
  );
  return {
    rows: [
      { name: 'queryGoodsTemplateConfig (POST, as the buyer app asks)', figures: template },
      { name: 'queryGoodsTemplateConfig (GET with If-None-Match: 304)', figures: revalidate },
      { name: 'premiumCalculate', figures: premium },
    ],
    submitAt50,
  };
}

async function withServers<T>(count: number, env: Record<string, string>, work: (ports: number[]) => Promise<T>): Promise<T> {
  const servers: ChildProcess[] = [];
  try {
    // One after another: the first migrates and seeds, the next finds it done.
    for (let index = 0; index < count; index += 1) servers.push(await spawnServer('server/main.ts', PORT + 1 + index, '/api/health', env));
    return await work(servers.map((_, index) => PORT + 1 + index));
  } finally {
    for (const server of servers) await stopServer(server);
  }
}

/**
 * Requests per second and latency of the hottest buyer calls beside a bare Fastify route, each server
 * in its own process on loopback, measured with autocannon: on the embedded PGlite, and on PostgreSQL
 * when `DATABASE_URL` is set (in a database of the benchmark's own), where two instances on one
 * database are measured too.
 */
export async function measureServer(): Promise<ServerFigures> {
  const bare = await spawnServer('bench/bare-hello-server.ts', PORT, '/hello');
  const hello = await measured(PORT, { method: 'GET', path: '/hello' }).finally(() => stopServer(bare));

  const databases: DatabaseFigures[] = [];
  const embedded = await withServers(1, { DATA_DIR: freshDataDir('bench'), DATABASE_URL: '' }, ([port]) => measureRoutes(port!));
  databases.push({ database: 'embedded PGlite', ...embedded });

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { hello, databases, twoInstances: { skipped: 'DATABASE_URL is not set: PostgreSQL was not measured' } };
  const db = await createBenchDatabase(serverUrl);
  try {
    const env = { DATABASE_URL: db.url, DATA_DIR: freshDataDir('bench-pg') };
    const postgres = await withServers(1, env, ([port]) => measureRoutes(port!));
    databases.push({ database: 'PostgreSQL', ...postgres });
    const twoInstances = await withServers(2, env, ([first, second]) => measureTwoInstances([first!, second!], db));
    return { hello, databases, twoInstances };
  } finally {
    await db.drop();
  }
}
