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

export type Schema = typeof schema;
/** One query API over both drivers: the code above this file never knows which it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
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
}

export function openPostgres(databaseUrl: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle pooled connection that the server closes (restart, failover, a dropped test
  // database) emits 'error' on the pool; unheard, it would crash the process. The pool
  // discards that client and opens a new one on the next query, so a warning is enough.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`);
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(drizzlePostgres(pool), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
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
    ping: async () => {
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    close: once(() => client.close()),
  };
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in DATA_DIR. */
export function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return Promise.resolve(openPostgres(options.databaseUrl, options.poolSize));
  return openPglite({ dataDir: options.dataDir, dump: options.pgliteDump });
}
