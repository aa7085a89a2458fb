/**
 * Cart API latency under load (issue "Cart"), on PostgreSQL.
 *
 * Creates its own database (`vetrina_bench_cart`, dropped at the end) on the server of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, used as the admin
 * connection), migrates and seeds the sample catalog with the shop's own code, and gives every
 * product a large stock so that caps do not shape the figures. The app is built with `buildApp`
 * (production settings, pool of 10) and listens on 127.0.0.1 (random port); 50 users get
 * sessions written directly (the login endpoint is rate limited and is not what is measured).
 *
 * Load (bench/cart-load.ts, in a forked process): 50 virtual users (BENCH_CART_USERS) for 20 s
 * (BENCH_CART_SECONDS), each looping
 *   think → POST /api/cart/items (random product, quantity 1) → think → PATCH its quantity (1–5)
 * (and removing its oldest line once it holds more than 5), with a think time drawn uniformly
 * from 0.5–1.5 s before every request: a shopper who clicks "+" or "Aggiungi" about once a
 * second, so 50 of them send about 50 requests/s. BENCH_CART_THINK_MS="100-300" turns it into a
 * stress test (about 250 requests/s). Each round trip is timed in the client, over keep-alive
 * connections, up to the last byte of the answer.
 *
 * Then a two-tabs check: one user, two "tabs" firing all their saves at once, each tab setting
 * lines of its own products and both setting one shared line; every line written must be there.
 *
 * Exits non-zero on request errors or a dropped line, not on a missed latency target.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SESSION_TTL_MS } from '../src/domain/constants';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { products, users } from '../src/server/db/schema';
import { seedSampleCatalog } from '../src/server/db/seed';
import { createSession } from '../src/server/modules/auth/session.repository';
import { withDatabaseName } from '../src/server/test/database-url';
import type { LoadPlan, LoadResult, SeriesResult } from './cart-load';
import { dropDatabaseWhenIdle, percentile } from './support';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE_NAME = 'vetrina_bench_cart';
const DURATION_MS = Number(process.env.BENCH_CART_SECONDS ?? 20) * 1000;
/** 50 by default (the load); BENCH_CART_USERS shows the latency at a lighter load. */
const VIRTUAL_USERS = Number(process.env.BENCH_CART_USERS ?? 50);
/** "min-max" in ms; 500–1500 by default (see above). */
const [THINK_MIN_MS, THINK_MAX_MS] = (process.env.BENCH_CART_THINK_MS ?? '500-1500')
  .split('-')
  .map(Number) as [number, number];
const P95_TARGET_MS = 15;
/** Far more than 50 users can put in their carts during a run: no line is capped by stock. */
const BENCH_STOCK = 1_000_000;

/** The server part of the URL, without credentials, for messages. */
function describeServer(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}`;
}

/** Prints one series and returns its p95. */
function report(label: string, series: SeriesResult): number {
  const sorted = [...series.timesMs].sort((a, b) => a - b);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(sorted, p).toFixed(1));
  const max = (sorted.at(-1) ?? NaN).toFixed(1);
  console.log(
    `${label.padEnd(7)} count ${String(sorted.length + series.errors).padStart(5)}  ` +
      `errors ${series.errors}  p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms  max ${max} ms`,
  );
  for (const sample of series.samples) console.log(`  error: ${sample.slice(0, 200)}`);
  return percentile(sorted, 0.95);
}

/** Runs bench/cart-load.ts in its own process with this plan and waits for its result. */
function runClients(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./cart-load.ts', import.meta.url), {
      execArgv: process.execArgv,
    });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load process exited with ${code}`)));
    child.send(plan);
  });
}

async function main(workDir: string): Promise<boolean> {
  const databaseUrl = withDatabaseName(ADMIN_URL, DATABASE_NAME);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: workDir,
    PUBLIC_URL: 'http://127.0.0.1',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    LOG_LEVEL: 'error',
  });
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    await seedSampleCatalog(database.db, path.join(workDir, 'uploads'));
    await database.db.update(products).set({ stock: BENCH_STOCK, isVisible: true });
    const productIds = (await database.db.select({ id: products.id }).from(products)).map(
      (row) => row.id,
    );
    const shoppers = await database.db
      .insert(users)
      .values(
        Array.from({ length: VIRTUAL_USERS + 1 }, (_, index) => ({
          email: `bench-${index}@example.it`,
          firstName: 'Bench',
          lastName: String(index),
          emailVerified: true,
          setupCompleted: true,
        })),
      )
      .returning({ id: users.id });
    const tokens = await Promise.all(
      shoppers.map(
        async (user) => (await createSession(database.db, user.id, SESSION_TTL_MS)).token,
      ),
    );
    const twoTabsToken = tokens.pop()!;

    const app = await buildApp({ config, database, webDir: null });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      console.log(
        `Cart API on PostgreSQL ${describeServer(ADMIN_URL)}: ${VIRTUAL_USERS} virtual users, ` +
          `${DURATION_MS / 1000} s, think time ${THINK_MIN_MS}–${THINK_MAX_MS} ms, ` +
          `${productIds.length} products`,
      );
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const result = await runClients({
        port,
        tokens,
        twoTabsToken,
        productIds,
        durationMs: DURATION_MS,
        thinkMinMs: THINK_MIN_MS,
        thinkMaxMs: THINK_MAX_MS,
      });
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);

      const { add, update, meanLinesPerCart, twoTabs } = result;
      const total = add.timesMs.length + add.errors + update.timesMs.length + update.errors;
      // Server CPU per request: unlike the latencies, it hardly depends on what else runs.
      // Every request the server answered: the load, the two-tabs saves, and the reads before
      // and after (one per virtual user each, one for the two tabs).
      const served = total + twoTabs.saves + 2 * tokens.length + 1;
      const cpuMs = (cpu.user + cpu.system) / 1000 / served;
      console.log(
        `requests ${total} in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s), ` +
          `server CPU ${cpuMs.toFixed(2)} ms per request, ` +
          `${meanLinesPerCart.toFixed(0)} lines per cart at the end`,
      );
      const addP95 = report('add', add);
      const updateP95 = report('update', update);
      const met = addP95 <= P95_TARGET_MS && updateP95 <= P95_TARGET_MS;
      console.log(`target p95 ≤ ${P95_TARGET_MS} ms: ${met ? 'met' : 'NOT met'}`);

      console.log(
        `two tabs: ${twoTabs.saves} simultaneous saves (${twoTabs.ownLines.join(' + ')} own ` +
          `lines, 1 shared), errors ${twoTabs.errors}, slowest ${twoTabs.slowestMs.toFixed(1)} ms; ` +
          `${twoTabs.storedLines} of ${twoTabs.expectedLines} lines stored`,
      );
      console.log(`no dropped line: ${twoTabs.noDroppedLine ? 'yes' : 'no'}`);
      return add.errors + update.errors + twoTabs.errors === 0 && twoTabs.noDroppedLine;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
try {
  await admin.connect();
} catch (error) {
  console.log(
    `PostgreSQL not reachable at ${describeServer(ADMIN_URL)} (${(error as Error).message}): ` +
      'cart benchmark skipped. Set BENCH_DATABASE_URL to run it.',
  );
  process.exit(0);
}

const workDir = mkdtempSync(path.join(tmpdir(), 'vetrina-bench-cart-'));
let passed: boolean;
try {
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  passed = await main(workDir);
} finally {
  await dropDatabaseWhenIdle(admin, DATABASE_NAME);
  await admin.end();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
