import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import {
  createCheckedPglite,
  extensionsWork,
  PGLITE_EXTENSIONS,
  type CheckedClient,
} from './pglite-extensions';

interface FakeClient extends CheckedClient {
  readonly name: string;
  closed: boolean;
  statements: string[];
}

/** A client whose check query answers `rows`, as a faulty instance answers no rows at all. */
function fakeClient(name: string, rows: unknown[]): FakeClient {
  const client = {
    name,
    closed: false,
    statements: [] as string[],
    exec: (sql: string) => {
      client.statements.push(sql.trim());
      return Promise.resolve([]);
    },
    query: (sql: string) => {
      client.statements.push(sql.trim());
      return Promise.resolve({ rows, fields: [] });
    },
    close: () => {
      client.closed = true;
      return Promise.resolve();
    },
  };
  return client as unknown as FakeClient;
}

const HEALTHY_ROW = {
  unaccented: 'perche',
  intarray_works: true,
  similarity: 0.27272728,
  trigram_match: true,
};

describe('extensionsWork', () => {
  // A real instance can itself be faulty (decision 012): take it through createCheckedPglite.
  const openHealthy = () =>
    createCheckedPglite(() => PGlite.create({ extensions: PGLITE_EXTENSIONS }));

  it('is true on a real instance and leaves no extension behind on a fresh database', async () => {
    const client = await openHealthy();
    try {
      expect(await extensionsWork(client)).toBe(true);
      const { rows } = await client.query<{ extname: string }>(
        "SELECT extname FROM pg_extension WHERE extname IN ('unaccent', 'intarray', 'pg_trgm')",
      );
      expect(rows).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('is true where the migrations have already created the extensions', async () => {
    const client = await openHealthy();
    try {
      await client.exec(
        'CREATE EXTENSION unaccent; CREATE EXTENSION intarray; CREATE EXTENSION pg_trgm;',
      );
      expect(await extensionsWork(client)).toBe(true);
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_extension',
      );
      expect(rows[0]?.n).toBe(4); // plpgsql and the three
    } finally {
      await client.close();
    }
  });

  it('is false when the check answers no row (the faulty pg_trgm) and still rolls back', async () => {
    const client = fakeClient('faulty', []);
    expect(await extensionsWork(client)).toBe(false);
    expect(client.statements.at(0)).toMatch(/^BEGIN;/);
    expect(client.statements.at(-1)).toBe('ROLLBACK');
  });

  it.each([
    ['unaccent', { ...HEALTHY_ROW, unaccented: 'perché' }],
    ['intarray', { ...HEALTHY_ROW, intarray_works: false }],
    ['pg_trgm similarity()', { ...HEALTHY_ROW, similarity: 0 }],
    ['pg_trgm %', { ...HEALTHY_ROW, trigram_match: false }],
  ])('is false when %s answers wrongly', async (_extension, row) => {
    expect(await extensionsWork(fakeClient('wrong', [row]))).toBe(false);
  });
});

describe('createCheckedPglite', () => {
  it('closes faulty instances and returns the first that works', async () => {
    const made = [
      fakeClient('first', []),
      fakeClient('second', []),
      fakeClient('third', [HEALTHY_ROW]),
    ];
    const retries: number[] = [];
    let next = 0;
    const client = await createCheckedPglite(() => Promise.resolve(made[next++]!), {
      onRetry: (attempt) => retries.push(attempt),
    });
    expect(client.name).toBe('third');
    expect(made.map((c) => c.closed)).toEqual([true, true, false]);
    expect(retries).toEqual([1, 2]);
  });

  it('gives up after the given number of faulty instances, each closed', async () => {
    const made: FakeClient[] = [];
    const opening = createCheckedPglite(
      () => {
        const client = fakeClient(`faulty ${String(made.length + 1)}`, []);
        made.push(client);
        return Promise.resolve(client);
      },
      { attempts: 3 },
    );
    await expect(opening).rejects.toThrow(
      "the embedded database's extensions failed to load 3 times in a row",
    );
    expect(made).toHaveLength(3);
    expect(made.every((c) => c.closed)).toBe(true);
  });
});
