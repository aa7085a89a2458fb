import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { projectPath } from '../project-root';
import { createCheckedPglite, PGLITE_EXTENSIONS } from './pglite-extensions';
import * as schema from './schema';
import {
  listenOnPglite,
  listenOnPostgres,
  type NotificationHandlers,
  type StopListening,
} from './notifications';
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './timeouts';

export type Schema = typeof schema;
/** One query API over both drivers: the code above this file never knows which it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** LISTEN on a channel (NOTIFY from any process, on commit); db/notifications.ts. */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

export interface PgliteDatabase extends Database {
  kind: 'pglite';
  /** The whole data directory as a tarball, to start other databases from (tests). */
  dump(): Promise<Blob>;
}

/** Closing twice (a test, then its cleanup; two signals) must not fail. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export const MIGRATIONS_DIR = projectPath('drizzle');

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; ignored when databaseUrl is set. */
  dataDir?: string | undefined;
  /** A dump of a prepared PGlite data directory to start from (tests clone a template). */
  pgliteDump?: Blob | undefined;
  poolSize?: number;
  /** PostgreSQL only; DEFAULT_POSTGRES_TIMEOUTS when absent. */
  timeouts?: PostgresTimeouts | undefined;
}

/**
 * A paused or cut-off server cannot enforce its statement_timeout: the client stops waiting this
 * much later (pg's query_timeout), which leaves a healthy server the time to answer first.
 */
export const QUERY_TIMEOUT_MARGIN_MS = 2_000;
/** /readyz must answer promptly: a database that has not answered by then counts as down. */
export const PING_TIMEOUT_MS = 2_000;

/** `promise`'s value, or `fallback` when it has not settled after `ms`. */
function resolveWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * True when the client still waits for a statement's answer: its query timed out on the client
 * side (pg's query_timeout) and the connection is left mid-statement. pg keeps such a client in
 * the pool when it is released without an error, which drizzle's transactions do; every later
 * query on it would then queue behind the statement that never ends.
 */
function isWaitingForAnswer(client: pg.PoolClient): boolean {
  const internals = client as unknown as { _getActiveQuery?: () => unknown };
  return typeof internals._getActiveQuery === 'function' && internals._getActiveQuery() != null;
}

/**
 * A connection that the server ends (a restart, a failover, a dropped test database,
 * idle_in_transaction_session_timeout) emits 'error': on the pool when the connection is idle,
 * on its client when it is in use. Unheard, either would crash the process. The pool discards
 * an idle one at once and opens a new one on the next query; a client in use fails its next
 * query instead and is discarded when released.
 */
function surviveLostConnections(pool: pg.Pool, onIdleConnectionLost: (error: Error) => void) {
  pool.on('error', onIdleConnectionLost);
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}

export function openPostgres(
  databaseUrl: string,
  poolSize = 10,
  timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS,
): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    // Sent as start-up parameters: every connection of the pool gets them.
    statement_timeout: timeouts.statementTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
    query_timeout: timeouts.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
  });
  surviveLostConnections(pool, (error) => {
    process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`);
  });
  // Ending the client here (before the pool files it as idle) makes the pool discard it.
  pool.on('release', (_error, client) => {
    if (isWaitingForAnswer(client)) void client.end();
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  // pg honours a query's own query_timeout; @types/pg does not list it.
  const pingQuery = { text: 'SELECT 1', query_timeout: PING_TIMEOUT_MS };
  return {
    db,
    kind: 'postgres',
    // Migrations may rewrite large tables: their own connection, without statement_timeout.
    migrate: async () => {
      const migrationPool = new pg.Pool({
        connectionString: databaseUrl,
        max: 1,
        connectionTimeoutMillis: timeouts.connectTimeoutMs,
      });
      surviveLostConnections(migrationPool, () => {});
      try {
        await migratePostgres(drizzlePostgres(migrationPool), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await migrationPool.end();
      }
    },
    ping: () =>
      resolveWithin(
        pool.query(pingQuery).then(
          () => true,
          () => false,
        ),
        // Also bounds the wait for a connection (a full pool, a server that does not answer).
        PING_TIMEOUT_MS,
        false,
      ),
    listen: (channel, handlers) =>
      listenOnPostgres(databaseUrl, channel, handlers, {
        connectTimeoutMs: timeouts.connectTimeoutMs,
        onLost: (error) => {
          process.emitWarning(`PostgreSQL listening connection lost: ${error.message}`);
        },
      }),
    close: once(() => pool.end()),
  };
}

export async function openPglite(options: {
  dataDir?: string | undefined;
  dump?: Blob | undefined;
}): Promise<PgliteDatabase> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await createCheckedPglite(
    () =>
      PGlite.create({
        ...(dataDir ? { dataDir } : {}),
        ...(options.dump ? { loadDataDir: options.dump } : {}),
        extensions: PGLITE_EXTENSIONS,
      }),
    {
      onRetry: (attempt) => {
        process.emitWarning(
          `PGlite started with a faulty extension (attempt ${String(attempt)}); starting it again`,
        );
      },
    },
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    // No time limit: PGlite answers on this thread, so a stuck query blocks the timer as well
    // (the event-loop watchdog of decision 011 handles that case).
    ping: async () => {
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    close: once(() => client.close()),
  };
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in DATA_DIR. */
export function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return Promise.resolve(openPostgres(options.databaseUrl, options.poolSize, options.timeouts));
  return openPglite({ dataDir: options.dataDir, dump: options.pgliteDump });
}
