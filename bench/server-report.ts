import type { LoadFigures } from './load';
import type { ServerFigures } from './server-bench';

/** The targets: each call's requests per second as a share of the bare Fastify route's, same run. */
export const TEMPLATE_SHARE_TARGET = 0.5;
export const PREMIUM_SHARE_TARGET = 0.25;
export const PUBLISH_DELAY_TARGET_MS = 1_000;

const ms = (value: number) => `${value.toFixed(2)} ms`;
const met = (ok: boolean) => (ok ? 'yes' : '**no**');

function row(name: string, figures: LoadFigures, hello: number): string {
  return `| ${name} | ${figures.requests} | ${figures.errors} | ${figures.perSecond.toFixed(0)} | ${(figures.perSecond / hello).toFixed(3)} | ${ms(figures.p50Ms)} | ${ms(figures.p99Ms)} |`;
}

/** The API throughput section of the report. */
export function serverReportLines(server: ServerFigures): string[] {
  const hello = server.hello.perSecond || 1;
  const lines = [
    '## API throughput',
    '',
    'Measured with autocannon: each server in its own process on loopback, 16 keep-alive clients for 3 s after a',
    "1 s warm-up that is not counted, replies compressed as a phone's browser asks (`accept-encoding: br, gzip`);",
    'seeded demo data. The ratio to the bare Fastify route of the same run is the comparable figure.',
    '',
    '| route | requests | errors | requests per second | ratio to bare Fastify | p50 | p99 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row('bare Fastify `GET /hello`', server.hello, hello),
  ];
  for (const database of server.databases) {
    for (const route of database.rows) lines.push(row(`${database.database}: ${route.name}`, route.figures, hello));
  }
  if (!('skipped' in server.twoInstances)) lines.push(row('PostgreSQL, two instances: queryGoodsTemplateConfig (8 clients each)', server.twoInstances.template, hello));
  lines.push('', '| target | measured | met |', '| --- | --- | --- |');
  for (const database of server.databases) {
    const share = (prefix: string) => (database.rows.find((route) => route.name.startsWith(prefix))?.figures.perSecond ?? 0) / hello;
    const template = share('queryGoodsTemplateConfig (POST');
    const premium = share('premiumCalculate');
    lines.push(`| ${database.database}: queryGoodsTemplateConfig ≥ ${TEMPLATE_SHARE_TARGET * 100}% of bare Fastify | ${(template * 100).toFixed(1)}% | ${met(template >= TEMPLATE_SHARE_TARGET)} |`);
    lines.push(`| ${database.database}: premiumCalculate ≥ ${PREMIUM_SHARE_TARGET * 100}% of bare Fastify | ${(premium * 100).toFixed(1)}% | ${met(premium >= PREMIUM_SHARE_TARGET)} |`);
  }
  if ('skipped' in server.twoInstances) {
    lines.push('', `Two instances: not measured (${server.twoInstances.skipped}).`);
  } else {
    const { publishDelayMs: delay, submits } = server.twoInstances;
    lines.push(
      `| two instances on PostgreSQL: a publish on one served by the other within 1 s | median ${ms(delay.median)}, max ${ms(delay.max)} over ${delay.publishes} publishes | ${met(delay.max < PUBLISH_DELAY_TARGET_MS)} |`,
      `| two instances: 20 identical submits at once, alternating, make exactly one order | ${submits.orders} order(s), ${submits.succeeded} of ${submits.sent} replies succeeded naming ${submits.orderNumbers} order number(s) | ${met(submits.orders === 1 && submits.orderNumbers === 1)} |`,
    );
  }
  lines.push('');
  for (const database of server.databases) {
    const submit = database.submitAt50;
    lines.push(`${database.database}: submit at a steady 50 requests per second for 5 s (${submit.requests} distinct orders, ${submit.errors} errors): p50 ${ms(submit.p50Ms)}, **p99 ${ms(submit.p99Ms)}**.`, '');
  }
  return lines;
}
