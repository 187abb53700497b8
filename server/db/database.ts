/** A row set as both drivers return it. */
export interface QueryResult<R> {
  readonly rows: R[];
  readonly rowCount: number;
}

/** Anything SQL can be sent to: the database itself or a transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/**
 * The one database interface the server uses, implemented over PostgreSQL (`pg`) and over the
 * embedded PGlite; both run the same SQL.
 */
export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
