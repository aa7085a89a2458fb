/**
 * The clients of bench/cart.bench.ts, forked by it into their own process so that their work
 * does not share an event loop (or a CPU core) with the server being measured. Receives one
 * LoadPlan message, runs the load and then the two-tabs check, answers with one LoadResult.
 */
import http from 'node:http';
import type { CartResponse } from '../src/domain/cart/cart.schema';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SESSION_COOKIE_NAME } from '../src/domain/http';

export interface LoadPlan {
  port: number;
  /** One session token per virtual user. */
  tokens: string[];
  /** The session of the user whose two tabs save at once. */
  twoTabsToken: string;
  productIds: number[];
  durationMs: number;
  thinkMinMs: number;
  thinkMaxMs: number;
}

export interface SeriesResult {
  timesMs: number[];
  errors: number;
  /** The first few failures, for the report. */
  samples: string[];
}

export interface TwoTabsResult {
  saves: number;
  ownLines: [number, number];
  errors: number;
  slowestMs: number;
  storedLines: number;
  expectedLines: number;
  noDroppedLine: boolean;
}

export interface LoadResult {
  add: SeriesResult;
  update: SeriesResult;
  /** Cart lines per virtual user at the end: the size of the documents answered. */
  meanLinesPerCart: number;
  twoTabs: TwoTabsResult;
}

const CSRF_TOKEN = 'bench-csrf-token';
const KEEP_ALIVE_AGENT = new http.Agent({ keepAlive: true });

interface Timing {
  ok: boolean;
  status: number;
  ms: number;
  /** As received (gzip when the server compressed it). */
  body: Buffer;
}

/**
 * One request, timed from sending to the last byte of the answer. It asks for gzip like a
 * browser (the server compresses answers above 1 KB) and does not inflate what it only times.
 */
function send(
  port: number,
  sessionToken: string,
  {
    method,
    url,
    payload,
    accept = 'gzip',
  }: {
    method: string;
    url: string;
    payload?: unknown;
    accept?: string;
  },
): Promise<Timing> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const started = performance.now();
  const done = (status: number, received: Buffer): Timing => ({
    ok: status === 200,
    status,
    ms: performance.now() - started,
    body: received,
  });
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent: KEEP_ALIVE_AGENT,
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          cookie: `${SESSION_COOKIE_NAME}=${sessionToken}; ${CSRF_COOKIE_NAME}=${CSRF_TOKEN}`,
          [CSRF_HEADER_NAME]: CSRF_TOKEN,
          'accept-encoding': accept,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(done(response.statusCode ?? 0, Buffer.concat(chunks))));
      },
    );
    request.on('error', (error) => resolve(done(0, Buffer.from(String(error)))));
    request.end(body);
  });
}

class Series implements SeriesResult {
  timesMs: number[] = [];
  errors = 0;
  samples: string[] = [];

  record(timing: Timing): void {
    if (timing.ok) {
      this.timesMs.push(timing.ms);
      return;
    }
    this.errors += 1;
    if (this.samples.length < 3) this.samples.push(`${timing.status} ${timing.body.toString()}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A shopper's cart holds a handful of lines; the oldest goes when a sixth arrives. */
const CART_LINES_KEPT = 5;

/**
 * Each virtual user loops until the time is up: think, add a random product (quantity 1),
 * think, set that line's quantity to 1–5, and (unmeasured) remove the oldest line once the cart
 * holds more than CART_LINES_KEPT, so carts stay the size of real ones. Think times are uniform
 * in [thinkMinMs, thinkMaxMs].
 */
async function runLoad(plan: LoadPlan): Promise<{ add: Series; update: Series }> {
  const add = new Series();
  const update = new Series();
  const think = () => sleep(plan.thinkMinMs + Math.random() * (plan.thinkMaxMs - plan.thinkMinMs));
  const deadline = performance.now() + plan.durationMs;
  await Promise.all(
    plan.tokens.map(async (token) => {
      const lines: number[] = [];
      while (performance.now() < deadline) {
        await think();
        const productId = pick(plan.productIds);
        const added = await send(plan.port, token, {
          method: 'POST',
          url: '/api/cart/items',
          payload: { productId, quantity: 1 },
        });
        add.record(added);
        if (!added.ok) continue;
        await think();
        const quantity = 1 + Math.floor(Math.random() * 5);
        update.record(
          await send(plan.port, token, {
            method: 'PATCH',
            url: `/api/cart/items/${productId}`,
            payload: { quantity },
          }),
        );
        if (!lines.includes(productId)) lines.push(productId);
        if (lines.length > CART_LINES_KEPT) {
          const oldest = lines.shift()!;
          await send(plan.port, token, { method: 'DELETE', url: `/api/cart/items/${oldest}` });
        }
      }
    }),
  );
  return { add, update };
}

/**
 * Two tabs of one user save at the same moment: tab A sets lines of its own products, tab B of
 * others, and every save of both tabs also sets one shared line. Every line must be stored: each
 * own line with its quantity, the shared one with one of the quantities written to it.
 */
async function checkTwoTabs(plan: LoadPlan): Promise<TwoTabsResult> {
  const [shared, ...rest] = plan.productIds;
  if (shared === undefined) throw new Error('no products');
  const half = Math.floor(rest.length / 2);
  const tabs = [
    { products: rest.slice(0, half), sharedQuantity: 2 },
    { products: rest.slice(half), sharedQuantity: 3 },
  ] as const;
  const expected = new Map<number, number>();
  const saves = tabs.flatMap((tab) =>
    tab.products.map((productId, index) => {
      const quantity = 1 + (index % 5);
      expected.set(productId, quantity);
      return send(plan.port, plan.twoTabsToken, {
        method: 'PUT',
        url: '/api/cart',
        payload: {
          changes: [
            { productId, list: 'cart', quantity },
            { productId: shared, list: 'cart', quantity: tab.sharedQuantity },
          ],
        },
      });
    }),
  );
  const answers = await Promise.all(saves);

  const read = await send(plan.port, plan.twoTabsToken, {
    method: 'GET',
    url: '/api/cart',
    accept: 'identity',
  });
  const items = read.ok ? (JSON.parse(read.body.toString()) as CartResponse).cart.items : [];
  const stored = new Map(items.map((line) => [line.productId, line.quantity]));
  const ownKept = [...expected].every(
    ([productId, quantity]) => stored.get(productId) === quantity,
  );
  const sharedKept = tabs.some((tab) => stored.get(shared) === tab.sharedQuantity);
  return {
    saves: saves.length,
    ownLines: [tabs[0].products.length, tabs[1].products.length],
    errors: answers.filter((answer) => !answer.ok).length + (read.ok ? 0 : 1),
    slowestMs: Math.max(...answers.map((answer) => answer.ms)),
    storedLines: stored.size,
    expectedLines: expected.size + 1,
    noDroppedLine: ownKept && sharedKept,
  };
}

process.once('message', async (plan: LoadPlan) => {
  // Warm-up, not measured: opens the keep-alive connections and the server's database pool.
  await Promise.all(
    plan.tokens.map((token) => send(plan.port, token, { method: 'GET', url: '/api/cart' })),
  );
  const { add, update } = await runLoad(plan);
  const lineCounts = await Promise.all(
    plan.tokens.map(async (token) => {
      const read = await send(plan.port, token, {
        method: 'GET',
        url: '/api/cart',
        accept: 'identity',
      });
      return read.ok ? (JSON.parse(read.body.toString()) as CartResponse).cart.items.length : 0;
    }),
  );
  const meanLinesPerCart = lineCounts.reduce((sum, n) => sum + n, 0) / lineCounts.length;
  const twoTabs = await checkTwoTabs(plan);
  KEEP_ALIVE_AGENT.destroy();
  const result: LoadResult = { add, update, meanLinesPerCart, twoTabs };
  process.send?.(result, () => process.exit(0));
});
