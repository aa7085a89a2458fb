import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, request as playwrightRequest } from './fixtures';
import {
  CONSENT_STORAGE_KEY,
  denyAllConsent,
  serializeConsent,
} from '../src/domain/consent/consent.rules';
import { readOutbox } from '../src/server/mail/outbox-reader';

/** What several specs do: find the shop's parts, and call its API as the browser does. */

// --- the catalog, as the API lists it ---------------------------------------------------------

/** What the specs read of a catalog product. */
export interface ApiProduct {
  id: number;
  slug: string | null;
  name: string;
  priceCents: number;
  stock: number;
}

/** `/api/products` with no query lists what /products shows on its first page, in order. */
export async function products(request: APIRequestContext, query = ''): Promise<ApiProduct[]> {
  const response = await request.get(`/api/products${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: ApiProduct[] }).items;
}

export function productPath(product: ApiProduct): string {
  return `/products/${product.slug ?? product.id}`;
}

/** Cents as it-IT euro, written out independently of the app: 123900 → "1.239,00 €". */
export function euro(cents: number): string {
  const [units = '0', decimals = '00'] = (cents / 100).toFixed(2).split('.');
  return `${units.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimals} €`;
}

// --- what the shopper sees -------------------------------------------------------------------

/** The navigation bar. */
export function bar(page: Page) {
  return page.getByRole('banner');
}

export function bagButton(page: Page) {
  return bar(page).getByRole('button', { name: /^Shopping Bag/ });
}

/** A notification (top-right, 2 s) with exactly this text; the newest when several match. */
export function notice(page: Page, text: string) {
  return page.getByRole('listitem').getByText(text, { exact: true }).last();
}

/**
 * A visitor who already refused optional cookies: the banner would cover the bottom of the page.
 * For a `test.beforeEach`.
 */
export async function refuseOptionalCookies(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [CONSENT_STORAGE_KEY, serializeConsent(denyAllConsent(new Date()))] as const,
  );
}

// --- the API, as the logged-in browser calls it ----------------------------------------------

export async function csrfToken(api: APIRequestContext): Promise<string> {
  const find = async () =>
    (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrf_token')?.value;
  let token = await find();
  if (!token) {
    // Any API answer sets the cookie when it is missing.
    await api.get('/api/auth/session');
    token = await find();
  }
  if (!token) throw new Error('The server set no csrf_token cookie');
  return token;
}

type Mutation = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A mutating API call as the browser makes it: with the CSRF header. */
export async function call(api: APIRequestContext, method: Mutation, url: string, data?: unknown) {
  return api.fetch(url, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { 'x-csrf-token': await csrfToken(api) },
  });
}

/** `call`, which must succeed. */
export async function send(api: APIRequestContext, method: Mutation, url: string, data?: unknown) {
  const response = await call(api, method, url, data);
  expect(response.ok(), `${method} ${url} answered ${response.status()}`).toBe(true);
  return response;
}

// --- the run's data folder -------------------------------------------------------------------

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('playwright.config.ts sets E2E_DATA_DIR');
  return dir;
}

export async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Written whole or not at all: a reader in another worker never sees half a file. */
export async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(value));
  await rename(temporary, file);
}

// --- holding the admin account ---------------------------------------------------------------

const LOCK_POLL_MS = 100;
const LOCK_WAIT_MAX_MS = 120_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Waits until no other test holds the admin account, then holds it; the answer releases it.
 * The test's time limit grows by the time spent waiting. A lock left by a worker that died is
 * taken over.
 */
export async function holdAdminAccount(testInfo: TestInfo): Promise<() => Promise<void>> {
  const lock = path.join(dataDir(), 'e2e', 'admin-account.lock');
  await mkdir(path.dirname(lock), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(await readFile(lock, 'utf8').catch(() => ''));
    // An empty file is a lock being written right now.
    if (owner > 0 && !isAlive(owner)) await unlink(lock).catch(() => undefined);
    if (Date.now() - started > LOCK_WAIT_MAX_MS) {
      throw new Error(`the admin account was held by another test for ${LOCK_WAIT_MAX_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
  testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
  return () => unlink(lock).catch(() => undefined);
}

// --- the run's registered customer -----------------------------------------------------------

/** What `APIRequestContext.storageState()` gives: the session's cookies. */
export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** A registered customer, with the API session of its registration. */
export interface Customer {
  id: string;
  email: string;
  password: string;
  firstName: string;
  state: StorageState;
}

/** The code of the newest registration message sent to this address. */
async function emailedCode(email: string): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox');
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await readOutbox(outbox)).filter(
          (message) =>
            message.to === email && message.subject === 'Il tuo codice di verifica per Vetrina',
        );
        code = messages.at(-1)?.text.match(/^(\d{6})$/m)?.[1];
        return code;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return code!;
}

/** What the ALTCHA widget does in the browser: fetch a challenge, solve it, encode the result. */
async function solvedAltcha(api: APIRequestContext): Promise<string> {
  const response = await api.get('/api/auth/challenge');
  expect(response.ok()).toBe(true);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Registers a fresh customer through the API, as the registration pages do, and keeps its
 * session. `label` names the test in the address (`e2e-<label>-…@esempio.it`), so the outbox
 * and the database show who made it.
 */
export async function newCustomer(baseURL: string, label: string): Promise<Customer> {
  const random = Math.random().toString(36).slice(2, 8);
  // A test title may be the label: keep what an email address surely takes, and short enough
  // for the 64 characters before the @.
  const tag =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 30)
      .replace(/^-+|-+$/g, '') || 'customer';
  const customer = {
    email: `e2e-${tag}-${Date.now()}-${random}@esempio.it`,
    password: 'Desideri2025-lista',
    firstName: 'Chiara',
  };
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await send(api, 'POST', '/api/auth/registration/code', {
      email: customer.email,
      password: customer.password,
      firstName: customer.firstName,
      lastName: 'Desideri',
      altcha: await solvedAltcha(api),
    });
    await send(api, 'POST', '/api/auth/registration/verify', {
      email: customer.email,
      code: await emailedCode(customer.email),
    });
    const session = (await (await api.get('/api/auth/session')).json()) as {
      user: { id: string | number } | null;
    };
    if (!session.user) throw new Error('the registration left no session');
    return { ...customer, id: String(session.user.id), state: await api.storageState() };
  } finally {
    await api.dispose();
  }
}

/**
 * The run's one shared customer, registered by the first test that needs it, then read back
 * from the run's data folder, so a retried test or a restarted worker finds the same account.
 * wishlist.spec.ts's shopper; orders.spec.ts uses it only as "another user" who reads and calls,
 * never changing its own cart or wishlist, so the wishlist tests are undisturbed.
 *
 * The test server raises the per-IP registration limit (TEST_REGISTRATION_CODES_PER_IP_HOUR in
 * playwright.config.ts), so a test that needs an account of its own registers it with
 * `newCustomer` rather than sharing this one.
 */
export async function theRunCustomer(baseURL: string): Promise<Customer> {
  const file = path.join(dataDir(), 'e2e', 'wishlist-shopper.json');
  const stored = await readJson<Customer>(file);
  if (stored) return stored;
  const customer = await newCustomer(baseURL, 'wishlist');
  await writeJson(file, customer);
  return customer;
}
