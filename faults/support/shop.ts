import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitOf, isRunning, spawnTied, type ExitStatus } from './children';
import { callShop } from './http';
import { SERVER_NODE_FLAGS } from '../../src/server/start-contract.mjs';
import { freePort } from './ports';
import { waitFor, within } from './wait';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = path.join(PROJECT_ROOT, 'dist', 'server', 'main.js');

/** The timeouts the shop runs with here: short, so that a fault shows within seconds. */
export const SHOP_DB_TIMEOUT_MS = 3_000;
export const SHOP_SHUTDOWN_TIMEOUT_MS = 3_000;
const SHOP_STARTUP_RETRY_MS = 30_000;
/** Migrations and the sample catalog on an empty database, or the start-up retry, fit in this. */
const SHOP_READY_WITHIN_MS = 60_000;
const LOG_TAIL_LINES = 60;
/** Error lines carry whole stacks: the tail is cut to this many characters as well. */
const LOG_TAIL_MAX_CHARS = 20_000;

/**
 * Builds the shop unless dist/ is the build of the current sources (scripts/build-stamp.mjs,
 * the same check `npm start` makes). Both scripts run as child processes, as in `npm start`.
 */
export function ensureShopBuilt(): void {
  const check = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { isBuildCurrent } from './scripts/build-stamp.mjs'; process.exit(isBuildCurrent() ? 0 : 1);",
    ],
    { cwd: PROJECT_ROOT, stdio: 'inherit' },
  );
  if (check.status === 0 && existsSync(SERVER_ENTRY)) return;
  console.log('Building the shop for the fault tests (sources changed since the last build)…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0)
    throw new Error('npm run build failed: the fault tests need the built shop');
}

export interface ShopOptions {
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  /** stdout and stderr of every start are appended here. */
  logFile: string;
}

export interface ShopProcess {
  baseUrl: string;
  pid: number;
  isRunning(): boolean;
  /** Resolves when the process ends, however it ends. */
  exited: Promise<ExitStatus>;
  signal(name: NodeJS.Signals): void;
  /** Ends it with SIGKILL (cleanup: nothing of it is kept) and waits for its end. */
  kill(): Promise<ExitStatus>;
}

export function readLogTail(logFile: string, lines = LOG_TAIL_LINES): string {
  if (!existsSync(logFile)) return '(no log)';
  const text = readFileSync(logFile, 'utf8').trimEnd();
  if (text === '') return '(empty log)';
  const tail = text.split('\n').slice(-lines).join('\n');
  return tail.length > LOG_TAIL_MAX_CHARS ? `…${tail.slice(-LOG_TAIL_MAX_CHARS)}` : tail;
}

/** The environment of `node dist/server/main.js` in production mode, nothing inherited but PATH. */
function shopEnvironment(options: ShopOptions, port: number): NodeJS.ProcessEnv {
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    SESSION_SECRET: 'segreto-di-sessione-dei-test-dei-guasti-0123456789',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'off',
    DB_STATEMENT_TIMEOUT_MS: String(SHOP_DB_TIMEOUT_MS),
    SHUTDOWN_TIMEOUT_MS: String(SHOP_SHUTDOWN_TIMEOUT_MS),
    STARTUP_RETRY_MS: String(SHOP_STARTUP_RETRY_MS),
  };
}

/** Starts the built shop on a free port and waits until /readyz answers 200. */
export async function startShop(options: ShopOptions): Promise<ShopProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const log = openSync(options.logFile, 'a');
  const child = spawnTied(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: PROJECT_ROOT,
    env: shopEnvironment(options, port),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = exitOf(child);
  const shop: ShopProcess = {
    baseUrl,
    pid: child.pid ?? -1,
    isRunning: () => isRunning(child),
    exited,
    signal: (name) => {
      child.kill(name);
    },
    kill: async () => {
      if (isRunning(child)) child.kill('SIGKILL');
      return within(exited, 10_000, 'the shop ending after SIGKILL');
    },
  };
  try {
    await waitFor(
      `the shop at ${baseUrl} answering /readyz 200`,
      async () => {
        if (!isRunning(child)) {
          const status = await exited;
          throw new Error(`the shop ended at start (${JSON.stringify(status)})`);
        }
        const answer = await callShop(baseUrl, '/readyz', { timeoutMs: 5_000 });
        return answer.status === 200
          ? { done: true, value: answer }
          : { done: false, observed: answer.error ?? answer.body };
      },
      { timeoutMs: SHOP_READY_WITHIN_MS, intervalMs: 100 },
    );
  } catch (error) {
    await shop.kill();
    throw new Error(
      `${(error as Error).message}\n--- shop log (${options.logFile}) ---\n${readLogTail(options.logFile)}`,
      { cause: error },
    );
  }
  return shop;
}
