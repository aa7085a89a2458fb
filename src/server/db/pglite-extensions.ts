import type { PGlite } from '@electric-sql/pglite';
import { intarray } from '@electric-sql/pglite/contrib/intarray';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The extensions the migrations create (pg_trgm, unaccent: 0000; intarray: 0003, search). */
export const PGLITE_EXTENSIONS = { intarray, pg_trgm, unaccent };

/** Fresh instances tried before giving up: a faulty load is rare (about 1 in 12 under load). */
export const PGLITE_OPEN_ATTEMPTS = 5;

/**
 * PGlite loads the extensions' libraries while it starts, and now and then (decision 011) one
 * of them is left without its relocations: pg_trgm then calls its trigram comparison through
 * a wrong function pointer. The WebAssembly trap is swallowed; the query returns no rows, and
 * the embedded PostgreSQL is left in a state where its next error never returns. So each
 * extension is exercised once, before any real work, inside a transaction that is rolled
 * back; pg_trgm goes last, as its fault spoils the instance. Its `%` operator is checked as well
 * as similarity(): the operator reaches similarity() through the library's import table, which
 * may point at another loaded copy of the library than the one PostgreSQL called.
 */
const CHECK_SQL = `
  SELECT unaccent('perché') AS unaccented,
    sort('{3,1,2}'::int[]) = '{1,2,3}'::int[]
      AND ('{1,2}'::int[] & '{2,3}'::int[]) = '{2}'::int[]
      AND icount('{1,2}'::int[]) = 2 AS intarray_works,
    similarity('iphone', 'iphnoe') AS similarity,
    'iphone' % 'iphone' AS trigram_match`;

export type CheckedClient = Pick<PGlite, 'exec' | 'query' | 'close'>;

/** True when unaccent, intarray and pg_trgm answer as they must on this instance. */
export async function extensionsWork(client: CheckedClient): Promise<boolean> {
  await client.exec(`
    BEGIN;
    SET LOCAL client_min_messages = warning;
    CREATE EXTENSION IF NOT EXISTS unaccent;
    CREATE EXTENSION IF NOT EXISTS intarray;
    CREATE EXTENSION IF NOT EXISTS pg_trgm;`);
  try {
    const { rows } = await client.query<{
      unaccented: string;
      intarray_works: boolean;
      similarity: number;
      trigram_match: boolean;
    }>(CHECK_SQL);
    const [row] = rows;
    return (
      rows.length === 1 &&
      row?.unaccented === 'perche' &&
      row.intarray_works &&
      row.similarity > 0.2 &&
      row.similarity < 0.4 &&
      row.trigram_match
    );
  } finally {
    await client.exec('ROLLBACK');
  }
}

/**
 * Creates PGlite instances until one whose extensions work, closing the faulty ones; fails
 * after `attempts`. `onRetry` hears of each faulty instance.
 */
export async function createCheckedPglite<Client extends CheckedClient>(
  create: () => Promise<Client>,
  { attempts = PGLITE_OPEN_ATTEMPTS, onRetry = (_attempt: number) => {} } = {},
): Promise<Client> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const client = await create();
    if (await extensionsWork(client)) return client;
    await client.close();
    onRetry(attempt);
  }
  throw new Error(
    `the embedded database's extensions failed to load ${String(attempts)} times in a row`,
  );
}
