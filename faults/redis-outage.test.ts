import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { hashPassword } from '../src/server/modules/auth/password-hash';
import { insertAccounts, type TestAccount } from './support/accounts';
import { openFaultEnvironment, type FaultEnvironment } from './support/environment';
import { callShop, describeAnswer, logIn, readinessOf, type Answer } from './support/http';
import { startLoad, type RunningLoad } from './support/load';
import { waitFor } from './support/wait';

/** Redis is an optional helper: without it the shop serves on, reports it, and recovers. */

const PASSWORD = 'password-dei-test-guasti';
const WRONG_PASSWORD = 'password-sbagliata';
/** Failed logins after which an account is locked: the next attempt is refused, even if right. */
const FAILED_LOGINS_BEFORE_LOCK = 3;
const READINESS_CHANGE_WITHIN_MS = 5_000;
/** No request may wait on the missing Redis: each one answers well within this. */
const ANSWER_WITHIN_MS = 5_000;

let env: FaultEnvironment;
let accounts: Record<'load' | 'lockedWithRedis' | 'lockedWithoutRedis' | 'other', TestAccount>;
let load: RunningLoad | undefined;
let redisStoppedAtMs = 0;

beforeAll(async () => {
  env = await openFaultEnvironment('redis_outage');
  const [loadAccount, lockedWithRedis, lockedWithoutRedis, other] = await insertAccounts(
    env.sql,
    ['load', 'locked-with-redis', 'locked-without-redis', 'other'].map(
      (name) => `${name}@guasti.vetrina.test`,
    ),
    await hashPassword(PASSWORD),
  );
  if (!loadAccount || !lockedWithRedis || !lockedWithoutRedis || !other) {
    throw new Error('the test accounts were not created');
  }
  accounts = { load: loadAccount, lockedWithRedis, lockedWithoutRedis, other };
});

afterAll(async () => {
  await load?.stop();
  await env?.close();
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => env.printShopLog());
});

async function expectAccountLocked(email: string): Promise<void> {
  for (let attempt = 1; attempt <= FAILED_LOGINS_BEFORE_LOCK; attempt++) {
    const wrong = await logIn(env.shop.baseUrl, email, WRONG_PASSWORD);
    expect(wrong.status, `wrong password, attempt ${attempt}: ${describeAnswer(wrong)}`).toBe(401);
  }
  const right = await logIn(env.shop.baseUrl, email, PASSWORD);
  expect(right.status, `right password after the failures: ${describeAnswer(right)}`).toBe(429);
}

async function readiness(): Promise<Answer> {
  return callShop(env.shop.baseUrl, '/readyz', { timeoutMs: ANSWER_WITHIN_MS });
}

describe('Redis stopped and started while the shop serves', () => {
  test('with Redis up, three wrong passwords lock the account', async () => {
    const ready = await readiness();
    expect(ready.status).toBe(200);
    expect(readinessOf(ready)).toMatchObject({ status: 'ready', checks: { redis: 'up' } });
    await expectAccountLocked(accounts.lockedWithRedis.email);
  });

  test('Redis stopped: the shop stays up, reports "degraded", and still limits logins', async () => {
    load = startLoad(
      [
        { kind: 'catalog', call: () => callShop(env.shop.baseUrl, '/api/products') },
        { kind: 'catalog', call: () => callShop(env.shop.baseUrl, '/api/categories') },
        // Every login from one address counts against a per-address limit: a slow trickle.
        {
          kind: 'login',
          intervalMs: 1_000,
          call: () => logIn(env.shop.baseUrl, accounts.load.email, PASSWORD),
        },
      ],
      { maxDurationMs: 45_000, maxRequests: 2_000 },
    );
    await waitFor(
      'load answered before the fault',
      async () =>
        load!.records.length >= 10
          ? { done: true, value: true }
          : { done: false, observed: load!.records.length },
      { timeoutMs: 5_000, intervalMs: 50 },
    );

    await env.redis.stop();
    redisStoppedAtMs = Date.now();

    const degraded = await waitFor(
      '/readyz answering 200 "degraded" with checks.redis "down"',
      async () => {
        const answer = await readiness();
        const body = readinessOf(answer);
        return answer.status === 200 && body.status === 'degraded' && body.checks?.redis === 'down'
          ? { done: true, value: answer }
          : { done: false, observed: describeAnswer(answer) };
      },
      { timeoutMs: READINESS_CHANGE_WITHIN_MS, intervalMs: 100 },
    );
    expect(readinessOf(degraded).checks).toMatchObject({ database: 'up', redis: 'down' });
    expect(env.shop.isRunning()).toBe(true);

    // The per-account lock holds without Redis (counted by this process meanwhile)…
    await expectAccountLocked(accounts.lockedWithoutRedis.email);
    // …and it is the account that is locked, not every login from this address.
    const other = await logIn(env.shop.baseUrl, accounts.other.email, PASSWORD);
    expect(other.status, describeAnswer(other)).toBe(200);
    const catalog = await callShop(env.shop.baseUrl, '/api/products');
    expect(catalog.status, describeAnswer(catalog)).toBe(200);
    expect(env.shop.isRunning()).toBe(true);
  });

  test('Redis started again: "ready" within seconds, and no request failed meanwhile', async () => {
    expect(redisStoppedAtMs, 'Redis was stopped by the previous test').toBeGreaterThan(0);
    // The background logins come one a second: on a fast machine the outage may not have met
    // one yet. Redis stays down until it has, so the outage is always crossed by a login.
    await waitFor(
      'a background login answered while Redis was down',
      async () => {
        const logins = load!.records.filter(
          (record) => record.kind === 'login' && record.endedAtMs >= redisStoppedAtMs,
        ).length;
        return logins > 0 ? { done: true, value: logins } : { done: false, observed: logins };
      },
      { timeoutMs: 5_000, intervalMs: 50 },
    );
    await env.restartRedis();
    const ready = await waitFor(
      '/readyz answering 200 "ready" with checks.redis "up"',
      async () => {
        const answer = await readiness();
        const body = readinessOf(answer);
        return answer.status === 200 && body.status === 'ready' && body.checks?.redis === 'up'
          ? { done: true, value: answer }
          : { done: false, observed: describeAnswer(answer) };
      },
      { timeoutMs: READINESS_CHANGE_WITHIN_MS, intervalMs: 100 },
    );
    expect(readinessOf(ready).checks).toMatchObject({ database: 'up', redis: 'up' });
    const afterReturn = await logIn(env.shop.baseUrl, accounts.other.email, PASSWORD);
    expect(afterReturn.status, describeAnswer(afterReturn)).toBe(200);

    const records = await load!.stop();
    load = undefined;
    expect(env.shop.isRunning()).toBe(true);
    const duringOutage = records.filter((record) => record.endedAtMs >= redisStoppedAtMs);
    expect(duringOutage.filter((record) => record.kind === 'login').length).toBeGreaterThan(0);
    const failed = records.filter(
      (record) => record.status !== 200 || record.endedAtMs - record.startedAtMs > ANSWER_WITHIN_MS,
    );
    expect(failed.map(describeAnswer), 'catalog reads and logins under load').toEqual([]);
  });
});
