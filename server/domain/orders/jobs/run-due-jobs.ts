import type { AppContext } from '../../../app/app-context';
import { failOrder, issueOrder } from './issue-order';
import { ISSUE_POLICY_JOB, JOB_BATCH_LIMIT, JOB_LEASE_MS, JOB_MAX_ATTEMPTS, JOB_RETRY_BASE_MS } from './job-constants';

interface ClaimedJob {
  readonly id: number;
  readonly tenant_code: string;
  readonly order_no: string;
  readonly kind: string;
  readonly attempts: number;
}

/**
 * Claims the next due job: its attempt is counted and it is pushed a lease into the future, committed
 * before the work starts. Should the process die mid-work, the job comes due again when the lease
 * ends, on this instance or another; SKIP LOCKED lets several instances claim side by side.
 */
async function claimNextJob(app: AppContext): Promise<ClaimedJob | undefined> {
  return app.db.transaction(async (tx) => {
    const now = app.now();
    const { rows } = await tx.query<ClaimedJob>(
      `SELECT id, tenant_code, order_no, kind, attempts FROM order_jobs
        WHERE state = 'pending' AND run_at <= $1 ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    const job = rows[0];
    if (!job) return undefined;
    await tx.query('UPDATE order_jobs SET attempts = attempts + 1, run_at = $2, updated_at = $3 WHERE id = $1', [
      job.id,
      new Date(now.getTime() + JOB_LEASE_MS),
      now,
    ]);
    return { ...job, attempts: job.attempts + 1 };
  });
}

async function runJob(app: AppContext, job: ClaimedJob): Promise<void> {
  await app.db.transaction(async (tx) => {
    if (job.kind === ISSUE_POLICY_JOB) await issueOrder(tx, app, job.tenant_code, job.order_no);
    await tx.query(`UPDATE order_jobs SET state = 'done', last_error = NULL, updated_at = $2 WHERE id = $1`, [job.id, app.now()]);
  });
}

/** After an error: retry later with a doubling delay, or give up, failing the order. */
async function recordFailure(app: AppContext, job: ClaimedJob, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  app.log.error({ err: error, jobId: job.id, orderNo: job.order_no }, 'order job failed');
  await app.db.transaction(async (tx) => {
    const now = app.now();
    if (job.attempts >= JOB_MAX_ATTEMPTS) {
      await failOrder(tx, app, job.tenant_code, job.order_no);
      await tx.query(`UPDATE order_jobs SET state = 'dead', last_error = $2, updated_at = $3 WHERE id = $1`, [job.id, message, now]);
      return;
    }
    const retryAt = new Date(now.getTime() + JOB_RETRY_BASE_MS * 2 ** (job.attempts - 1));
    await tx.query('UPDATE order_jobs SET run_at = $2, last_error = $3, updated_at = $4 WHERE id = $1', [job.id, retryAt, message, now]);
  });
}

/**
 * Runs every job due by the app's clock (up to a batch), one transaction each, and returns how many
 * ran. The job runner calls it on a timer; tests call it directly after moving the clock.
 */
export async function runDueJobs(app: AppContext): Promise<number> {
  let ran = 0;
  while (ran < JOB_BATCH_LIMIT) {
    const job = await claimNextJob(app);
    if (!job) break;
    ran += 1;
    try {
      await runJob(app, job);
    } catch (error) {
      await recordFailure(app, job, error);
    }
  }
  return ran;
}
