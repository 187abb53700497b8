/** A row set as both drivers return it. */
export interface QueryResult<R> {
  readonly rows: R[];
  readonly rowCount: number;
}

/** Anything SQL can be sent to: the database itself or a transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/** What a channel listener is told: each notice's payload, and when listening starts and stops. */
export interface ChannelListener {
  /** A notice on the channel (PostgreSQL NOTIFY), delivered after the notifying transaction committed. */
  readonly onNotice: (payload: string) => void;
  /**
   * Listening has (re)started. After a lost connection notices sent meanwhile are gone: whatever the
   * listener keeps because of them must be read again.
   */
  readonly onListening: () => void;
  /** The listening connection was lost; notices are missed until onListening is called again. */
  readonly onLost: () => void;
}

/**
 * The one database interface the server uses, implemented over PostgreSQL (`pg`) and over the
 * embedded PGlite; both run the same SQL.
 */
export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Listens to a notice channel (PostgreSQL LISTEN) until the returned function is called: on a
   * connection of its own on PostgreSQL, reconnecting while the database lasts; in process on PGlite.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
