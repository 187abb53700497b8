import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_DELAY_MS, JOB_LEASE_MS } from '../domain/orders/jobs/job-constants';
import { runDueJobs } from '../domain/orders/jobs/run-due-jobs';
import { cashierFields } from '../domain/orders/testing/cashier-fields';
import { mockOrderBody } from '../domain/orders/testing/mock-order-body';
import { seedTenants } from '../seed/seed-tenants';
import { createTwoInstances, postgresUrl, twoInstancesSkipReason, type TwoInstances } from '../testing/two-instances';
import { balancedBrowser } from './balanced-browser';

const PAID_ORDERS = 12;
const RUNS_PER_INSTANCE = 3;
const skip = twoInstancesSkipReason();

/**
 * Issue 16: every instance runs the job runner. Jobs are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, and issuing locks the order and checks it is still processing, so runners on two instances
 * working the queue at the same moment issue each paid order's policies exactly once.
 */
describe.skipIf(skip)(`two instances on one PostgreSQL: the issuing queue issues once${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let pair: TwoInstances;
  beforeAll(async () => {
    pair = await createTwoInstances(postgresUrl(), { seed: [seedTenants] });
  });
  afterAll(async () => pair?.close());

  /** An order paid with the mock cashier, its calls spread over both instances. */
  const paidOrder = async (index: number) => {
    const buyer = balancedBrowser('health');
    const orderNo = (await buyer.call(pair.at(index), 'createMockOrder', mockOrderBody())).json().value.orderNo as string;
    const link = (await buyer.call(pair.at(index + 1), 'mockPayRequest', { orderNo, returnUrl: '/result' })).json().value.url as string;
    expect((await buyer.call(pair.at(index), 'mockPay', cashierFields(link))).statusCode).toBe(200);
    return orderNo;
  };
  const issued = async () =>
    (
      await pair.instances[0].db.query<{ order_no: string; status: string; policies: number; successes: number; jobs: string }>(
        `SELECT o.order_no, o.status,
                (SELECT count(*) FROM policies p WHERE p.order_no = o.order_no)::int AS policies,
                (SELECT count(*) FROM order_status_events e WHERE e.order_no = o.order_no AND e.to_status = 'success')::int AS successes,
                (SELECT string_agg(j.state || '/' || j.attempts, ',') FROM order_jobs j WHERE j.order_no = o.order_no) AS jobs
           FROM orders o ORDER BY o.order_no`,
      )
    ).rows;

  it('issues each of 12 paid orders once when both instances run the queue at the same moment, again and again', async () => {
    const orderNos = await Promise.all(Array.from({ length: PAID_ORDERS }, (_, index) => paidOrder(index)));
    pair.clock.advance(ISSUE_DELAY_MS);
    const runs = pair.instances.flatMap((instance) => Array.from({ length: RUNS_PER_INSTANCE }, () => runDueJobs(instance.context)));
    const ran = await Promise.all(runs);
    // Each job ran once, on one instance or the other (the apps' own timers may have run some).
    expect(ran.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(PAID_ORDERS);
    // The apps' own runners, on their timers, may still be finishing a job they claimed: wait for them.
    for (let round = 0; round < 100 && (await issued()).some((row) => !row.jobs.startsWith('done')); round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Once the leases have run out, nothing comes due again: every job is done.
    pair.clock.advance(JOB_LEASE_MS);
    expect(await Promise.all(pair.instances.map((instance) => runDueJobs(instance.context)))).toEqual([0, 0]);
    const rows = await issued();
    expect(rows.map((row) => row.order_no).sort()).toEqual([...orderNos].sort());
    for (const row of rows) expect(row).toMatchObject({ status: 'success', policies: 1, successes: 1, jobs: 'done/1' });
  });
});
