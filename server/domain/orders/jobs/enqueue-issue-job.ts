import type { Queryable } from '../../../db/database';
import { ISSUE_DELAY_MS, ISSUE_POLICY_JOB } from './job-constants';

/**
 * Queues the issuing of a paid order's policies, in the payment's transaction, so a paid order always
 * has its job. One job per order: a second enqueue changes nothing.
 */
export async function enqueueIssueJob(tx: Queryable, tenant: string, orderNo: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO order_jobs (tenant_code, order_no, kind, state, run_at, attempts, created_at, updated_at)
     VALUES ($1, $2, $3, 'pending', $4, 0, $5, $5) ON CONFLICT (order_no, kind) DO NOTHING`,
    [tenant, orderNo, ISSUE_POLICY_JOB, new Date(now.getTime() + ISSUE_DELAY_MS), now],
  );
}
