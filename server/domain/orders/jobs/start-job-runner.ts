import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app/app-context';
import { JOB_POLL_INTERVAL_MS } from './job-constants';
import { purgeSchedule } from '../../identity/purge-schedule';
import { closeUnpaidOrders } from './close-unpaid-orders';
import { runDueJobs } from './run-due-jobs';

/**
 * Runs due jobs, then the unpaid-order sweep and (hourly) the sweep of expired rows, on a timer for the life of the app: once at start, which
 * resumes whatever a previous process left pending, then every JOB_POLL_INTERVAL_MS. Runs never overlap, and closing the app stops
 * the timer and waits for a run in progress, so the database is not closed under it.
 */
export function startJobRunner(app: FastifyInstance, context: AppContext): void {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const purgeIfDue = purgeSchedule(context);
  const tick = () => {
    if (running || !timer) return;
    running = runDueJobs(context)
      .then(() => closeUnpaidOrders(context))
      .then(() => purgeIfDue())
      .then(() => undefined)
      .catch((error: unknown) => context.log.error({ err: error }, 'job runner failed'))
      .finally(() => {
        running = undefined;
      });
  };
  // Started once the app is ready, so an app that fails to build never leaves a timer behind.
  app.addHook('onReady', async () => {
    timer = setInterval(tick, JOB_POLL_INTERVAL_MS);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    timer = undefined;
    await running;
  });
}
