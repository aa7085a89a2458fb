/**
 * `npm run bench:checkout`: createOrder under concurrency (issue "Checkout"), on PostgreSQL.
 *
 * Creates its own database (`vetrina_bench_checkout`, dropped at the end) on the server of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, used as the admin
 * connection), migrates it and seeds a catalog of 100 products with the shop's own code. The
 * app is built with `buildApp` (production settings, pool of 10, the built-in test payment
 * provider, confirmation emails written to the file outbox) and listens on 127.0.0.1 (random
 * port), so that sessions, CSRF and the pool are in every request's path. Users and their
 * sessions are written directly (the login endpoint is rate limited and is not what is
 * measured). The buyers run in a forked process (this file again) so that their work does not
 * share an event loop with the server; every round trip is timed there, over keep-alive
 * connections, to the last byte of the answer.
 *
 * 1. Oversell: 200 buyers, one product with 10 units in stock. Each buyer puts 1 in the cart
 *    (POST /api/cart/items) and asks for the review (POST /api/checkout/review) beforehand;
 *    then all 200 send POST /api/orders at the same moment, each with its own idempotency key
 *    and the total its review showed, and each buyer whose order was placed pays it with the
 *    test card 4242 4242 4242 4242. Meanwhile a connection of its own reads the product's
 *    stock in a loop. Checked: 10 orders placed and 10 paid, 190 answers 412 out-of-stock with
 *    the product's out-of-stock text, no other answer, final stock 0, no stock read below 0,
 *    the refused buyers' carts no longer hold the product, and every charge belongs to a paid
 *    order (the test provider's only record of a charge is the order's payment reference: no
 *    reference on an unpaid order, none missing on a paid one, none shared).
 * 2. Throughput: 50 buyers (BENCH_CHECKOUT_BUYERS), each buying its own product (ample stock),
 *    in rounds until 1,000 orders (BENCH_CHECKOUT_ORDERS) are placed: every round, all buyers
 *    put 1 unit back in their cart (POST /api/cart/items, not timed), then all send
 *    POST /api/orders at once (timed), then all pay at once (timed). Each buyer asks for the
 *    review once, before the first round (the cart is the same every round).
 *
 * BENCH_CHECKOUT_PROFILE=1 also profiles the server's CPU while the rounds' POST /api/orders are
 * in flight (node:inspector) and prints the functions and packages that took the most of it.
 *
 * Prints both scenarios' checks, orders/s, createOrder p50/p95/p99, pay p50/p95, the server's
 * CPU per order and per createOrder (its CPU time while the rounds' orders were in flight), the
 * CPU of the machine's PostgreSQL processes per createOrder (when the database runs on this
 * machine), and the load average at start and end. Exits non-zero when a check fails or a
 * request of scenario 2 fails, not on a missed latency target.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { CHECKOUT_MESSAGES } from '../src/domain/checkout/checkout.messages';
import { SESSION_TTL_MS } from '../src/domain/constants';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SESSION_COOKIE_NAME } from '../src/domain/http';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { products, users } from '../src/server/db/schema';
import { seedSyntheticCatalog } from '../src/server/db/seed';
import { createSession } from '../src/server/modules/auth/session.repository';
import { withDatabaseName } from '../src/server/test/database-url';
import {
  createPhaseProfiler,
  dropDatabaseWhenIdle,
  localPostgresCpuMs,
  percentile,
} from './support';

const CLIENT_PROCESS_FLAG = '--checkout-clients';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE_NAME = 'vetrina_bench_checkout';
const CATALOG_SIZE = 100;

const OVERSELL_BUYERS = 200;
const OVERSELL_STOCK = 10;
/** The load the latency target is set for. */
const TARGET_BUYERS = 50;
const THROUGHPUT_BUYERS = Number(process.env.BENCH_CHECKOUT_BUYERS ?? TARGET_BUYERS);
const THROUGHPUT_ORDERS = Number(process.env.BENCH_CHECKOUT_ORDERS ?? 1_000);
const PROFILE_PLACING = process.env.BENCH_CHECKOUT_PROFILE === '1';
/** Far more than any buyer orders in a run: no order of scenario 2 is refused for stock. */
const THROUGHPUT_STOCK = 1_000_000;
const CREATE_ORDER_P95_TARGET_MS = 100;

const CSRF_TOKEN = 'bench-checkout-csrf';
const TEST_CARD_NUMBER = '4242 4242 4242 4242';
const DELIVERY_ADDRESS = {
  fullName: 'Mario Rossi',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  phone: '+390212345678',
};
const SHIPPING_METHOD = 'standard';

// ---------------------------------------------------------------------------------------------
// Messages between the benchmark (server) and its buyers' process.

interface OversellPlan {
  type: 'oversell';
  port: number;
  /** The bench database, for the stock reads during the burst. */
  databaseUrl: string;
  tokens: string[];
  productId: number;
  productName: string;
}

interface ThroughputPlan {
  type: 'throughput';
  port: number;
  buyers: { token: string; productId: number }[];
  orders: number;
}

/** The server's answer to a phase mark: its CPU time was read. */
interface PhaseMarked {
  type: 'phase-marked';
}

type ToClients = OversellPlan | ThroughputPlan | PhaseMarked;

interface Failures {
  count: number;
  /** The first few, for the report. */
  samples: string[];
}

interface OversellResult {
  type: 'oversell';
  /** Cart additions and reviews before the burst that did not succeed. */
  preparation: Failures;
  /** Every answer of the burst, from its own sending to its last byte. */
  placeMs: number[];
  /** From the burst's first request sent to its last answer. */
  burstMs: number;
  placedNumbers: string[];
  outOfStock: number;
  /** 412 out-of-stock whose message is not the product's out-of-stock text. */
  wrongMessage: Failures;
  other: Failures;
  paid: number;
  payFailures: Failures;
  payMs: number[];
  minStock: number;
  stockReads: number;
}

interface ThroughputResult {
  type: 'throughput';
  rounds: number;
  placeMs: number[];
  payMs: number[];
  placed: number;
  paid: number;
  failures: Failures;
  /** From the first refill to the last payment. */
  elapsedMs: number;
  /** Summed over rounds: from the first POST /api/orders sent to its last answer. */
  placePhasesMs: number;
}

/**
 * Sent by the buyers just before a round's POST /api/orders go out and just after their last
 * answer; the server reads its CPU time and answers, so that its CPU per createOrder is known.
 */
interface PhaseMark {
  type: 'phase';
  edge: 'start' | 'end';
}

type FromClients = { type: 'ready' } | OversellResult | ThroughputResult | PhaseMark;

// ---------------------------------------------------------------------------------------------
// The buyers, in their own process.

interface Answer {
  /** 0 when the request failed. */
  status: number;
  ms: number;
  /** The JSON answer, or its text when it is not JSON. */
  body: unknown;
}

function recordFailure(failures: Failures, what: string, answer: Answer): void {
  failures.count += 1;
  if (failures.samples.length < 5) {
    failures.samples.push(
      `${what} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  }
}

const noFailures = (): Failures => ({ count: 0, samples: [] });

/** Keep-alive connections, reused between requests as a browser keeps its own. */
const buyerAgent = new http.Agent({ keepAlive: true });

/** One request of a logged-in browser (session and CSRF cookies, CSRF header), timed. */
function send(
  port: number,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<Answer> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent: buyerAgent,
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          cookie: `${SESSION_COOKIE_NAME}=${token}; ${CSRF_COOKIE_NAME}=${CSRF_TOKEN}`,
          [CSRF_HEADER_NAME]: CSRF_TOKEN,
          accept: 'application/json',
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: kept as text for the report.
          }
          resolve({ status: response.statusCode ?? 0, ms, body: parsed });
        });
      },
    );
    request.on('error', (error) =>
      resolve({ status: 0, ms: performance.now() - started, body: error.message }),
    );
    request.end(body);
  });
}

interface ErrorBody {
  error?: { code?: string; message?: string; details?: { reason?: string } };
}
interface OrderBody {
  order?: { number?: string; status?: string };
}
interface ReviewBody {
  totalCents?: number;
}

/** A future expiry as typed in the form, MM/AA. */
function futureExpiry(): string {
  return `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
}

const placeRequest = (expectedTotalCents: number) => ({
  idempotencyKey: randomUUID(),
  address: DELIVERY_ADDRESS,
  shippingMethod: SHIPPING_METHOD,
  expectedTotalCents,
});

const payRequest = () => ({
  provider: 'test',
  card: { number: TEST_CARD_NUMBER, expiry: futureExpiry(), cvc: '123' },
});

/** Puts 1 unit of the product in the buyer's cart. */
function addOne(port: number, token: string, productId: number): Promise<Answer> {
  return send(port, token, 'POST', '/api/cart/items', { productId, quantity: 1 });
}

/** The total the buyer's review shows, or the failed answer. */
async function reviewTotal(port: number, token: string): Promise<number | Answer> {
  const answer = await send(port, token, 'POST', '/api/checkout/review', {
    address: DELIVERY_ADDRESS,
    shippingMethod: SHIPPING_METHOD,
  });
  const total = (answer.body as ReviewBody).totalCents;
  return answer.status === 200 && typeof total === 'number' ? total : answer;
}

/** Pays an order; true when the answer says it is paid. */
async function pay(
  port: number,
  token: string,
  number: string,
  times: number[],
  failures: Failures,
): Promise<boolean> {
  const answer = await send(port, token, 'POST', `/api/orders/${number}/payment`, payRequest());
  if (answer.status === 200 && (answer.body as OrderBody).order?.status === 'paid') {
    times.push(answer.ms);
    return true;
  }
  recordFailure(failures, `pay ${number}`, answer);
  return false;
}

/** Reads the product's stock in a loop on a connection of its own until stopped. */
function watchStock(databaseUrl: string, productId: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  let stopped = false;
  let minStock = Number.POSITIVE_INFINITY;
  let reads = 0;
  const running = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{ stock: number }>(
        'SELECT stock FROM products WHERE id = $1',
        [productId],
      );
      const stock = rows[0]?.stock;
      if (stock === undefined) throw new Error(`product ${String(productId)} vanished`);
      minStock = Math.min(minStock, stock);
      reads += 1;
    }
    await client.end();
  })();
  return {
    async stop(): Promise<{ minStock: number; reads: number }> {
      stopped = true;
      await running;
      return { minStock, reads };
    },
  };
}

async function runOversell(plan: OversellPlan): Promise<OversellResult> {
  const { port, tokens, productId } = plan;
  const preparation = noFailures();
  // Also opens one keep-alive connection per buyer, so the burst does not time TCP set-up.
  const added = await Promise.all(tokens.map((token) => addOne(port, token, productId)));
  added.forEach((answer, i) => {
    if (answer.status !== 200)
      recordFailure(preparation, `add to cart, buyer ${String(i)}`, answer);
  });
  const totals = await Promise.all(tokens.map((token) => reviewTotal(port, token)));
  totals.forEach((total, i) => {
    if (typeof total !== 'number') recordFailure(preparation, `review, buyer ${String(i)}`, total);
  });

  const watcher = watchStock(plan.databaseUrl, productId);
  const outOfStockText = CHECKOUT_MESSAGES.outOfStock(plan.productName);
  const burstStarted = performance.now();
  // All requests are written in this one tick: they reach the server together.
  const answers = await Promise.all(
    tokens.map((token, i) => {
      const total = totals[i];
      return send(
        port,
        token,
        'POST',
        '/api/orders',
        placeRequest(typeof total === 'number' ? total : 0),
      );
    }),
  );
  const burstMs = performance.now() - burstStarted;

  const placed: { token: string; number: string }[] = [];
  let outOfStock = 0;
  const wrongMessage = noFailures();
  const other = noFailures();
  answers.forEach((answer, i) => {
    const number = (answer.body as OrderBody).order?.number;
    if (answer.status === 201 && number) {
      placed.push({ token: tokens[i]!, number });
      return;
    }
    const error = (answer.body as ErrorBody).error;
    if (answer.status === 412 && error?.details?.reason === 'out-of-stock') {
      outOfStock += 1;
      if (error.message !== outOfStockText)
        recordFailure(wrongMessage, `buyer ${String(i)}`, answer);
      return;
    }
    recordFailure(other, `place, buyer ${String(i)}`, answer);
  });

  const payMs: number[] = [];
  const payFailures = noFailures();
  const paid = await Promise.all(
    placed.map(({ token, number }) => pay(port, token, number, payMs, payFailures)),
  );
  const stock = await watcher.stop();
  return {
    type: 'oversell',
    preparation,
    placeMs: answers.map((answer) => answer.ms),
    burstMs,
    placedNumbers: placed.map((order) => order.number),
    outOfStock,
    wrongMessage,
    other,
    paid: paid.filter(Boolean).length,
    payFailures,
    payMs,
    minStock: stock.minStock,
    stockReads: stock.reads,
  };
}

/** Tells the server a createOrder phase starts or ends, and waits until it has taken note. */
function markPhase(edge: PhaseMark['edge']): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: ToClients) => {
      if (message.type !== 'phase-marked') return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    process.send?.({ type: 'phase', edge } satisfies PhaseMark);
  });
}

async function runThroughput(plan: ThroughputPlan): Promise<ThroughputResult> {
  const { port, buyers } = plan;
  const failures = noFailures();
  const placeMs: number[] = [];
  const payMs: number[] = [];
  let placed = 0;
  let paid = 0;
  let attempted = 0;
  let rounds = 0;
  let placePhasesMs = 0;
  let totals: (number | Answer)[] = [];
  const started = performance.now();
  while (attempted < plan.orders) {
    const inRound = buyers.slice(0, plan.orders - attempted);
    attempted += inRound.length;
    rounds += 1;
    const refills = await Promise.all(
      inRound.map((buyer) => addOne(port, buyer.token, buyer.productId)),
    );
    refills.forEach((answer) => {
      if (answer.status !== 200) recordFailure(failures, 'add to cart', answer);
    });
    if (totals.length === 0) {
      totals = await Promise.all(buyers.map((buyer) => reviewTotal(port, buyer.token)));
    }
    await markPhase('start');
    const phaseStarted = performance.now();
    const answers = await Promise.all(
      inRound.map((buyer, i) => {
        const total = totals[i];
        return send(
          port,
          buyer.token,
          'POST',
          '/api/orders',
          placeRequest(typeof total === 'number' ? total : 0),
        );
      }),
    );
    placePhasesMs += performance.now() - phaseStarted;
    await markPhase('end');
    const toPay: { token: string; number: string }[] = [];
    answers.forEach((answer, i) => {
      const number = (answer.body as OrderBody).order?.number;
      if (answer.status === 201 && number) {
        placed += 1;
        placeMs.push(answer.ms);
        toPay.push({ token: inRound[i]!.token, number });
      } else {
        recordFailure(failures, 'place', answer);
      }
    });
    const results = await Promise.all(
      toPay.map(({ token, number }) => pay(port, token, number, payMs, failures)),
    );
    paid += results.filter(Boolean).length;
  }
  return {
    type: 'throughput',
    rounds,
    placeMs,
    payMs,
    placed,
    paid,
    failures,
    elapsedMs: performance.now() - started,
    placePhasesMs,
  };
}

function runClientProcess(): void {
  const reply = (message: FromClients) => process.send?.(message);
  process.on('message', (plan: ToClients) => {
    if (plan.type === 'phase-marked') return;
    const run = plan.type === 'oversell' ? runOversell(plan) : runThroughput(plan);
    run.then(reply, (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
  process.on('disconnect', () => process.exit(0));
  reply({ type: 'ready' });
}

// ---------------------------------------------------------------------------------------------
// The benchmark itself: database, server, checks.

/** The server part of the URL, without credentials, for messages. */
function describeServer(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}`;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`);

/** p50 / p95 / p99 / max of `times`, printed on one line; returns the p95. */
function printLatency(label: string, times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(sorted, p));
  console.log(
    `  ${label.padEnd(34)} n ${String(sorted.length).padStart(5)}  p50 ${ms(p50!)}  ` +
      `p95 ${ms(p95!)}  p99 ${ms(p99!)}  max ${ms(sorted.at(-1) ?? NaN)}`,
  );
  return p95!;
}

function printFailures(failures: Failures): void {
  for (const sample of failures.samples) console.log(`    ${sample}`);
}

/** Prints one check as "ok" or "FAILED" and returns whether it held. */
function check(label: string, actual: number | string, expected: number | string): boolean {
  const held = actual === expected;
  console.log(
    `  ${held ? 'ok    ' : 'FAILED'} ${label}: ${String(actual)}` +
      (held ? '' : ` (expected ${String(expected)})`),
  );
  return held;
}

function nextMessage<T extends FromClients['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<FromClients, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`the buyers' process exited with ${String(code)}`));
    const onMessage = (message: FromClients) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<FromClients, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Orders of these products (by their lines), and how many of them are paid. */
async function countOrdersOf(
  client: pg.Client,
  productIds: readonly number[],
): Promise<{ orders: number; paid: number }> {
  const { rows } = await client.query<{ orders: number; paid: number }>(
    `SELECT count(DISTINCT o.id)::int AS orders,
            count(DISTINCT o.id) FILTER (WHERE o.status = 'paid')::int AS paid
       FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE l.product_id = ANY($1::int[])`,
    [productIds],
  );
  return rows[0]!;
}

/** Every order, whatever the scenario: each charge (payment reference) is one paid order's. */
async function checkCharges(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{
    chargedUnpaid: number;
    paidUncharged: number;
    sharedReferences: number;
  }>(
    `SELECT count(*) FILTER (WHERE payment_reference IS NOT NULL AND status <> 'paid')::int
              AS "chargedUnpaid",
            count(*) FILTER (WHERE status = 'paid' AND payment_reference IS NULL)::int
              AS "paidUncharged",
            (count(payment_reference) - count(DISTINCT payment_reference))::int
              AS "sharedReferences"
       FROM orders`,
  );
  const row = rows[0]!;
  return [
    check('orders with a payment reference but not paid', row.chargedUnpaid, 0),
    check('paid orders without a payment reference', row.paidUncharged, 0),
    check('payment references shared by two orders', row.sharedReferences, 0),
  ].every(Boolean);
}

async function main(workDir: string, child: ChildProcess): Promise<boolean> {
  const databaseUrl = withDatabaseName(ADMIN_URL, DATABASE_NAME);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: workDir,
    PUBLIC_URL: 'http://127.0.0.1',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    LOG_LEVEL: 'error',
  });
  const database = await openDatabase({ databaseUrl, timeouts: config.database });
  const checks = new pg.Client({ connectionString: databaseUrl });
  try {
    await database.migrate();
    await seedSyntheticCatalog(database.db, path.join(workDir, 'uploads'), CATALOG_SIZE);
    await database.db.update(products).set({ stock: THROUGHPUT_STOCK, isVisible: true });
    const catalog = await database.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .orderBy(products.id);
    const [contested, ...others] = catalog;
    if (!contested || others.length < THROUGHPUT_BUYERS) {
      throw new Error(`the catalog holds ${String(catalog.length)} products, too few`);
    }
    await checks.connect();
    await checks.query('UPDATE products SET stock = $1 WHERE id = $2', [
      OVERSELL_STOCK,
      contested.id,
    ]);
    const buyerRows = await database.db
      .insert(users)
      .values(
        Array.from({ length: OVERSELL_BUYERS + THROUGHPUT_BUYERS }, (_, index) => ({
          email: `buyer-${String(index)}@example.it`,
          firstName: 'Bench',
          lastName: String(index),
          emailVerified: true,
          setupCompleted: true,
        })),
      )
      .returning({ id: users.id });
    const tokens = await Promise.all(
      buyerRows.map(
        async (user) => (await createSession(database.db, user.id, SESSION_TTL_MS)).token,
      ),
    );

    const app = await buildApp({ config, database, webDir: null });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      console.log(
        `Checkout on PostgreSQL ${describeServer(ADMIN_URL)}, server pool of 10, ` +
          `${String(catalog.length)} products, buyers in a forked process`,
      );

      // 1. Oversell -------------------------------------------------------------------------
      const oversellTokens = tokens.slice(0, OVERSELL_BUYERS);
      const productName = contested.name.trim();
      console.log(
        `\n1. oversell: ${String(OVERSELL_BUYERS)} buyers, one product (${productName}) with ` +
          `${String(OVERSELL_STOCK)} in stock, all POST /api/orders at once, then the placed ones pay`,
      );
      const oversellDone = nextMessage(child, 'oversell');
      child.send({
        type: 'oversell',
        port,
        databaseUrl,
        tokens: oversellTokens,
        productId: contested.id,
        productName,
      } satisfies OversellPlan);
      const oversell = await oversellDone;
      if (oversell.preparation.count > 0) {
        console.log(`  preparation failures (cart, review): ${String(oversell.preparation.count)}`);
        printFailures(oversell.preparation);
      }
      printLatency('POST /api/orders, every answer', oversell.placeMs);
      console.log(`  burst: ${String(OVERSELL_BUYERS)} answers within ${ms(oversell.burstMs)}`);
      printLatency('POST /api/orders/:n/payment', oversell.payMs);
      const placedOfProduct = await countOrdersOf(checks, [contested.id]);
      const {
        rows: [after],
      } = await checks.query<{ stock: number; inCarts: number }>(
        `SELECT stock,
                (SELECT count(*)::int FROM cart_lines WHERE product_id = $1) AS "inCarts"
           FROM products WHERE id = $1`,
        [contested.id],
      );
      const oversellHeld = [
        check('preparation failures (cart, review)', oversell.preparation.count, 0),
        check('orders placed (201)', oversell.placedNumbers.length, OVERSELL_STOCK),
        check('orders of the product in the database', placedOfProduct.orders, OVERSELL_STOCK),
        check('orders paid (answers)', oversell.paid, OVERSELL_STOCK),
        check('orders paid (database)', placedOfProduct.paid, OVERSELL_STOCK),
        check('412 out-of-stock answers', oversell.outOfStock, OVERSELL_BUYERS - OVERSELL_STOCK),
        check('412 out-of-stock without the product’s text', oversell.wrongMessage.count, 0),
        check('other answers', oversell.other.count, 0),
        check('payment failures', oversell.payFailures.count, 0),
        check('final stock', after?.stock ?? NaN, 0),
        check(
          `stock read below 0 (lowest of ${String(oversell.stockReads)} reads: ${String(oversell.minStock)})`,
          oversell.minStock < 0 ? 'yes' : 'no',
          'no',
        ),
        check('carts still holding the product', after?.inCarts ?? NaN, 0),
      ].every(Boolean);
      printFailures(oversell.wrongMessage);
      printFailures(oversell.other);
      printFailures(oversell.payFailures);
      const chargesHeld = await checkCharges(checks);

      // 2. Throughput -----------------------------------------------------------------------
      const buyers = tokens
        .slice(OVERSELL_BUYERS)
        .map((token, i) => ({ token, productId: others[i]!.id }));
      console.log(
        `\n2. throughput: concurrent buyers ${String(THROUGHPUT_BUYERS)}, each of its own product, ` +
          `${String(THROUGHPUT_ORDERS)} orders in rounds (refill the cart, all POST /api/orders ` +
          'at once, all pay at once)',
      );
      const cpuBefore = process.cpuUsage();
      // The server's CPU while the rounds' POST /api/orders were in flight, and nothing else.
      let placeCpuMicros = 0;
      let postgresCpuMs: number | null = 0;
      let postgresAtStart: number | null = null;
      let phaseCpu = process.cpuUsage();
      const profiler = PROFILE_PLACING ? createPhaseProfiler() : null;
      const onPhase = async (message: FromClients) => {
        if (message.type !== 'phase') return;
        // /proc is read outside the stretch whose server CPU is counted.
        if (message.edge === 'start') {
          postgresAtStart = localPostgresCpuMs();
          await profiler?.start();
          phaseCpu = process.cpuUsage();
        } else {
          const used = process.cpuUsage(phaseCpu);
          placeCpuMicros += used.user + used.system;
          await profiler?.stop();
          const postgresNow = localPostgresCpuMs();
          postgresCpuMs =
            postgresCpuMs === null || postgresNow === null || postgresAtStart === null
              ? null
              : postgresCpuMs + postgresNow - postgresAtStart;
        }
        child.send({ type: 'phase-marked' } satisfies PhaseMarked);
      };
      const phaseListener = (message: FromClients) => void onPhase(message);
      child.on('message', phaseListener);
      const throughputDone = nextMessage(child, 'throughput');
      child.send({
        type: 'throughput',
        port,
        buyers,
        orders: THROUGHPUT_ORDERS,
      } satisfies ThroughputPlan);
      const throughput = await throughputDone;
      child.off('message', phaseListener);
      const cpu = process.cpuUsage(cpuBefore);
      const seconds = throughput.elapsedMs / 1000;
      console.log(
        `  ${String(throughput.placed)} orders placed and ${String(throughput.paid)} paid in ` +
          `${String(throughput.rounds)} rounds, ${seconds.toFixed(1)} s: ` +
          `${(throughput.paid / seconds).toFixed(1)} orders/s (cart refill, order and payment ` +
          `included); createOrder alone ${(throughput.placed / (throughput.placePhasesMs / 1000)).toFixed(1)} orders/s`,
      );
      console.log(
        `  server CPU ${((cpu.user + cpu.system) / 1000 / Math.max(1, throughput.placed)).toFixed(2)} ms ` +
          'per order (refill + order + payment); ' +
          `${(placeCpuMicros / 1000 / Math.max(1, throughput.placed)).toFixed(2)} ms per createOrder` +
          (postgresCpuMs === null
            ? ''
            : `; PostgreSQL's processes ${(postgresCpuMs / Math.max(1, throughput.placed)).toFixed(2)} ms per createOrder`),
      );
      const placeP95 = printLatency('createOrder (POST /api/orders)', throughput.placeMs);
      printLatency('pay (POST /api/orders/:n/payment)', throughput.payMs);
      if (profiler) {
        console.log('  server CPU profile of the createOrder phases (self time):');
        for (const line of profiler.top(15, true)) console.log(`    ${line}`);
        for (const line of profiler.top(30)) console.log(`    ${line}`);
      }
      console.log(
        `  target createOrder p95 ≤ ${String(CREATE_ORDER_P95_TARGET_MS)} ms at ` +
          `${String(TARGET_BUYERS)} concurrent buyers` +
          (THROUGHPUT_BUYERS === TARGET_BUYERS ? '' : ` (this run: ${String(THROUGHPUT_BUYERS)})`) +
          `: ${placeP95 <= CREATE_ORDER_P95_TARGET_MS ? 'met' : 'NOT met'}`,
      );
      const ofThroughput = await countOrdersOf(
        checks,
        buyers.map((buyer) => buyer.productId),
      );
      const {
        rows: [stockLeft],
      } = await checks.query<{ taken: number }>(
        'SELECT sum($1::int - stock)::int AS taken FROM products WHERE id = ANY($2::int[])',
        [THROUGHPUT_STOCK, buyers.map((buyer) => buyer.productId)],
      );
      const throughputHeld = [
        check('failed requests', throughput.failures.count, 0),
        check('orders in the database', ofThroughput.orders, THROUGHPUT_ORDERS),
        check('of them paid', ofThroughput.paid, THROUGHPUT_ORDERS),
        check('units taken from stock', stockLeft?.taken ?? NaN, THROUGHPUT_ORDERS),
      ].every(Boolean);
      printFailures(throughput.failures);
      const allChargesHeld = await checkCharges(checks);
      return oversellHeld && chargesHeld && throughputHeld && allChargesHeld;
    } finally {
      await app.close();
    }
  } finally {
    await checks.end().catch(() => {});
    await database.close();
  }
}

async function runBenchmark(): Promise<boolean> {
  const loadAtStart = load();
  console.log(`load average (1 / 5 / 15 min) at start: ${loadAtStart}`);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `PostgreSQL not reachable at ${describeServer(ADMIN_URL)} (${(error as Error).message}): ` +
        'checkout benchmark skipped. Set BENCH_DATABASE_URL to run it.',
    );
    return true;
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'vetrina-bench-checkout-'));
  const child = fork(new URL(import.meta.url), [CLIENT_PROCESS_FLAG], {
    execArgv: process.execArgv,
  });
  try {
    const ready = nextMessage(child, 'ready');
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
    await ready;
    const passed = await main(workDir, child);
    console.log(`\nload average (1 / 5 / 15 min) at start: ${loadAtStart}; at end: ${load()}`);
    return passed;
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await dropDatabaseWhenIdle(admin, DATABASE_NAME);
    await admin.end();
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv.includes(CLIENT_PROCESS_FLAG)) {
  runClientProcess();
} else {
  const passed = await runBenchmark();
  process.exit(passed ? 0 : 1);
}
