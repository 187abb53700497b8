import { describe, expect, it } from 'vitest';
import type { LoadFigures } from './load';
import type { ServerFigures } from './server-bench';
import { serverReportLines } from './server-report';

const figures = (perSecond: number): LoadFigures => ({ requests: perSecond * 3, errors: 0, perSecond, p50Ms: 1, p99Ms: 5 });

function server(templatePerSecond: number, orders: number): ServerFigures {
  return {
    hello: figures(4000),
    databases: (['embedded PGlite', 'PostgreSQL'] as const).map((database) => ({
      database,
      rows: [
        { name: 'queryGoodsTemplateConfig (POST, as the buyer app asks)', figures: figures(templatePerSecond) },
        { name: 'premiumCalculate', figures: figures(1200) },
      ],
      submitAt50: figures(50),
    })),
    twoInstances: {
      publishDelayMs: { median: 12, max: 30, publishes: 5 },
      submits: { sent: 20, succeeded: 20, orders, orderNumbers: orders },
      template: figures(3000),
    },
  };
}

describe('serverReportLines', () => {
  it('reports each database against the targets as shares of the bare route of the same run', () => {
    const text = serverReportLines(server(2400, 1)).join('\n');
    expect(text).toContain('| embedded PGlite: queryGoodsTemplateConfig ≥ 50% of bare Fastify | 60.0% | yes |');
    expect(text).toContain('| PostgreSQL: premiumCalculate ≥ 25% of bare Fastify | 30.0% | yes |');
    expect(text).toContain('median 12.00 ms, max 30.00 ms over 5 publishes | yes |');
    expect(text).toContain('1 order(s), 20 of 20 replies succeeded naming 1 order number(s) | yes |');
  });

  it('marks a target missed, and says why two instances were not measured', () => {
    const missed = serverReportLines(server(1000, 2)).join('\n');
    expect(missed).toContain('| embedded PGlite: queryGoodsTemplateConfig ≥ 50% of bare Fastify | 25.0% | **no** |');
    expect(missed).toContain('2 order(s), 20 of 20 replies succeeded naming 2 order number(s) | **no** |');
    const skipped = serverReportLines({ ...server(2400, 1), twoInstances: { skipped: 'DATABASE_URL is not set' } }).join('\n');
    expect(skipped).toContain('Two instances: not measured (DATABASE_URL is not set).');
  });
});
