import { randomUUID } from 'node:crypto';
import { TENANT_HEADER } from '../schema/api/tenant-header';
import { healthOrderBody } from '../server/domain/orders/testing/health-order-body';
import { fixedRate, saturate, type LoadFigures } from './load';
import { freshDataDir, spawnServer, stopServer } from './spawn-server';

export interface ServerFigures {
  readonly database: string;
  readonly rows: readonly { readonly name: string; readonly figures: LoadFigures }[];
  readonly submitAt50: LoadFigures;
}

const PORT = Number(process.env.BENCH_PORT ?? 4291);
const headers = { [TENANT_HEADER]: 'health' };

/**
 * Requests per second and latency of the hottest buyer calls beside a bare Fastify route, each server
 * in its own process on loopback, and submit latency at a steady 50 requests per second.
 */
export async function measureServer(): Promise<ServerFigures> {
  const bare = await spawnServer('bench/bare-hello-server.ts', PORT, '/hello');
  const hello = await saturate(PORT, { method: 'GET', path: '/hello' });
  await stopServer(bare);

  const env = { DATA_DIR: freshDataDir('bench'), DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' };
  const server = await spawnServer('server/main.ts', PORT, '/api/health', env);
  try {
    const template = await saturate(PORT, {
      method: 'POST',
      path: '/api/v1/insure/queryGoodsTemplateConfig?promotionId=health-baiwan',
      headers,
      body: () => ({ promotionId: 'health-baiwan' }),
    });
    const order = healthOrderBody(new Date());
    const premium = await saturate(PORT, { method: 'POST', path: '/api/v1/insure/premiumCalculate', headers, body: () => order });
    const submitAt50 = await fixedRate(
      PORT,
      {
        method: 'POST',
        path: '/api/v1/insure/submitOrder',
        // A new idempotency key per request: 250 distinct orders, not one order submitted 250 times.
        headers: () => ({ ...headers, 'idempotency-key': randomUUID() }),
        body: () => order,
      },
      50,
      5,
    );
    return {
      database: env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite',
      rows: [
        { name: 'bare Fastify `GET /hello`', figures: hello },
        { name: 'queryGoodsTemplateConfig', figures: template },
        { name: 'premiumCalculate', figures: premium },
      ],
      submitAt50,
    };
  } finally {
    await stopServer(server);
  }
}
