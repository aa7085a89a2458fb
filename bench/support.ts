/** What several benchmarks share: percentiles, and the built shop run as in production. */
import { spawn, spawnSync } from 'node:child_process';
import inspector from 'node:inspector';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { SERVER_NODE_FLAGS } from '../src/server/start-contract.mjs';

/** The value at `fraction` (0.95 → p95) of ascending `sorted`, nearest rank; NaN when empty. */
export function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Builds the shop (scripts/build.mjs); exits the benchmark when the build fails. */
export function buildShop(): void {
  const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

/** Resolves once the server answers /readyz; rejects when `exited` settles first, or after 60 s. */
async function waitForServer(baseUrl: string, exited: Promise<number | null>): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (exitCode !== undefined) throw new ServerExited(exitCode);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready');
}

class ServerExited extends Error {
  constructor(code: number | null) {
    super(`server exited with code ${code} before it was ready`);
  }
}

/** How many times a server that ends before it is ready (its port taken, say) is started again. */
const START_ATTEMPTS = 3;
/** The last lines a server printed, shown when it ends before it is ready. */
const KEPT_OUTPUT_LINES = 20;

export interface RunningShop {
  baseUrl: string;
  /** The server's process id, e.g. to sample its memory in /proc/<pid>/status. */
  pid: number;
  /** Settles once the server process has ended (after stop(), or on its own). */
  exited: Promise<void>;
  /** Ends the server and removes its data folder. */
  stop(): void;
}

/**
 * Starts the built server (dist/server/main.js) with NODE_ENV=production on the embedded
 * PGlite in a fresh data folder and a free-looking port, and waits until it is ready.
 * `extraEnv` adds (or overrides) environment variables of the server, e.g. TRUST_PROXY. The
 * server gets the Node.js flags it runs with in production (SERVER_NODE_FLAGS), or those of
 * BENCH_SERVER_NODE_FLAGS when set (space-separated; empty for none), to compare them.
 */
export async function startBuiltShop(
  name: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningShop> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startBuiltShopOnce(name, extraEnv);
    } catch (error) {
      if (!(error instanceof ServerExited) || attempt === START_ATTEMPTS) throw error;
      console.warn(`${error.message}; starting it again on another port`);
    }
  }
}

async function startBuiltShopOnce(
  name: string,
  extraEnv: Record<string, string>,
): Promise<RunningShop> {
  const port = String(4600 + Math.floor(Math.random() * 600));
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `vetrina-bench-${name}-`));
  const flags = process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [
    ...SERVER_NODE_FLAGS,
  ];
  const server = spawn('node', [...flags, 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SESSION_SECRET: 'b'.repeat(40),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Its log is read as it comes (a full pipe would stall it); the last lines are kept.
  const output: string[] = [];
  server.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output.push(...chunk.split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - KEPT_OUTPUT_LINES));
  });
  const exitCode = new Promise<number | null>((resolve) =>
    server.once('exit', (code) => resolve(code)),
  );
  const exited = exitCode.then(() => undefined);
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(baseUrl, exitCode);
  } catch (error) {
    stop();
    if (output.length > 0) console.warn(output.join('\n'));
    throw error;
  }
  if (server.pid === undefined) throw new Error('server process did not start');
  return { baseUrl, pid: server.pid, exited, stop };
}

/**
 * Drops a bench's database. The pool's sockets close a moment after end(); dropping the database
 * before that would cut them and print warnings, so this waits briefly until the server has let
 * them go.
 */
export async function dropDatabaseWhenIdle(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * CPU profiles of this process over chosen stretches of a benchmark (node:inspector), added up:
 * `start()` and `stop()` around each stretch, then `top()` prints the functions that took the
 * most of the profiled time (self time, summed over every stretch).
 */
export function createPhaseProfiler() {
  const session = new inspector.Session();
  session.connect();
  const selfMicros = new Map<string, number>();
  const packageMicros = new Map<string, number>();
  let totalMicros = 0;
  const post = <T>(method: string): Promise<T> =>
    new Promise((resolve, reject) => {
      session.post(method, (error, result) => (error ? reject(error) : resolve(result as T)));
    });
  let ready = post('Profiler.enable');
  return {
    async start(): Promise<void> {
      await ready;
      await post('Profiler.start');
    },
    async stop(): Promise<void> {
      const { profile } = await post<{ profile: CpuProfile }>('Profiler.stop');
      const byId = new Map(profile.nodes.map((node) => [node.id, node]));
      profile.samples.forEach((id, i) => {
        const frame = byId.get(id)?.callFrame;
        if (!frame) return;
        const file = frame.url.replace(/^.*\/(node_modules\/|src\/)/, '$1');
        const key = `${frame.functionName || '(anonymous)'} ${file}:${String(frame.lineNumber + 1)}`;
        const micros = profile.timeDeltas[i] ?? 0;
        selfMicros.set(key, (selfMicros.get(key) ?? 0) + micros);
        const where = file.startsWith('node_modules/')
          ? file
              .split('/')
              .slice(0, file.startsWith('node_modules/@') ? 3 : 2)
              .join('/')
          : file.startsWith('src/')
            ? path.dirname(file)
            : frame.url === ''
              ? `(${frame.functionName || 'native'})`
              : 'node';
        packageMicros.set(where, (packageMicros.get(where) ?? 0) + micros);
        totalMicros += micros;
      });
      ready = Promise.resolve();
    },
    /**
     * The `count` functions (or, `byPackage`, packages and source folders) with the most self
     * time, as lines of text.
     */
    top(count: number, byPackage = false): string[] {
      return [...(byPackage ? packageMicros : selfMicros)]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(
          ([key, micros]) =>
            `${((100 * micros) / Math.max(1, totalMicros)).toFixed(1).padStart(5)} %  ${key}`,
        );
    },
  };
}

/** /proc counts CPU time in clock ticks: 100 a second on Linux (getconf CLK_TCK). */
export const MS_PER_TICK = 1000 / 100;

/** A /proc/…/stat line: the command's name, its CPU time and its ended children's (ms, user + system). */
function parseProcStat(stat: string): { name: string; cpuMs: number; endedChildrenCpuMs: number } {
  // The name, in parentheses, may hold spaces: fields are counted after its end.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name; cutime and
  // cstime (16 and 17), the time of its children that have ended and been waited for.
  return {
    name: stat.slice(stat.indexOf('(') + 1, close),
    cpuMs: (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK,
    endedChildrenCpuMs: (Number(fields[13]) + Number(fields[14])) * MS_PER_TICK,
  };
}

/**
 * CPU time (ms, user + system) used so far by a process (`/proc/<pid>/stat`) or one of its
 * threads (`/proc/<pid>/task/<tid>/stat`); null where the file cannot be read.
 */
export function procCpuMs(statPath: string): number | null {
  try {
    return parseProcStat(readFileSync(statPath, 'utf8')).cpuMs;
  } catch {
    return null;
  }
}

/**
 * CPU time (ms, user + system) used so far by every PostgreSQL process of this machine, read from
 * /proc, those that have ended included (a connection closed by the pool: its backend's time is
 * added to the postmaster's children's time); null where there is no /proc or no local
 * PostgreSQL (a remote database server).
 */
export function localPostgresCpuMs(): number | null {
  let names: string[];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let total = 0;
  let found = false;
  for (const pid of names) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const { name, cpuMs, endedChildrenCpuMs } = parseProcStat(stat);
    if (!name.startsWith('postgres')) continue;
    total += cpuMs + endedChildrenCpuMs;
    found = true;
  }
  return found ? total : null;
}
