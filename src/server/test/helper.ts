import type { PaymentProvider } from '../modules/payments/payment-provider';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import type { Mailer } from '../mail/mailer';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database, type Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/password-hash';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SESSION_COOKIE_NAME } from '../../domain/http';
import { withDatabaseName } from './database-url';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
}

/**
 * A fresh database copied from the migrated, seeded template: PGlite by default, PostgreSQL
 * when TEST_DATABASE_URL is set. Returns it with a function that removes it again.
 */
async function openTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `vetrina_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateName')}`);
    const database = openPostgres(withDatabaseName(serverUrl, name), 5);
    return {
      database,
      dispose: async () => {
        await database.close();
        // The pool's sockets close a moment after end() resolves; dropping before that would
        // terminate them mid-close. Wait (briefly) until the server has let them go.
        for (let i = 0; i < 50; i++) {
          const { rows } = await admin.query(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const templateFile = inject('pgliteTemplateFile');
  if (!templateFile) throw new Error('the PGlite template was not prepared by the global setup');
  const database = await openPglite({ dump: new Blob([readFileSync(templateFile)]) });
  return { database, dispose: () => database.close() };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: inject('testDataDir'),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...overrides,
  });
}

/** Builds the app on a fresh database for the enclosing test file; closes both afterwards. */
export function setupTestApp(
  options: {
    env?: Record<string, string>;
    webDir?: string | null;
    mailer?: Mailer;
    paymentProvider?: PaymentProvider;
  } = {},
): TestContext {
  const context = {} as TestContext;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    dispose = opened.dispose;
    context.config = testConfig(options.env);
    context.database = opened.database;
    context.db = opened.database.db;
    context.app = await buildApp({
      config: context.config,
      database: opened.database,
      webDir: options.webDir ?? null,
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
      logger: false,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await dispose?.();
  });
  return context;
}

const TEST_CSRF_TOKEN = 'test-csrf-token';

/** Headers of a browser that holds the CSRF cookie and echoes it, plus optional cookies. */
export function browserHeaders(cookies: Record<string, string> = {}): Record<string, string> {
  const jar = { [CSRF_COOKIE_NAME]: TEST_CSRF_TOKEN, ...cookies };
  return {
    cookie: Object.entries(jar)
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
    [CSRF_HEADER_NAME]: TEST_CSRF_TOKEN,
  };
}

export async function createUser(
  db: Db,
  values: {
    email?: string;
    password?: string;
    role?: 'user' | 'admin';
    firstName?: string;
    isActive?: boolean;
  } = {},
): Promise<{ id: string; email: string; password: string }> {
  const email = values.email ?? `utente-${randomBytes(4).toString('hex')}@example.it`;
  const password = values.password ?? 'una-password-sicura-123';
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      role: values.role ?? 'user',
      firstName: values.firstName ?? 'Giulia',
      lastName: 'Rossi',
      isActive: values.isActive ?? true,
      emailVerified: true,
      setupCompleted: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return { id: row.id, email, password };
}

/** Logs in through the API and returns the session cookie value. */
export async function logInAs(
  app: FastifyInstance,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: browserHeaders(),
    payload: credentials,
  });
  const session = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
  if (response.statusCode !== 200 || !session)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return session.value;
}

export function injectAs(
  app: FastifyInstance,
  sessionToken: string | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const cookies: Record<string, string> = sessionToken
    ? { [SESSION_COOKIE_NAME]: sessionToken }
    : {};
  return app.inject({ ...options, headers: { ...browserHeaders(cookies), ...options.headers } });
}
