import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { createMemoryRateLimiter, type RateLimiter } from '../../security/rate-limiter';
import { browserHeaders, setupTestApp, type TestContext } from '../../test/helper';

/**
 * Test support for the account API tests: the app of setupTestApp's fresh database, rebuilt with
 * a capturing mailer and a cheap proof of work. The rate limiter is the real one of the
 * configuration (the database, or Redis when TEST_REDIS_URL is set) unless a test file passes
 * its own; every request comes from its own made-up IP so limits never leak between tests.
 */

export interface CapturingMailer extends Mailer {
  sent: MailMessage[];
  /** How many of the next sends fail as if the SMTP server were down. */
  failures: number;
}

export function capturingMailer(): CapturingMailer {
  const mailer: CapturingMailer = {
    sent: [],
    failures: 0,
    async send(message) {
      if (mailer.failures > 0) {
        mailer.failures -= 1;
        throw new Error('SMTP server unreachable');
      }
      mailer.sent.push(message);
    },
  };
  return mailer;
}

export interface AccountsTestContext {
  app: FastifyInstance;
  db: Db;
  base: TestContext;
  mail: CapturingMailer;
}

export function setupAccountsTestApp(options: { rateLimiter?: () => RateLimiter } = {}) {
  const redisUrl = process.env.TEST_REDIS_URL;
  const base = setupTestApp(redisUrl ? { env: { REDIS_URL: redisUrl } } : {});
  const context = { base, mail: capturingMailer() } as AccountsTestContext;
  beforeAll(async () => {
    context.db = base.db;
    context.app = await buildApp({
      config: base.config,
      database: base.database,
      webDir: null,
      logger: false,
      mailer: context.mail,
      ...(options.rateLimiter ? { rateLimiter: options.rateLimiter() } : {}),
      proofOfWork: { counterMin: 1, counterMax: 30 },
    });
    await context.app.ready();
  });
  // Registered after setupTestApp's hooks, so it runs before its database is closed.
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}

let ipCounter = 0;
const ipBase = randomBytes(2);

/** A client address of its own (10.x.y.z), different on every call and every run. */
export function newIp(): string {
  ipCounter += 1;
  return `10.${ipBase[0]}.${(ipBase[1]! + Math.floor(ipCounter / 250)) % 256}.${(ipCounter % 250) + 1}`;
}

let emailCounter = 0;
export function uniqueEmail(name = 'utente'): string {
  emailCounter += 1;
  return `${name}-${emailCounter}-${randomBytes(3).toString('hex')}@esempio.it`;
}

/** What the ALTCHA widget does in the browser: fetch a challenge, solve it, encode the result. */
export async function solvedAltcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ url: '/api/auth/challenge', remoteAddress: newIp() });
  expect(response.statusCode).toBe(200);
  return encodeSolution(response.json<Challenge>());
}

export async function encodeSolution(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: options.headers ?? browserHeaders(),
    remoteAddress: options.ip ?? newIp(),
  });
}

/** The six-digit code in a code email (the text version). */
export function codeIn(message: MailMessage | undefined): string {
  const match = /^(\d{6})$/m.exec(message?.text ?? '');
  expect(match, message?.text).not.toBeNull();
  return match![1]!;
}

/** Every row of every table of the shop, as JSON text: to prove a secret is stored nowhere. */
export async function wholeDatabaseText(db: Db): Promise<string> {
  const tables = (await db.execute(sql`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)) as unknown as {
    rows: { table_name: string }[];
  };
  const parts: string[] = [];
  for (const { table_name: name } of tables.rows) {
    const rows = (await db.execute(
      sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(name)} t`,
    )) as unknown as { rows: { row: string }[] };
    parts.push(...rows.rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/** An in-memory fixed-window limiter on a clock the test moves. */
export function manualClockRateLimiter(): RateLimiter & { advance(ms: number): void } {
  let now = 0;
  const limiter = createMemoryRateLimiter({ now: () => now });
  return {
    ...limiter,
    advance(ms) {
      now += ms;
    },
  };
}
