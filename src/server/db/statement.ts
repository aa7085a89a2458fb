import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { NodePgSession, type NodePgClient } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** Runs a named statement on a database or inside a transaction; its rows as the driver reads them. */
export type Statement<Row> = (db: Db, values: Record<string, unknown>) => Promise<Row[]>;

/**
 * The node-postgres client a database or transaction runs on (the pool, or the transaction's
 * connection); null on PGlite. Drizzle keeps it in a field its types call private.
 */
function nodePgClientOf(db: Db): NodePgClient | null {
  const session: unknown = db._.session;
  return session instanceof NodePgSession
    ? (session as unknown as { client: NodePgClient }).client
    : null;
}

/**
 * A statement of the hottest paths (the catalog's listings, search's words, placing an order,
 * locking a cart), written once with Drizzle's `sql` (tables and columns from the schema, values
 * as `sql.placeholder(name)`), its text built once when the module loads. Unlike a query
 * builder's `.prepare()`, it runs on whatever it is given — the database or the caller's
 * transaction — with no query building per call, and on PostgreSQL as a named statement that
 * each connection parses only once (decision 019). On PostgreSQL it goes to the driver itself,
 * not through a Drizzle prepared query built for each call (decision 026). Rows come as the
 * driver reads them: timestamps are best selected as epoch milliseconds (`float8`), which both
 * drivers read as numbers.
 */
export function statement<Row>(name: string, text: SQL): Statement<Row> {
  const query = dialect.sqlToQuery(text);
  return async (db, values) => {
    const client = nodePgClientOf(db);
    if (client) {
      const config = { name, text: query.sql, values: fillPlaceholders(query.params, values) };
      const result = await client.query<Row & object>(config);
      return result.rows;
    }
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
