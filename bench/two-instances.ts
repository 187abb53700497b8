import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { TENANT_HEADER } from '../schema/api/tenant-header';
import { IDEMPOTENCY_HEADER } from '../server/domain/orders/submit-order';
import { healthOrderBody } from '../server/domain/orders/testing/health-order-body';
import type { BenchDatabase } from './bench-database';
import { EditorPublisher } from './editor-publisher';
import { saturateAll, type LoadFigures } from './load';

export interface TwoInstanceFigures {
  /** From the publish's reply on the first instance to the second serving the new version, over `publishes` publishes. */
  readonly publishDelayMs: { readonly median: number; readonly max: number; readonly publishes: number };
  /** 20 identical submits at once, alternating between the instances. */
  readonly submits: { readonly sent: number; readonly succeeded: number; readonly orders: number; readonly orderNumbers: number };
  /** queryGoodsTemplateConfig spread over both instances. */
  readonly template: LoadFigures;
}

const headers = { [TENANT_HEADER]: 'health' };
const PROMOTION = 'health-baiwan';
const TEMPLATE = 'tpl-health-baiwan';
const TEMPLATE_PATH = `/api/v1/insure/queryGoodsTemplateConfig?promotionId=${PROMOTION}`;

async function servedLabel(port: number): Promise<string | undefined> {
  const response = await fetch(`http://127.0.0.1:${port}${TEMPLATE_PATH}`, { headers });
  const reply = (await response.json()) as { result?: { pageList: { label: string }[] } };
  return reply.result?.pageList[0]?.label;
}

/** How long after a publish on `from` returns the instance `to` serves it (polling as fast as it answers). */
async function publishDelay(publisher: EditorPublisher, to: number, label: string): Promise<number> {
  await publisher.publishLabel(TEMPLATE, label);
  const published = performance.now();
  while ((await servedLabel(to)) !== label) {
    if (performance.now() - published > 10_000) throw new Error(`the second instance did not serve "${label}" within 10 s`);
  }
  return performance.now() - published;
}

interface SubmitReply {
  readonly success?: boolean;
  readonly result?: { readonly pageActionList?: readonly { readonly pageAction: string; readonly data?: Record<string, unknown> }[] };
}

/**
 * Two server processes on one PostgreSQL database (`ports`, started on `db`): how soon a publish on
 * the first is served by the second, whether 20 identical submits at once spread over both make one
 * order, and the template call's throughput over both.
 */
export async function measureTwoInstances(ports: readonly [number, number], db: BenchDatabase): Promise<TwoInstanceFigures> {
  const [first, second] = ports;
  const publisher = await EditorPublisher.signIn(first, 'health');
  // Both instances hold the current version in memory before each publish.
  const delays: number[] = [];
  for (let round = 1; round <= 5; round += 1) {
    await servedLabel(second);
    delays.push(await publishDelay(publisher, second, `投保试算（第 ${round} 次发布）`));
  }
  const sorted = [...delays].sort((a, b) => a - b);

  const body = healthOrderBody(new Date());
  const key = randomUUID();
  const before = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders');
  const replies = await Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      const response = await fetch(`http://127.0.0.1:${ports[index % 2]}/api/v1/insure/submitOrder`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key },
        body: JSON.stringify(body),
      });
      return (await response.json()) as SubmitReply;
    }),
  );
  const after = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders');
  const orderNumbers = new Set(
    replies.flatMap((reply) => reply.result?.pageActionList?.filter((action) => action.pageAction === 'updateOrderNo').map((action) => String(action.data?.orderNo)) ?? []),
  );

  const template = await saturateAll(ports, { method: 'POST', path: TEMPLATE_PATH, headers: { ...headers, 'accept-encoding': 'br, gzip' }, body: { promotionId: PROMOTION } });
  return {
    publishDelayMs: { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted[sorted.length - 1]!, publishes: delays.length },
    submits: { sent: replies.length, succeeded: replies.filter((reply) => reply.success === true).length, orders: after[0]!.count - before[0]!.count, orderNumbers: orderNumbers.size },
    template,
  };
}
