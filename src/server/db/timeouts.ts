/**
 * Bounds on waiting for PostgreSQL (decision 013): a database that stops answering must not
 * hang requests.
 */
export interface PostgresTimeouts {
  /** Opening a connection, and waiting for a free one when the pool is full. */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer (statement_timeout). */
  statementTimeoutMs: number;
  /** The server ends a session left idle inside a transaction this long. */
  idleInTransactionTimeoutMs: number;
}

/** The defaults of DB_*_TIMEOUT_MS (config.ts), and of callers without a config (tests, benchmarks). */
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 15_000,
};
