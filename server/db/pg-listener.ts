import pg from 'pg';
import type { ChannelListener } from './database';

/** The first wait before reconnecting a lost listening connection, doubled up to RECONNECT_MAX_MS. */
export const RECONNECT_FIRST_MS = 100;
export const RECONNECT_MAX_MS = 5_000;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Listens to one PostgreSQL channel on a connection of its own (a pooled connection cannot hold a
 * LISTEN). When the connection is lost (the server restarted, a proxy cut it) the listener is told
 * (`onLost`) and the connection is made again with a growing wait; once LISTEN holds again
 * `onListening` says so, and the listener re-reads what it keeps, since the notices sent meanwhile are
 * gone. Resolves once the first LISTEN holds; the returned function stops listening for good.
 */
export async function listenOnPostgres(connectionString: string, channel: string, listener: ChannelListener): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = RECONNECT_FIRST_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    // A connection error after connecting arrives as an event; without a handler it would crash the process.
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onNotice(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    wait = RECONNECT_FIRST_MS;
    listener.onListening();
  };

  const lose = (lost: pg.Client): void => {
    if (client !== lost || stopped) return;
    client = undefined;
    listener.onLost();
    schedule();
  };

  const schedule = (): void => {
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => {
        wait = Math.min(wait * 2, RECONNECT_MAX_MS);
        if (!stopped) schedule();
      });
    }, wait);
    // A retry alone does not keep the process alive.
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
