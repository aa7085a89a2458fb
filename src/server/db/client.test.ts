import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres, PING_TIMEOUT_MS, type Database } from './client';
import type { PostgresTimeouts } from './timeouts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function open(url: string, timeouts: PostgresTimeouts, poolSize = 1): Database {
  const database = openPostgres(url, poolSize, timeouts);
  cleanups.push(() => database.close());
  return database;
}

/** Resolves with how long `promise` took to settle, and its error if it rejected. */
async function timed(promise: Promise<unknown>): Promise<{ ms: number; error?: Error }> {
  const startedAt = performance.now();
  try {
    await promise;
    return { ms: performance.now() - startedAt };
  } catch (error) {
    return { ms: performance.now() - startedAt, error: error as Error };
  }
}

/** The error and its causes' messages in one line (drizzle wraps the driver's error). */
function messages(error: Error | undefined): string {
  const parts: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) parts.push(e.message);
  return parts.join(' / ');
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Not awaited: the server closes once its sockets are gone, which other cleanups see to.
  cleanups.push(() => void server.close());
  return (server.address() as net.AddressInfo).port;
}

/** Accepts connections and never answers: a database host that hangs. */
async function silentServer(): Promise<string> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  cleanups.push(() => sockets.forEach((socket) => socket.destroy()));
  return `postgres://vetrina:secret@127.0.0.1:${await listen(server)}/vetrina`;
}

/**
 * A TCP proxy to PostgreSQL. freeze() stops every connection open at that moment, as a paused
 * database server (SIGSTOP) would, without touching the shared server; new connections pass.
 */
async function freezableProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const pairs: [net.Socket, net.Socket][] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    for (const socket of [client, upstream]) {
      socket.on('error', () => {});
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    pairs.push([client, upstream]);
  });
  cleanups.push(() => pairs.flat().forEach((socket) => socket.destroy()));
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(await listen(server));
  return {
    url: proxied.toString(),
    freeze() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
  };
}

const SHORT: PostgresTimeouts = {
  connectTimeoutMs: 300,
  statementTimeoutMs: 200,
  idleInTransactionTimeoutMs: 300,
};

describe('PostgreSQL pool timeouts', () => {
  it('gives up opening a connection to a server that does not answer', async () => {
    const database = open(await silentServer(), SHORT);
    const outcome = await timed(database.db.execute(sql`select 1`));
    expect(messages(outcome.error)).toMatch(/timeout/i);
    expect(outcome.ms).toBeLessThan(1_500);
  });

  it('answers a ping with "down" within its own time limit when the server does not answer', async () => {
    // The default timeouts: connecting alone could take 5 s.
    const database = openPostgres(await silentServer(), 1);
    cleanups.push(() => database.close());
    const startedAt = performance.now();
    expect(await database.ping()).toBe(false);
    expect(performance.now() - startedAt).toBeLessThan(PING_TIMEOUT_MS + 1_000);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('PostgreSQL pool timeouts on a real server', () => {
  const url = serverUrl ?? '';

  it('has the server cancel a statement that runs too long', async () => {
    const database = open(url, SHORT);
    const outcome = await timed(database.db.execute(sql`select pg_sleep(5)`));
    expect(messages(outcome.error)).toMatch(/canceling statement due to statement timeout/);
    expect(outcome.ms).toBeLessThan(1_500);
  });

  it('has the server end a transaction left idle too long', async () => {
    const database = open(url, SHORT);
    const outcome = await timed(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 800));
        await tx.execute(sql`select 2`);
      }),
    );
    expect(outcome.error).toBeDefined();
    // The process survived the ended connection, and the pool opens a new one.
    const result = await database.db.execute(sql`select 42 as answer`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ answer: 42 }]);
  });

  it('stops waiting for a paused server a little after the statement timeout', async () => {
    const proxy = await freezableProxy(url);
    const database = open(proxy.url, SHORT);
    await database.db.execute(sql`select 1`);
    proxy.freeze();
    const outcome = await timed(database.db.execute(sql`select 2`));
    expect(messages(outcome.error)).toMatch(/Query read timeout/);
    // statement timeout (0.2 s) + margin (2 s)
    expect(outcome.ms).toBeGreaterThanOrEqual(2_000);
    expect(outcome.ms).toBeLessThan(4_000);
  });

  it('does not use a connection again once its query timed out', async () => {
    const proxy = await freezableProxy(url);
    const database = open(proxy.url, SHORT);
    const failed = await timed(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.freeze();
        await tx.execute(sql`select 2`);
      }),
    );
    expect(messages(failed.error)).toMatch(/Query read timeout/);
    // A pool of one connection: the next query answers at once on a new connection instead of
    // queueing behind the statement the paused server never answered.
    const next = await timed(database.db.execute(sql`select 42 as answer`));
    expect(next.error).toBeUndefined();
    expect(next.ms).toBeLessThan(1_500);
  });

  it('answers a ping with "down" within its own time limit when the server is paused', async () => {
    const proxy = await freezableProxy(url);
    const database = open(proxy.url, { ...SHORT, connectTimeoutMs: 5_000 });
    expect(await database.ping()).toBe(true);
    proxy.freeze();
    const outcome = await timed(
      database.ping().then((up) => {
        if (up) throw new Error('a paused server answered the ping');
      }),
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.ms).toBeLessThan(PING_TIMEOUT_MS + 1_000);
  });
});
