import type { Database, Db } from '../db/client';

/**
 * A database for app tests whose requests never reach it (headers, timeouts, client address):
 * buildApp needs one, and these tests need no migrated copy.
 */
export const unusedDatabase = {
  db: {} as Db,
  kind: 'postgres',
  migrate: async () => undefined,
  ping: async () => true,
  listen: async () => async () => undefined,
  close: async () => undefined,
} satisfies Database;
