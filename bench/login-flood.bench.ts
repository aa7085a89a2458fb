/**
 * `npm run bench:login-flood`: whether a flood of logins starves the shop's pages.
 *
 * Builds the shop unless dist/ is the build of the current sources, and starts the built server
 * in production mode on the embedded PGlite with TRUST_PROXY=1. The benchmark plays that one
 * proxy: every login attempt carries its own client address in X-Forwarded-For (198.18.0.0/15,
 * the range set aside for benchmarks) and its own unknown email, as a distributed attack
 * would look, so that neither the per-IP limit (30 per 15 minutes) nor the per-account lock
 * (3 failures) stops it. What is left to shield the rest of the shop is the password hashing's
 * own bound (2 at a time, 32 waiting, then 503 with Retry-After at once). Every attempt still
 * counts itself in the rate-limit counters (in the database, without REDIS_URL) and looks the
 * email up before it reaches that bound.
 *
 * After a short warm-up, two phases of BENCH_FLOOD_SECONDS (default 10) each:
 *   A. catalog only: BENCH_FLOOD_CATALOG_CLIENTS (default 4) clients, each looping
 *      GET /api/products?page=… and GET /api/products/<slug> alternately, no think time;
 *   B. the same catalog load while BENCH_FLOOD_LOGINS (default 100) loops send
 *      POST /api/auth/login with a wrong password, no think time and no back-off on 503
 *      (an attacker does not honour Retry-After).
 * The login loops run in a forked process (this file again) so that their work does not share
 * an event loop with the catalog clients; the machine's cores are shared all the same. Every
 * round trip is timed in the client, to the last byte of the answer (gzip asked for, as a
 * browser does, and not inflated). The catalog clients keep the connections the warm-up opened
 * (as a proxy keeps its upstream connections); a probe of GET /healthz, which reads no database,
 * opens a new connection every 500 ms in both phases, to show how soon a newcomer is served.
 *
 * Prints catalog requests/s and p50/p95/p99 for both phases, the login answers by status with
 * logins/s, the probes' latency in both phases, and the load average at start and end. Exits non-zero when a catalog request fails or a login gets an HTTP
 * answer other than 401, 429 or 503; not on a latency figure nor on logins left unanswered.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '../src/domain/http';
import { buildShop, percentile, startBuiltShop } from './support';

const FLOOD_PROCESS_FLAG = '--login-flood-clients';
const PHASE_MS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10) * 1000;
const CATALOG_CLIENTS = Number(process.env.BENCH_FLOOD_CATALOG_CLIENTS ?? 4);
const LOGIN_LOOPS = Number(process.env.BENCH_FLOOD_LOGINS ?? 100);
const WARM_UP_MS = 2_000;
/** Time given to the flood to fill the hashing queue before phase B's catalog load starts. */
const FLOOD_RAMP_MS = 1_000;
const REQUEST_TIMEOUT_MS = 10_000;
const PROBE_INTERVAL_MS = 500;
/** 198.18.0.0/15 holds 131,072 addresses: no attempt ever reuses one. */
const MAX_LOGIN_ATTEMPTS = 130_000;
/** However a phase goes, no loop runs past this. */
const HARD_LIMIT_MS = PHASE_MS + 30_000;
const CSRF_TOKEN = 'bench-login-flood-csrf';

interface Answer {
  /** HTTP status; 0 when the request failed or timed out. */
  status: number;
  ms: number;
  /** Why there is no status. */
  error?: string;
}

/** One request, timed from sending to the last byte of the answer. */
function send(
  /** false: a connection of its own, closed after the answer. */
  agent: http.Agent | false,
  port: number,
  method: 'GET' | 'POST',
  path: string,
  headers: http.OutgoingHttpHeaders,
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number, error?: string) => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: performance.now() - started, ...(error ? { error } : {}) });
    };
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, agent },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => finish(response.statusCode ?? 0));
        response.on('error', (error) => finish(0, error.message));
        response.on('close', () => finish(response.complete ? (response.statusCode ?? 0) : 0));
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => finish(0, error.message));
    request.end(body);
  });
}

interface Figures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

function figuresOf(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

// ---------------------------------------------------------------------------------------------
// The login flood, in its own process.

type ToFlood = { type: 'start'; port: number; loops: number } | { type: 'stop' };

interface FloodResult {
  type: 'result';
  /** From the first attempt sent to the stop. */
  elapsedMs: number;
  /** Answers received before the stop, by status ("0": no answer, request failed). */
  byStatus: Record<string, Figures>;
  /** Attempts still waiting for their answer at the stop (not counted above). */
  unfinished: number;
}

type FromFlood = { type: 'ready' } | { type: 'started' } | FloodResult;

/** Address number `n` of 198.18.0.0/15. */
function benchmarkAddress(n: number): string {
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

function runFloodProcess(): void {
  const agent = new http.Agent({ keepAlive: true });
  let port = 0;
  let stopped = false;
  let startedAt = 0;
  let inFlight = 0;
  const times = new Map<number, number[]>();
  const reply = (message: FromFlood, then?: () => void) =>
    process.send?.(message, undefined, {}, () => then?.());

  async function loginLoop(first: number, step: number, deadline: number): Promise<void> {
    for (let n = first; n < MAX_LOGIN_ATTEMPTS && !stopped && Date.now() < deadline; n += step) {
      const body = JSON.stringify({
        email: `flood-${String(n)}@example.com`,
        password: 'not-the-password',
      });
      inFlight += 1;
      const answer = await send(
        agent,
        port,
        'POST',
        '/api/auth/login',
        {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: `${CSRF_COOKIE_NAME}=${CSRF_TOKEN}`,
          [CSRF_HEADER_NAME]: CSRF_TOKEN,
          'x-forwarded-for': benchmarkAddress(n),
        },
        body,
      );
      inFlight -= 1;
      if (stopped) return;
      const list = times.get(answer.status) ?? [];
      list.push(answer.ms);
      times.set(answer.status, list);
    }
  }

  process.on('message', (message: ToFlood) => {
    if (message.type === 'start') {
      port = message.port;
      startedAt = performance.now();
      const deadline = Date.now() + HARD_LIMIT_MS;
      for (let i = 0; i < message.loops; i += 1) void loginLoop(i, message.loops, deadline);
      reply({ type: 'started' });
      return;
    }
    stopped = true;
    const elapsedMs = performance.now() - startedAt;
    const byStatus: Record<string, Figures> = {};
    for (const [status, list] of times) byStatus[String(status)] = figuresOf(list);
    // In-flight attempts end with the process; nothing waits for them.
    reply({ type: 'result', elapsedMs, byStatus, unfinished: inFlight }, () => process.exit(0));
  });
  process.on('disconnect', () => process.exit(0));
  reply({ type: 'ready' });
}

// ---------------------------------------------------------------------------------------------
// The benchmark itself.

/** Builds the shop unless dist/ is the build of the current sources (as `npm start` checks). */
function ensureBuilt(): void {
  const check = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { isBuildCurrent } from './scripts/build-stamp.mjs'; process.exit(isBuildCurrent() ? 0 : 1);",
    ],
    { stdio: 'inherit' },
  );
  if (check.status === 0 && existsSync('dist/server/main.js')) return;
  buildShop();
}

interface ProbeResult {
  sent: number;
  /** Of the answered probes. */
  figures: Figures;
  max: number;
}

interface CatalogResult {
  elapsedMs: number;
  figures: Figures;
  errors: number;
  /** The first few failures, for the report. */
  samples: string[];
}

/**
 * `clients` loops alternating a listing page and a product page, for `durationMs`, over the
 * keep-alive connections of `agent` (opened by the warm-up, as a proxy keeps its upstream ones).
 */
async function catalogLoad(
  agent: http.Agent,
  port: number,
  paths: { lists: string[]; products: string[] },
  clients: number,
  durationMs: number,
): Promise<CatalogResult> {
  const times: number[] = [];
  const samples: string[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = Date.now() + durationMs;
  const client = async (index: number) => {
    for (let k = index; Date.now() < deadline && k < 1_000_000; k += 1) {
      const path =
        k % 2 === 0
          ? paths.lists[(k >> 1) % paths.lists.length]!
          : paths.products[(k * 7 + index) % paths.products.length]!;
      const answer = await send(agent, port, 'GET', path, {
        accept: 'application/json',
        'accept-encoding': 'gzip',
      });
      if (answer.status === 200) times.push(answer.ms);
      else {
        errors += 1;
        if (samples.length < 5) {
          samples.push(`${path} → ${answer.error ?? String(answer.status)} after ${ms(answer.ms)}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  const elapsedMs = performance.now() - started;
  return { elapsedMs, figures: figuresOf(times), errors, samples };
}

/**
 * GET /healthz (no database) every PROBE_INTERVAL_MS for `durationMs`, each on a new
 * connection, whether or not the previous one was answered: how soon a newcomer is served.
 */
async function probeHealth(port: number, durationMs: number): Promise<ProbeResult> {
  const probes: Promise<Answer>[] = [];
  const deadline = Date.now() + durationMs;
  while (Date.now() < deadline && probes.length < 1_000) {
    probes.push(send(false, port, 'GET', '/healthz', { accept: 'application/json' }));
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
  }
  const times = (await Promise.all(probes))
    .filter((answer) => answer.status === 200)
    .map((answer) => answer.ms);
  return {
    sent: probes.length,
    figures: figuresOf(times),
    max: times.length > 0 ? Math.max(...times) : NaN,
  };
}

function describeProbe(probe: ProbeResult): string {
  const { count, p50, p95 } = probe.figures;
  const unanswered = probe.sent - count;
  const answered = `${String(count)} of ${String(probe.sent)} answered`;
  const rest =
    unanswered > 0
      ? `; ${String(unanswered)} not within ${String(REQUEST_TIMEOUT_MS / 1000)} s`
      : '';
  if (count === 0) return `${answered}${rest}`;
  return `${answered}, p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(probe.max)}${rest}`;
}

/** The catalog's listing pages and every product's page, from the running shop. */
async function catalogPaths(baseUrl: string): Promise<{ lists: string[]; products: string[] }> {
  const first = (await (await fetch(`${baseUrl}/api/products?pageSize=96`)).json()) as {
    items: { id: number; slug: string | null }[];
    total: number;
  };
  const pages = Math.max(1, Math.ceil(first.total / 24));
  return {
    lists: Array.from({ length: pages }, (_, i) => `/api/products?page=${String(i + 1)}`),
    products: first.items.map(
      (item) => `/api/products/${encodeURIComponent(item.slug ?? String(item.id))}`,
    ),
  };
}

function nextMessage(child: ChildProcess, type: FromFlood['type']): Promise<FromFlood> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the flood process did not answer "${type}"`)),
      30_000,
    );
    const onMessage = (message: FromFlood) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
  });
}

const ms = (value: number) =>
  Number.isNaN(value) ? '—' : Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'no answer';
const perSecond = (count: number, elapsedMs: number) => (count / (elapsedMs / 1000)).toFixed(1);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

async function main(): Promise<boolean> {
  const loadAtStart = load();
  console.log(`load average (1 / 5 / 15 min) at start: ${loadAtStart}`);
  ensureBuilt();
  const shop = await startBuiltShop('login-flood', { TRUST_PROXY: '1' });
  const port = Number(new URL(shop.baseUrl).port);
  const flood = fork(new URL(import.meta.url), [FLOOD_PROCESS_FLAG], {
    execArgv: process.execArgv,
  });
  const catalogAgent = new http.Agent({ keepAlive: true, maxSockets: CATALOG_CLIENTS });
  try {
    const ready = nextMessage(flood, 'ready');
    const paths = await catalogPaths(shop.baseUrl);
    await ready;
    console.log(
      `shop on ${shop.baseUrl}: ${String(paths.products.length)} products, ${String(paths.lists.length)} listing pages; ` +
        `${String(CATALOG_CLIENTS)} catalog clients, ${String(LOGIN_LOOPS)} login loops, ${String(PHASE_MS / 1000)} s a phase`,
    );

    await catalogLoad(catalogAgent, port, paths, CATALOG_CLIENTS, WARM_UP_MS);
    const [alone, aloneProbe] = await Promise.all([
      catalogLoad(catalogAgent, port, paths, CATALOG_CLIENTS, PHASE_MS),
      probeHealth(port, PHASE_MS),
    ]);

    const started = nextMessage(flood, 'started');
    flood.send({ type: 'start', port, loops: LOGIN_LOOPS } satisfies ToFlood);
    await started;
    await new Promise((resolve) => setTimeout(resolve, FLOOD_RAMP_MS));
    const [flooded, floodedProbe] = await Promise.all([
      catalogLoad(catalogAgent, port, paths, CATALOG_CLIENTS, PHASE_MS),
      probeHealth(port, PHASE_MS),
    ]);
    const resultMessage = nextMessage(flood, 'result');
    flood.send({ type: 'stop' } satisfies ToFlood);
    const logins = (await resultMessage) as FloodResult;

    const stillReady = await fetch(`${shop.baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );

    console.log('\ncatalog (GET /api/products?page=…, GET /api/products/<slug>, alternately)');
    console.log(
      'phase                    | requests | req/s  | p50      | p95      | p99      | errors',
    );
    for (const [name, result] of [
      ['A: catalog only', alone],
      ['B: during login flood', flooded],
    ] as const) {
      const f = result.figures;
      console.log(
        `${name.padEnd(24)} | ${String(f.count).padStart(8)} | ${perSecond(f.count, result.elapsedMs).padStart(6)} | ` +
          `${ms(f.p50).padStart(8)} | ${ms(f.p95).padStart(8)} | ${ms(f.p99).padStart(8)} | ${String(result.errors)}`,
      );
      for (const sample of result.samples) console.log(`    ${sample}`);
    }
    console.log(
      `\nGET /healthz (no database), each on a new connection, one every ${String(PROBE_INTERVAL_MS)} ms:`,
    );
    console.log(`  A: ${describeProbe(aloneProbe)}`);
    console.log(`  B: ${describeProbe(floodedProbe)}`);

    const answered = Object.values(logins.byStatus).reduce((sum, f) => sum + f.count, 0);
    console.log(
      `\nlogin flood (POST /api/auth/login, wrong password, own address and email each): ` +
        `${String(answered)} answers in ${(logins.elapsedMs / 1000).toFixed(1)} s = ` +
        `${perSecond(answered, logins.elapsedMs)} logins/s; ${String(logins.unfinished)} unanswered at the stop`,
    );
    console.log('status                            | answers | per s  | p50      | p95      | p99');
    const labels: Record<string, string> = {
      '401': '401 password checked (wrong)',
      '429': '429 rate limited',
      '503': '503 hashing busy, refused at once',
      '0': 'no answer (error or timeout)',
    };
    const statuses = new Set(['401', '429', '503', ...Object.keys(logins.byStatus)]);
    let unexpected = 0;
    for (const status of statuses) {
      const f = logins.byStatus[status] ?? { count: 0, p50: NaN, p95: NaN, p99: NaN };
      // No answer at all is a figure of the flood; another HTTP status is a fault.
      if (!['0', '401', '429', '503'].includes(status)) unexpected += f.count;
      console.log(
        `${(labels[status] ?? status).padEnd(33)} | ${String(f.count).padStart(7)} | ` +
          `${perSecond(f.count, logins.elapsedMs).padStart(6)} | ${ms(f.p50).padStart(8)} | ` +
          `${ms(f.p95).padStart(8)} | ${ms(f.p99).padStart(8)}`,
      );
    }

    const ratio = flooded.figures.p95 / alone.figures.p95;
    console.log(
      flooded.figures.count === 0
        ? '\ncatalog during the flood: no request answered'
        : `\ncatalog p95 during the flood: ${ratio.toFixed(2)}× without it`,
    );
    console.log(`/readyz after the flood: ${stillReady ? 'ready' : 'NOT ready'}`);
    console.log(`load average (1 / 5 / 15 min) at start: ${loadAtStart}; at end: ${load()}`);
    return alone.errors === 0 && flooded.errors === 0 && unexpected === 0 && stillReady;
  } finally {
    catalogAgent.destroy();
    if (flood.exitCode === null && flood.signalCode === null) flood.kill('SIGTERM');
    shop.stop();
  }
}

if (process.argv.includes(FLOOD_PROCESS_FLAG)) {
  runFloodProcess();
} else {
  const passed = await main();
  process.exit(passed ? 0 : 1);
}
