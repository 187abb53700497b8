import type { AppContext } from '../../app/app-context';
import { HOUR_MS } from '../../app/durations';
import { purgeOldRecordings } from '../recordings/purge-recordings';
import { purgeExpired } from './purge-expired';

/** How often the job runner sweeps expired rows, besides every editor sign-in. */
export const PURGE_INTERVAL_MS = HOUR_MS;

/**
 * A sweep of expired rows (purgeExpired) that runs at most once per PURGE_INTERVAL_MS of the app's
 * clock: the job runner calls it on every tick, so a site where editors rarely sign in still keeps
 * its sessions, rate-limit counters and buyers' order grants from growing without end, and deletes
 * sales-process recordings past their retention period.
 */
export function purgeSchedule(context: Pick<AppContext, 'db' | 'now' | 'config'>): () => Promise<boolean> {
  let lastRun: number | undefined;
  return async () => {
    const now = context.now();
    if (lastRun !== undefined && now.getTime() - lastRun < PURGE_INTERVAL_MS) return false;
    lastRun = now.getTime();
    await purgeExpired(context.db, now);
    await purgeOldRecordings(context.db, now, context.config);
    return true;
  };
}
