import type { Db } from './client';

/**
 * A value built once per database and kept as long as the database is: the query-builder
 * statements of the hottest reads, whose query text Drizzle then builds once (decision 026).
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
