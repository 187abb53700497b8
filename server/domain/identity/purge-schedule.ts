import type { AppContext } from '../../app/app-context';
import { HOUR_MS } from '../../app/durations';
import { purgeExpired } from './purge-expired';

/** How often the job runner sweeps expired rows, besides every editor sign-in. */
export const PURGE_INTERVAL_MS = HOUR_MS;

/**
 * A sweep of expired rows (purgeExpired) that runs at most once per PURGE_INTERVAL_MS of the app's
 * clock: the job runner calls it on every tick, so a site where editors rarely sign in still keeps
 * its sessions, rate-limit counters and buyers' order grants from growing without end.
 */
export function purgeSchedule(context: Pick<AppContext, 'db' | 'now'>): () => Promise<boolean> {
  let lastRun: number | undefined;
  return async () => {
    const now = context.now();
    if (lastRun !== undefined && now.getTime() - lastRun < PURGE_INTERVAL_MS) return false;
    lastRun = now.getTime();
    await purgeExpired(context.db, now);
    return true;
  };
}
