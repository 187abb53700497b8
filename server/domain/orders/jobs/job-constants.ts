/** The job kind that issues the policies of a paid order. */
export const ISSUE_POLICY_JOB = 'issuePolicy';

/** Issuing runs this long after payment, as an insurer's core system would answer a little later. */
export const ISSUE_DELAY_MS = 3000;

/** How often the runner looks for due jobs. */
export const JOB_POLL_INTERVAL_MS = 1000;

/** A claimed job is retried after this long should its run never finish (the process died). */
export const JOB_LEASE_MS = 60_000;

/** A job that failed this many times gives up, and the order fails. */
export const JOB_MAX_ATTEMPTS = 5;

/** First retry delay after an error; doubled on each further attempt. */
export const JOB_RETRY_BASE_MS = 5000;

/** Most jobs one runDueJobs call works through, so one call never runs unbounded. */
export const JOB_BATCH_LIMIT = 100;
