import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** Runs a named statement on a database or inside a transaction; its rows as the driver reads them. */
export type Statement<Row> = (db: Db, values: Record<string, unknown>) => Promise<Row[]>;

/**
 * A statement of the hottest write paths (placing an order, locking a cart), written once with
 * Drizzle's `sql` (tables and columns from the schema, values as `sql.placeholder(name)`), its
 * text built once when the module loads. Unlike a query builder's `.prepare()`, it runs on
 * whatever it is given — the database or the caller's transaction — with no query building per
 * call, and on PostgreSQL as a named statement that each connection parses only once
 * (decision 019). Rows come as the driver reads them: timestamps are best selected as epoch
 * milliseconds (`float8`), which both drivers read as numbers.
 */
export function statement<Row>(name: string, text: SQL): Statement<Row> {
  const query = dialect.sqlToQuery(text);
  return async (db, values) => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
