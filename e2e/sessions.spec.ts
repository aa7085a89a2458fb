import type { Browser } from '@playwright/test';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from './fixtures';
import { adminApi } from './checkout-helpers';
import {
  EXTRA_SHOP_ACCOUNT,
  freshPostgresDatabase,
  startExtraShop,
  type ExtraShop,
  type PostgresDatabase,
} from './sessions-servers';
import {
  bagButton,
  bar,
  holdAdminAccount,
  newCustomer,
  notice,
  refuseOptionalCookies,
  send,
  type Customer,
  type StorageState,
} from './shop';

/**
 * Sessions and devices (issue 15; spec §2.8, §3, §4, §7, §8): two browsers of one customer see
 * each other in "I miei dispositivi" with browser, system and city, and no address in the API
 * (nor, checked on PostgreSQL, in the database); signing one out from the other, the admin's
 * remote logout, or a password changed in one ends the other's session with the spec's notice
 * and its cookie is refused at once; a cart change in one reaches the other within 2 s; an
 * event raised by one server process reaches a browser connected to another on the same
 * PostgreSQL; an idle session is warned and then logged out, by the page and by the server.
 * Texts are written out here, not imported, so that a changed text fails.
 *
 * Nothing here depends on the screen: desktop only (@any-screen). Each test registers its own
 * customer; the second browser logs in once more through the API, so the two have sessions and
 * device records of their own. The playwright.config.ts shop believes X-Forwarded-For from
 * 127.0.0.1 (TRUST_PROXY), so each browser states a public address with a known city.
 */

/** Public addresses and what the shipped IP database (DB-IP, dbip-city) says about them. */
const MILAN = { ip: '2.228.0.1', city: 'Milan' } as const;
const ROME = { ip: '212.216.0.1', city: 'Rome' } as const;

const NOTICES = {
  deviceRemoved:
    "La tua sessione è stata terminata perché questo dispositivo è stato rimosso dall'amministratore. Effettua nuovamente il login se necessario.",
  passwordChanged:
    'La tua sessione è stata terminata perché la password è stata modificata su un altro dispositivo. Effettua nuovamente il login con la nuova password.',
  remoteLogout: (reason: string) => `Sessione terminata dall'amministratore. Motivo: ${reason}`,
} as const;

interface ApiDevice {
  id: string;
  displayName: string;
  browserName: string | null;
  operatingSystem: string | null;
  city: string | null;
  country: string | null;
  current: boolean;
}

interface ApiProduct {
  id: number;
  slug: string | null;
  name: string;
  stock: number;
}

// --- sessions and browsers -------------------------------------------------------------------

/** A new session of this account, logged in through the API from `ip` (when given). */
async function logIn(
  baseURL: string,
  account: { email: string; password: string },
  ip?: string,
): Promise<StorageState> {
  const api = await playwrightRequest.newContext({
    baseURL,
    ...(ip ? { extraHTTPHeaders: { 'x-forwarded-for': ip } } : {}),
  });
  try {
    await send(api, 'POST', '/api/auth/login', account);
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

interface OpenBrowser {
  context: BrowserContext;
  page: Page;
}

/** A browser of its own (cookies, local storage, device id) with this session, seen from `ip`. */
async function openBrowser(
  browser: Browser,
  baseURL: string,
  state: StorageState,
  ip?: string,
): Promise<OpenBrowser> {
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    ...(ip ? { extraHTTPHeaders: { 'x-forwarded-for': ip } } : {}),
  });
  await refuseOptionalCookies(context);
  return { context, page: await context.newPage() };
}

/**
 * Opens a page of the shop and waits until its live events stream is open (and, with
 * `device`, until the browser has reported its device record), so that what another browser
 * does next is pushed to it rather than read at load.
 */
async function openShop(page: Page, url: string, { device = true } = {}): Promise<void> {
  const listening = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events',
  );
  const reported = device
    ? page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/session/device' &&
          response.request().method() === 'PUT',
      )
    : null;
  await page.goto(url);
  expect((await listening).status(), 'GET /api/events').toBe(200);
  if (reported) expect((await reported).status(), 'PUT /api/session/device').toBe(200);
}

/** What any API answers to this old session cookie now (a client of its own, not the page). */
async function cartStatusWith(baseURL: string, state: StorageState): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL, storageState: state });
  try {
    return (await api.get('/api/cart')).status();
  } finally {
    await api.dispose();
  }
}

async function devicesOf(api: APIRequestContext): Promise<{ text: string; devices: ApiDevice[] }> {
  const response = await api.get('/api/devices');
  expect(response.ok(), `GET /api/devices answered ${response.status()}`).toBe(true);
  const text = await response.text();
  return { text, devices: (JSON.parse(text) as { devices: ApiDevice[] }).devices };
}

/** A product of the sample catalog with stock to spare and a page of its own. */
async function productToAdd(api: APIRequestContext): Promise<ApiProduct> {
  const response = await api.get('/api/products?pageSize=96');
  expect(response.ok()).toBe(true);
  const product = ((await response.json()) as { items: ApiProduct[] }).items.find(
    (item) => item.slug !== null && item.stock >= 10,
  );
  if (!product) throw new Error('the sample catalog has no product in stock');
  return product;
}

// --- what the customer sees ------------------------------------------------------------------

function devicesSection(page: Page): Locator {
  return page.getByRole('region', { name: 'I miei dispositivi' });
}

/** The device of the list placed in this city ("… • Chrome … • Rome, Italia"). */
function deviceIn(page: Page, city: string): Locator {
  return devicesSection(page)
    .getByRole('listitem')
    .filter({ hasText: `• ${city}, Italia` });
}

function securityNotice(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Avviso di Sicurezza' });
}

function idleWarning(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Sessione in scadenza' });
}

/** The account panel of a guest, opened from the bar. */
async function expectGuest(page: Page): Promise<void> {
  await bar(page).getByRole('button', { name: 'Account' }).click();
  await expect(
    bar(page)
      .getByRole('region', { name: 'Account' })
      .getByText('Accedi per vedere i tuoi ordini, gestire resi e creare la tua Wishlist.'),
  ).toBeVisible();
}

// --- two browsers of one customer ------------------------------------------------------------

test.describe('two browsers of one customer', () => {
  let customer: Customer;
  let a: OpenBrowser;
  let b: OpenBrowser;
  /** B's session as it was before anything ended it. */
  let bState: StorageState;

  test.beforeEach(async ({ browser, baseURL }, testInfo) => {
    customer = await newCustomer(baseURL!, `sessions-${testInfo.title}`);
    bState = await logIn(baseURL!, customer, ROME.ip);
    a = await openBrowser(browser, baseURL!, customer.state, MILAN.ip);
    b = await openBrowser(browser, baseURL!, bState, ROME.ip);
  });

  test.afterEach(async () => {
    await a?.context.close();
    await b?.context.close();
  });

  test('my devices lists both browsers with browser, system and city, and no address @any-screen', async () => {
    await openShop(a.page, '/');
    await openShop(b.page, '/');

    const { text, devices } = await devicesOf(a.page.request);
    expect(devices).toHaveLength(2);
    for (const address of [MILAN.ip, ROME.ip, '127.0.0.1']) expect(text).not.toContain(address);
    expect(text).not.toMatch(/"ip/i);
    const here = devices.find((device) => device.current);
    const there = devices.find((device) => !device.current);
    expect(here).toMatchObject({ city: MILAN.city, country: 'Italia' });
    expect(there).toMatchObject({ city: ROME.city, country: 'Italia' });
    for (const device of devices) {
      expect(device.browserName).toMatch(/^Chrome\b/);
      expect(device.operatingSystem).toBeTruthy();
      expect(device.displayName).toContain(device.browserName!);
      expect(device.displayName).toContain(device.operatingSystem!);
      expect(device.displayName).toContain(`${device.city!}, ${device.country!}`);
    }

    await a.page.goto('/settings');
    const mine = deviceIn(a.page, MILAN.city);
    const other = deviceIn(a.page, ROME.city);
    await expect(devicesSection(a.page).getByRole('listitem')).toHaveCount(2);
    await expect(mine).toContainText(here!.displayName);
    await expect(mine).toContainText('Questo dispositivo');
    await expect(mine).toContainText('Ultima attività:');
    await expect(mine.getByRole('button')).toHaveCount(0);
    await expect(other).toContainText(there!.displayName);
    await expect(other).not.toContainText('Questo dispositivo');
    await expect(
      other.getByRole('button', { name: `Disconnetti ${there!.displayName}`, exact: true }),
    ).toBeVisible();
    for (const address of [MILAN.ip, ROME.ip]) {
      await expect(a.page.locator('body')).not.toContainText(address);
    }
  });

  test('a device signed out from the other shows the notice, its cookie refused within 5 s @any-screen', async ({
    baseURL,
  }) => {
    // B first: A's list is read when /settings opens.
    await openShop(b.page, '/');
    await openShop(a.page, '/settings');
    const removed = a.page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' &&
        new URL(response.url()).pathname.startsWith('/api/devices/'),
    );
    await deviceIn(a.page, ROME.city)
      .getByRole('button', { name: /^Disconnetti / })
      .click();
    expect((await removed).status()).toBe(204);
    await expect(notice(a.page, 'Dispositivo disconnesso')).toBeVisible();

    const dialog = securityNotice(b.page);
    await expect(dialog).toBeVisible({ timeout: 5_000 });
    await expect(dialog).toContainText(NOTICES.deviceRemoved);
    expect(await cartStatusWith(baseURL!, bState)).toBe(401);
    await expect(deviceIn(a.page, ROME.city)).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Ho capito' }).click();
    await expect(b.page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
    await expectGuest(b.page);
  });

  test('a password changed in one browser logs the other out with the notice; the first stays @any-screen', async ({
    baseURL,
  }) => {
    await openShop(a.page, '/settings');
    await openShop(b.page, '/');
    const newPassword = 'Sessioni2026-nuova';
    await a.page.getByLabel('Password attuale').fill(customer.password);
    await a.page.getByLabel('Nuova password', { exact: true }).fill(newPassword);
    await a.page.getByLabel('Conferma nuova password').fill(newPassword);
    await a.page.getByRole('button', { name: 'Aggiorna password' }).click();
    await expect(
      notice(a.page, 'Password aggiornata. Gli altri dispositivi sono stati disconnessi.'),
    ).toBeVisible();

    const dialog = securityNotice(b.page);
    await expect(dialog).toBeVisible({ timeout: 5_000 });
    await expect(dialog).toContainText(NOTICES.passwordChanged);
    expect(await cartStatusWith(baseURL!, bState)).toBe(401);

    // The browser that changed it keeps its session, and the new password logs in.
    expect((await a.page.request.get('/api/cart')).status()).toBe(200);
    await a.page.reload();
    await expect(a.page).toHaveURL(/\/settings$/);
    await expect(devicesSection(a.page)).toBeVisible();
    await expect(securityNotice(a.page)).toBeHidden();
    await logIn(baseURL!, { email: customer.email, password: newPassword }, ROME.ip);
  });

  test('a product added in one browser is in the other’s bag within 2 s, without a reload @any-screen', async () => {
    const product = await productToAdd(a.page.request);
    await openShop(a.page, `/products/${product.slug!}`);
    await openShop(b.page, '/');
    await expect(bagButton(b.page)).toHaveAccessibleName('Shopping Bag');

    const saved = a.page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/cart' &&
        response.request().method() === 'PUT' &&
        response.ok(),
    );
    await a.page
      .getByRole('main')
      .getByRole('button', { name: 'Aggiungi alla Shopping Bag', exact: true })
      .click();
    await saved;
    await expect(bagButton(b.page)).toHaveAccessibleName('Shopping Bag, 1 articolo', {
      timeout: 2_000,
    });
  });

  test('the admin’s remote logout shows its reason on the customer’s browser @any-screen', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const release = await holdAdminAccount(testInfo);
    const api = await adminApi(baseURL!);
    const admin = await openBrowser(browser, baseURL!, await api.storageState());
    try {
      await openShop(b.page, '/');
      await admin.page.goto('/admin/devices');
      await admin.page.getByLabel('Cerca per email, nome o dispositivo').fill(customer.email);
      await admin.page
        .getByRole('search', { name: 'Cerca tra i dispositivi' })
        .getByRole('button', { name: 'Cerca' })
        .click();
      const rows = admin.page.getByRole('row').filter({ hasText: customer.email });
      await expect(rows).toHaveCount(1);
      await rows.getByRole('button', { name: /^Disconnetti / }).click();
      await admin.page.getByLabel('Motivo (lo vedrà l’utente)').fill('Dispositivo smarrito');
      await admin.page.getByRole('button', { name: 'Disconnetti ora' }).click();
      await expect(notice(admin.page, 'Disconnessione remota inviata')).toBeVisible();

      const dialog = securityNotice(b.page);
      await expect(dialog).toBeVisible({ timeout: 5_000 });
      await expect(dialog).toContainText(NOTICES.remoteLogout('Dispositivo smarrito'));
      expect(await cartStatusWith(baseURL!, bState)).toBe(401);
    } finally {
      await admin.context.close();
      await api.dispose();
      await release();
    }
  });

  test('a customer deactivated by the admin loses the session in the open browser @any-screen', async ({
    baseURL,
  }) => {
    const api = await adminApi(baseURL!);
    try {
      await openShop(b.page, '/');
      // Pushed to the open page, which then clears its cookies: no reload, no notice.
      const loggedOut = b.page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/auth/logout'),
        { timeout: 5_000 },
      );
      await send(api, 'POST', `/api/admin/users/${customer.id}/active`, { active: false });
      await loggedOut;
      await expectGuest(b.page);
      await expect(securityNotice(b.page)).toHaveCount(0);
      expect(await cartStatusWith(baseURL!, bState)).toBe(401);
    } finally {
      await api.dispose();
    }
  });
});

// --- two server processes on one PostgreSQL --------------------------------------------------

test.describe('two server processes on one PostgreSQL', () => {
  let database: PostgresDatabase | undefined;
  const shops: ExtraShop[] = [];

  // Playwright hands a hook its fixtures first; this one needs only testInfo.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    const outcome = await freshPostgresDatabase();
    if ('unreachable' in outcome) {
      if (process.env.CI) throw new Error(`CI needs PostgreSQL here: ${outcome.unreachable}`);
      testInfo.skip(true, `no PostgreSQL to run two shops on (${outcome.unreachable})`);
      return;
    }
    database = outcome.database;
    // One after the other: the first migrates and seeds the empty database.
    for (const name of ['first', 'second']) {
      shops.push(
        await startExtraShop(name, { DATABASE_URL: database.url, TRUST_PROXY: '127.0.0.1' }),
      );
    }
  });

  test.afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await database?.drop();
  });

  test('a cart change made through one process reaches a browser connected to the other within 2 s @any-screen', async ({
    browser,
  }, testInfo) => {
    const [first, second] = shops as [ExtraShop, ExtraShop];
    // The session cookie is for 127.0.0.1 on any port: one session, used on both processes.
    const state = await logIn(first.baseURL, EXTRA_SHOP_ACCOUNT);
    const api = await playwrightRequest.newContext({ baseURL: first.baseURL, storageState: state });
    const shopper = await openBrowser(browser, second.baseURL, state, MILAN.ip);
    try {
      const product = await productToAdd(api);
      await openShop(shopper.page, '/');
      await expect(bagButton(shopper.page)).toHaveAccessibleName('Shopping Bag');

      await send(api, 'POST', '/api/cart/items', { productId: product.id, quantity: 1 });
      await expect(bagButton(shopper.page)).toHaveAccessibleName('Shopping Bag, 1 articolo', {
        timeout: 2_000,
      });

      // The device the browser reported through the second process, read through the first:
      // placed in its city, and its address nowhere in the database.
      const { devices } = await devicesOf(api);
      expect(devices).toMatchObject([{ city: MILAN.city, country: 'Italia' }]);
      expect(await database!.tablesContaining(MILAN.ip)).toEqual([]);
      // The same search does find what is stored.
      expect(await database!.tablesContaining(EXTRA_SHOP_ACCOUNT.email)).toContain('users');
    } catch (error) {
      await attachLogs(testInfo, shops);
      throw error;
    } finally {
      await shopper.context.close();
      await api.dispose();
    }
  });
});

// --- idle logout -----------------------------------------------------------------------------

/** The idle limits of the shop below: warned after 7 s without activity, logged out after 15 s. */
const IDLE_LOGOUT_MS = 15_000;
const IDLE_WARNING_MS = 8_000;

test.describe('an idle session', () => {
  let shop: ExtraShop | undefined;

  // Playwright hands a hook its fixtures first; this one needs only testInfo.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    shop = await startExtraShop('idle', {
      TEST_IDLE_LOGOUT_MS: String(IDLE_LOGOUT_MS),
      TEST_IDLE_WARNING_MS: String(IDLE_WARNING_MS),
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
  });

  test('is warned with a countdown, kept by "Rimani connesso", then logged out by itself @any-screen', async ({
    browser,
  }, testInfo) => {
    testInfo.setTimeout(90_000);
    const { baseURL } = shop!;
    const state = await logIn(baseURL, EXTRA_SHOP_ACCOUNT);
    // Another session of the account that makes no request at all: the server ends it alone.
    const untouched = await logIn(baseURL, EXTRA_SHOP_ACCOUNT);
    const { context, page } = await openBrowser(browser, baseURL, state);
    try {
      const session = (await (await page.request.get('/api/auth/session')).json()) as {
        idle?: { logoutMs: number; warningMs: number };
      };
      expect(session.idle).toEqual({ logoutMs: IDLE_LOGOUT_MS, warningMs: IDLE_WARNING_MS });

      const openedAt = Date.now();
      await openShop(page, '/', { device: false });
      const warning = idleWarning(page);
      await expect(warning).toBeVisible({ timeout: IDLE_LOGOUT_MS });
      // Not before the warning time (a second's slack for the page's own timer).
      expect(Date.now() - openedAt).toBeGreaterThanOrEqual(
        IDLE_LOGOUT_MS - IDLE_WARNING_MS - 1_000,
      );
      const first = await secondsLeft(warning);
      expect(first).toBeLessThanOrEqual(IDLE_WARNING_MS / 1000);
      await expect.poll(() => secondsLeft(warning)).toBeLessThan(first);
      await expect(warning.getByRole('button', { name: 'Esci' })).toBeVisible();

      await warning.getByRole('button', { name: 'Rimani connesso' }).click();
      await expect(warning).toBeHidden();
      expect((await page.request.get('/api/cart')).status()).toBe(200);

      // Idle again: warned, then logged out with nobody touching the page.
      await expect(warning).toBeVisible({ timeout: IDLE_LOGOUT_MS });
      await expect(warning).toBeHidden({ timeout: IDLE_WARNING_MS + 5_000 });
      await expectGuest(page);
      expect(await cartStatusWith(baseURL, state)).toBe(401);
      expect(await cartStatusWith(baseURL, untouched)).toBe(401);
    } catch (error) {
      await attachLogs(testInfo, shop ? [shop] : []);
      throw error;
    } finally {
      await context.close();
    }
  });
});

/** The seconds of the idle warning's countdown. */
async function secondsLeft(warning: Locator): Promise<number> {
  const text = await warning.textContent();
  const seconds = text?.match(/chiusa tra (\d+) second[oi]/)?.[1];
  if (seconds === undefined) throw new Error(`no countdown in the idle warning: ${text ?? ''}`);
  return Number(seconds);
}

async function attachLogs(testInfo: TestInfo, shops: ExtraShop[]): Promise<void> {
  for (const [index, shop] of shops.entries()) {
    await testInfo.attach(`shop ${String(index + 1)} log`, { body: shop.logTail() });
  }
}
