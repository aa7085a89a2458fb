import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { openFaultEnvironment, type FaultEnvironment } from './support/environment';
import { callShop, describeAnswer, isErrorDocument, readinessOf } from './support/http';
import { startLoad, type LoadRecord } from './support/load';
import { pausePostgres, resumePostgres } from './support/postgres-cluster';
import { SHOP_DB_TIMEOUT_MS } from './support/shop';
import { waitFor } from './support/wait';

/**
 * A database that stops answering (a frozen host, a stalled disk) without closing its
 * connections: the worst case for a client, since nothing fails by itself.
 */

const PAUSE_MS = 8_000;
/** The readiness check has its own short timeout: it says "down" well before any query does. */
const READINESS_DOWN_WITHIN_MS = 3_000;
/** Slack for the client side: a poll in progress, the event loop, the answer on its way. */
const MARGIN_MS = 2_000;
/**
 * A frozen server cannot enforce its own statement_timeout: the shop stops waiting on its side
 * a little later (its query timeout). Beyond that and the margin, a request is hanging.
 */
const CLIENT_QUERY_TIMEOUT_SLACK_MS = 2_000;
const ANSWER_WITHIN_MS = SHOP_DB_TIMEOUT_MS + CLIENT_QUERY_TIMEOUT_SLACK_MS + MARGIN_MS;
const RECOVERY_WITHIN_MS = 5_000;
/** Kept in memory once answered (decision 026): served while the database is frozen. */
const CATALOG_PATHS = ['/api/products', '/api/categories', '/api/products?sort=price-asc'];
/**
 * A list no answer was kept for: each request names a price cap of its own, so the database is
 * asked every time.
 */
const uncachedListPath = (worker: number, sequence: number) =>
  `/api/products?maxPriceCents=${String(90_000_000 + worker * 1_000_000 + sequence)}`;

let env: FaultEnvironment;
let paused = false;

beforeAll(async () => {
  env = await openFaultEnvironment('postgres_pause');
});

afterAll(async () => {
  if (env && paused) resumePostgres(env.cluster);
  await env?.close();
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => env.printShopLog());
});

describe('PostgreSQL frozen (SIGSTOP) for 8 s under load', () => {
  test('the shop stays up, says the database is down, fails fast, and recovers', async () => {
    const { baseUrl } = env.shop;
    const load = startLoad(
      Array.from({ length: 6 }, (_, worker) =>
        worker < 3
          ? {
              kind: 'catalog',
              call: (sequence: number) =>
                callShop(baseUrl, CATALOG_PATHS[(worker + sequence) % CATALOG_PATHS.length]!, {
                  timeoutMs: 20_000,
                }),
            }
          : {
              kind: 'uncached',
              call: (sequence: number) =>
                callShop(baseUrl, uncachedListPath(worker, sequence), { timeoutMs: 20_000 }),
            },
      ),
      { maxDurationMs: 40_000, maxRequests: 5_000 },
    );
    try {
      await waitFor(
        'load answered before the fault',
        async () =>
          load.records.length >= 20
            ? { done: true, value: true }
            : { done: false, observed: load.records.length },
        { timeoutMs: 5_000, intervalMs: 50 },
      );

      pausePostgres(env.cluster);
      paused = true;
      const pausedAtMs = Date.now();

      const down = await waitFor(
        '/readyz answering 503 "unavailable" with checks.database "down"',
        async () => {
          const answer = await callShop(baseUrl, '/readyz', { timeoutMs: PAUSE_MS });
          const body = readinessOf(answer);
          return answer.status === 503 &&
            body.status === 'unavailable' &&
            body.checks?.database === 'down'
            ? { done: true, value: answer }
            : { done: false, observed: describeAnswer(answer) };
        },
        { timeoutMs: READINESS_DOWN_WITHIN_MS + MARGIN_MS, intervalMs: 100 },
      );
      expect(
        down.endedAtMs - pausedAtMs,
        'ms from the freeze to /readyz saying the database is down',
      ).toBeLessThanOrEqual(READINESS_DOWN_WITHIN_MS + 1_000);

      const alive = await callShop(baseUrl, '/healthz', { timeoutMs: 2_000 });
      expect(alive.status, describeAnswer(alive)).toBe(200);

      // The fault lasts its full length, whatever the shop does meanwhile.
      await delay(Math.max(0, pausedAtMs + PAUSE_MS - Date.now()));
      expect(env.shop.isRunning()).toBe(true);
      resumePostgres(env.cluster);
      paused = false;
      const resumedAtMs = Date.now();

      await waitFor(
        '/readyz 200 "ready" and the catalog answering 200',
        async () => {
          const ready = await callShop(baseUrl, '/readyz', { timeoutMs: RECOVERY_WITHIN_MS });
          if (ready.status !== 200 || readinessOf(ready).status !== 'ready')
            return { done: false, observed: describeAnswer(ready) };
          const catalog = await callShop(baseUrl, '/api/products', {
            timeoutMs: RECOVERY_WITHIN_MS,
          });
          return catalog.status === 200
            ? { done: true, value: catalog }
            : { done: false, observed: describeAnswer(catalog) };
        },
        { timeoutMs: RECOVERY_WITHIN_MS, intervalMs: 100 },
      );
      expect(Date.now() - resumedAtMs).toBeLessThanOrEqual(RECOVERY_WITHIN_MS + MARGIN_MS);

      const records = await load.stop();
      expect(env.shop.isRunning()).toBe(true);

      // Every request got an HTTP answer: the process never dropped a connection.
      expect(records.filter((record) => record.status === 0).map(describeAnswer)).toEqual([]);
      // A request that met the frozen database ended within the database timeouts and a margin.
      const duringPause = records.filter(
        (record) => record.startedAtMs >= pausedAtMs && record.startedAtMs < resumedAtMs,
      );
      const tooSlow = duringPause.filter(
        (record) => record.endedAtMs - record.startedAtMs > ANSWER_WITHIN_MS,
      );
      expect(tooSlow.map(describeAnswer), 'requests hanging on the frozen database').toEqual([]);
      // Those answered while it was frozen are error documents with a 5xx status, or catalog
      // answers kept from before the freeze, exactly as they were (nothing could change them).
      const answeredWhileFrozen = duringPause.filter((record) => record.endedAtMs < resumedAtMs);
      const keptBefore = new Map(
        records
          .filter((record) => record.endedAtMs < pausedAtMs && record.status === 200)
          .map((record) => [record.path, JSON.stringify(record.body)]),
      );
      const isError = (record: LoadRecord) => record.status >= 500 && isErrorDocument(record);
      const isKept = (record: LoadRecord) =>
        record.status === 200 && keptBefore.get(record.path) === JSON.stringify(record.body);
      expect(
        answeredWhileFrozen
          .filter((record) => !isError(record) && !isKept(record))
          .map(describeAnswer),
        'answers while the database was frozen',
      ).toEqual([]);
      // The requests that needed the database failed fast, with an error.
      const uncachedWhileFrozen = answeredWhileFrozen.filter(
        (record) => record.kind === 'uncached',
      );
      expect(uncachedWhileFrozen.length).toBeGreaterThan(0);
      expect(uncachedWhileFrozen.filter((record) => !isError(record)).map(describeAnswer)).toEqual(
        [],
      );
    } finally {
      if (paused) {
        resumePostgres(env.cluster);
        paused = false;
      }
      await load.stop();
    }
  });
});
