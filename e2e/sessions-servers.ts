import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { exitOf, isRunning, spawnTied, type ExitStatus } from '../faults/support/children';
import { freePort } from '../faults/support/ports';
import { SERVER_NODE_FLAGS } from '../src/server/start-contract.mjs';

/**
 * More shops for sessions.spec.ts, besides the one playwright.config.ts starts: two processes on
 * one PostgreSQL database (an event raised by one reaches a browser connected to the other), and
 * a shop whose idle logout comes after seconds instead of 24 hours. Each is the built server
 * (`node dist/server/main.js`) on a free port with its own data folder, started once per
 * describe block and stopped in its afterAll.
 */

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = path.join(PROJECT_ROOT, 'dist', 'server', 'main.js');

/** Migrations and the sample catalog on an empty database fit in this on a busy machine. */
const READY_WITHIN_MS = 90_000;
const STOP_WITHIN_MS = 10_000;
const LOG_TAIL_LINES = 40;

/**
 * The account each extra shop creates at start (ADMIN_EMAIL): the only account there, so no
 * registration (whose code goes to that shop's own outbox) is needed to log in.
 */
export const EXTRA_SHOP_ACCOUNT = {
  email: 'sessioni-e2e@vetrina.test',
  password: 'password-sessioni-e2e',
} as const;

/** Both processes on one database must hash device addresses with one key. */
const SESSION_SECRET = 'segreto-di-sessione-dei-test-dei-dispositivi-0123456789';

export interface ExtraShop {
  baseURL: string;
  /** The last lines the process wrote: for the message of a failing test. */
  logTail(): string;
  /** SIGTERM, then SIGKILL if it does not end in time; its data folder is removed. */
  stop(): Promise<void>;
}

function readTail(logFile: string): string {
  if (!existsSync(logFile)) return '(no log)';
  const text = readFileSync(logFile, 'utf8').trimEnd();
  return text === '' ? '(empty log)' : text.split('\n').slice(-LOG_TAIL_LINES).join('\n');
}

function timeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return Promise.race([
    promise,
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref()),
  ]);
}

async function isReady(baseURL: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(3_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts the built shop in test mode with `env` added (DATABASE_URL, TEST_IDLE_*…) and waits
 * until /readyz answers 200. Nothing is inherited from this process's environment but PATH, so
 * the main test shop's variables never leak in.
 */
export async function startExtraShop(
  name: string,
  env: Record<string, string>,
): Promise<ExtraShop> {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: the shop is not built`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `vetrina-e2e-${name}-`));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${String(port)}`;
  const log = openSync(logFile, 'a');
  const child = spawnTied(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET,
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '2000',
      ADMIN_EMAIL: EXTRA_SHOP_ACCOUNT.email,
      ADMIN_PASSWORD: EXTRA_SHOP_ACCOUNT.password,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = exitOf(child);

  const stop = async () => {
    if (isRunning(child)) {
      child.kill('SIGTERM');
      if ((await timeout(exited, STOP_WITHIN_MS)) === 'timeout') {
        child.kill('SIGKILL');
        await timeout(exited, STOP_WITHIN_MS);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const shop: ExtraShop = { baseURL, logTail: () => readTail(logFile), stop };

  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (!isRunning(child)) {
      const status: ExitStatus = await exited;
      const tail = readTail(logFile);
      await stop();
      throw new Error(`the ${name} shop ended at start (${JSON.stringify(status)}):\n${tail}`);
    }
    if (await isReady(baseURL)) return shop;
    if (Date.now() > deadline) {
      const tail = readTail(logFile);
      await stop();
      throw new Error(
        `the ${name} shop at ${baseURL} was not ready in ${READY_WITHIN_MS} ms:\n${tail}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// --- a database of its own on the machine's PostgreSQL --------------------------------------

/** The server to create the database on (any database of it: only CREATE/DROP DATABASE run). */
const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface PostgresDatabase {
  url: string;
  /** The tables with a row whose text holds `needle` anywhere (every column, as text). */
  tablesContaining(needle: string): Promise<string[]>;
  drop(): Promise<void>;
}

/** What became of the attempt: a fresh database, or why PostgreSQL could not be used. */
export type PostgresOutcome = { database: PostgresDatabase } | { unreachable: string };

async function connected<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates `vetrina_e2e_<random>` on the PostgreSQL of E2E_POSTGRES_URL (default: the local one);
 * `drop` removes it, also while a stopped shop's connections linger.
 */
export async function freshPostgresDatabase(): Promise<PostgresOutcome> {
  const name = `vetrina_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    await connected(POSTGRES_URL, (client) => client.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    return { unreachable: `PostgreSQL at ${POSTGRES_URL}: ${(error as Error).message}` };
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const tablesContaining = (needle: string) =>
    connected(url.toString(), async (client) => {
      const tables = await client.query<{ name: string }>(
        `SELECT quote_ident(table_name) AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      const found: string[] = [];
      for (const { name } of tables.rows) {
        const hit = await client.query(
          `SELECT 1 FROM ${name} AS t WHERE strpos(t::text, $1) > 0 LIMIT 1`,
          [needle],
        );
        if (hit.rowCount) found.push(name);
      }
      return found;
    });
  return {
    database: {
      url: url.toString(),
      tablesContaining,
      drop: () =>
        connected(POSTGRES_URL, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        ).then(() => undefined),
    },
  };
}
