import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_DELAY_MS, JOB_LEASE_MS } from '../domain/orders/jobs/job-constants';
import { runDueJobs } from '../domain/orders/jobs/run-due-jobs';
import { cashierFields } from '../domain/orders/testing/cashier-fields';
import { mockOrderBody } from '../domain/orders/testing/mock-order-body';
import { storedStatus } from '../domain/orders/testing/stored-status';
import { seedTenants } from '../seed/seed-tenants';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { buyerBrowser } from './buyer-browser';

/**
 * Held before the review, kept held: `kill -9` between payment and issuing loses no paid order and
 * issues none twice. What a dead process leaves is its database rows: a paid order with a pending
 * issuing job, or a job it had claimed (attempt counted, leased) and never finished.
 */
describe.each(testDatabases())('regression, recovery after the process is killed, on $name', (target) => {
  let t: TestApp;
  let restarted: FastifyInstance | undefined;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => {
    await restarted?.close();
    await t.close();
  });

  const paidOrder = async () => {
    const buyer = buyerBrowser(t, 'health');
    const orderNo = (await buyer.call('createMockOrder', mockOrderBody())).json().value.orderNo as string;
    const link = (await buyer.call('mockPayRequest', { orderNo, returnUrl: '/result' })).json().value.url as string;
    expect((await buyer.call('mockPay', cashierFields(link))).statusCode).toBe(200);
    return orderNo;
  };
  const issuedState = async (orderNo: string) => {
    const { rows } = await t.db.query<{ policies: number; paid: number; successes: number }>(
      `SELECT (SELECT count(*) FROM policies WHERE order_no = $1)::int AS policies,
              (SELECT count(*) FROM order_payments WHERE order_no = $1 AND status = 'paid')::int AS paid,
              (SELECT count(*) FROM order_status_events WHERE order_no = $1 AND to_status = 'success')::int AS successes`,
      [orderNo],
    );
    return { status: await storedStatus(t, orderNo), ...rows[0] };
  };
  /** Runs due jobs (twice at once, as two instances would) until `orderNo` is issued: the restarted app's own runner may hold its job a moment. */
  const issuedAfterJobs = async (orderNo: string) => {
    for (let round = 0; round < 100 && (await storedStatus(t, orderNo)) !== 'success'; round += 1) {
      await Promise.all([runDueJobs(t.context), runDueJobs(t.context)]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return issuedState(orderNo);
  };

  it('issues every paid order once after a restart, whether its job was waiting or half-run', async () => {
    const waiting = await paidOrder();
    const halfRun = await paidOrder();
    await t.app.close();
    // The dead process had claimed halfRun's job (as runDueJobs does: attempt counted, leased), and
    // its issuing transaction died with it.
    t.clock.advance(ISSUE_DELAY_MS);
    await t.db.query('UPDATE order_jobs SET attempts = attempts + 1, run_at = $2 WHERE order_no = $1', [halfRun, new Date(t.clock.now().getTime() + JOB_LEASE_MS)]);

    restarted = await t.buildAnotherApp();
    expect(await issuedAfterJobs(waiting)).toEqual({ status: 'success', policies: 1, paid: 1, successes: 1 });
    expect(await issuedState(halfRun)).toEqual({ status: 'processing', policies: 0, paid: 1, successes: 0 });

    t.clock.advance(JOB_LEASE_MS);
    expect(await issuedAfterJobs(halfRun)).toEqual({ status: 'success', policies: 1, paid: 1, successes: 1 });
    expect(await issuedState(waiting)).toEqual({ status: 'success', policies: 1, paid: 1, successes: 1 });
    const jobs = await t.db.query<{ state: string }>('SELECT state FROM order_jobs WHERE order_no IN ($1, $2)', [waiting, halfRun]);
    expect(jobs.rows).toEqual([{ state: 'done' }, { state: 'done' }]);
  });
});
