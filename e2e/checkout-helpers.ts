import path from 'node:path';
import {
  expect,
  request as playwrightRequest,
  test as base,
  type APIRequestContext,
  type BrowserContext,
} from './fixtures';
import {
  call,
  dataDir,
  holdAdminAccount,
  readJson,
  send,
  writeJson,
  type ApiProduct,
  type StorageState,
} from './shop';
import { E2E_ADMIN } from '../playwright.config';
import { readOutbox, type OutboxMessage } from '../src/server/mail/outbox-reader';

/**
 * What checkout.spec.ts and orders.spec.ts share: the account that buys, the products it buys,
 * orders placed and paid through the API and the mail outbox (the run's other customer is
 * shop.ts's `theRunCustomer`).
 *
 * The buyer is the admin account (E2E_ADMIN), which exists from the start. Its stored cart is shared
 * by every browser and request logged in with it, so a test that changes it holds the account
 * (shop.ts's `holdAdminAccount`, a lock in the run's data folder) for its whole length: the
 * desktop and phone projects and the two spec files then never fill or empty it at the same
 * time. Any other spec that changes the admin's cart (cart.spec.ts) needs to hold it as well.
 */

export interface ApiOrder {
  number: string;
  status: string;
  totalCents: number;
  subtotalCents: number;
  shippingCents: number;
  vatCents: number;
  shippingMethod: string;
  lines: { productId: number | null; name: string; unitPriceCents: number; quantity: number }[];
  invoice: { kind: string; taxCode?: string } | null;
  payment: { cardLast4: string | null; paidAt: string | null };
}

/** Stripe's public test cards, as the built-in test provider reads them. */
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** An expiry three years ahead, as MM/AA. */
export function futureExpiry(now = new Date()): string {
  return `12/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;
}

/** A delivery address in Milan (mainland: standard free, express 9,90 €), as the API takes it. */
export const MILAN_ADDRESS = {
  fullName: 'Giulia Bianchi',
  street: 'Via Dante 12',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  phone: '333 123 4567',
} as const;

/** The IVA (22%) contained in an amount that includes it, to the nearest cent. */
export function vatIncluded(grossCents: number): number {
  return Math.round((grossCents * 22) / 122);
}

// --- the admin's session ---------------------------------------------------------------------

async function isLoggedIn(api: APIRequestContext): Promise<boolean> {
  const response = await api.get('/api/auth/session');
  return response.ok() && ((await response.json()) as { user: unknown }).user !== null;
}

/**
 * An API client logged in as the admin. The session is made once per run and kept in the data
 * folder: logins are limited per IP for the whole run (30 in 15 minutes).
 */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const file = path.join(dataDir(), 'e2e', 'admin-session.json');
  const stored = await readJson<StorageState>(file);
  if (stored) {
    const api = await playwrightRequest.newContext({ baseURL, storageState: stored });
    if (await isLoggedIn(api)) return api;
    await api.dispose();
  }
  const api = await playwrightRequest.newContext({ baseURL });
  await send(api, 'POST', '/api/auth/login', E2E_ADMIN);
  await writeJson(file, await api.storageState());
  return api;
}

/** The page's browser logged in with the same session as `api`. */
export async function logInBrowser(context: BrowserContext, api: APIRequestContext) {
  await context.addCookies((await api.storageState()).cookies);
}

// --- the admin's cart, addresses and orders --------------------------------------------------

interface ApiCart {
  items: { productId: number; quantity: number }[];
  savedForLater: { productId: number; quantity: number }[];
}

export async function storedCart(api: APIRequestContext): Promise<ApiCart> {
  const response = await api.get('/api/cart');
  expect(response.ok(), `GET /api/cart answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { cart: ApiCart }).cart;
}

/** Empties the stored cart and "Salvati per dopo", and deletes the saved delivery addresses. */
export async function resetAccount(api: APIRequestContext): Promise<void> {
  const cart = await storedCart(api);
  const lines = [...cart.items, ...cart.savedForLater];
  if (lines.length > 0) {
    await send(api, 'PUT', '/api/cart', {
      changes: lines.map((line) => ({ productId: line.productId, remove: true })),
    });
  }
  const response = await api.get('/api/checkout/addresses');
  expect(response.ok(), `GET /api/checkout/addresses answered ${response.status()}`).toBe(true);
  const { addresses } = (await response.json()) as { addresses: { id: number }[] };
  for (const address of addresses) {
    await send(api, 'DELETE', `/api/checkout/addresses/${address.id}`);
  }
  expect(await storedCart(api)).toMatchObject({ items: [], savedForLater: [] });
}

export async function addToStoredCart(api: APIRequestContext, productId: number): Promise<void> {
  await send(api, 'POST', '/api/cart/items', { productId, quantity: 1 });
}

export async function orderOf(api: APIRequestContext, number: string): Promise<ApiOrder> {
  const response = await api.get(`/api/orders/${number}`);
  expect(response.ok(), `GET /api/orders/${number} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { order: ApiOrder }).order;
}

/**
 * Places an order of one unit of `product`, delivered by standard shipping (free) to Milan, as
 * the checkout does: the cart holds the product, the order names the total the review showed.
 */
export async function placeOrder(api: APIRequestContext, product: ApiProduct): Promise<ApiOrder> {
  await addToStoredCart(api, product.id);
  const response = await send(api, 'POST', '/api/orders', {
    idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    address: MILAN_ADDRESS,
    shippingMethod: 'standard',
    expectedTotalCents: product.priceCents,
  });
  return ((await response.json()) as { order: ApiOrder }).order;
}

export async function payOrder(
  api: APIRequestContext,
  number: string,
  cardNumber: string = CARDS.success,
) {
  return call(api, 'POST', `/api/orders/${number}/payment`, {
    provider: 'test',
    card: { number: cardNumber, expiry: futureExpiry(), cvc: '123' },
  });
}

// --- products --------------------------------------------------------------------------------

export async function productOf(api: APIRequestContext, id: number): Promise<ApiProduct> {
  const response = await api.get(`/api/products/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: ApiProduct }).product;
}

/**
 * The product a test buys. Each test names its own slot, so no two tests buy the same product.
 * Only products with 10 to 40 units: a unit sold changes none of the stock states the catalog,
 * cart and search specs look for (sold out, 5 or fewer, more than 50).
 */
export async function productToBuy(api: APIRequestContext, slot: number): Promise<ApiProduct> {
  const response = await api.get('/api/products?pageSize=96');
  expect(response.ok()).toBe(true);
  const candidates = ((await response.json()) as { items: ApiProduct[] }).items
    .filter((product) => product.slug !== null && product.stock >= 10 && product.stock <= 40)
    .sort((a, b) => a.id - b.id);
  const product = candidates[slot];
  if (!product) throw new Error(`the sample catalog has no product for slot ${slot}`);
  return product;
}

/** Which product each test buys (see productToBuy). */
export const PRODUCT_SLOTS = {
  checkoutDesktop: 0,
  checkoutMobile: 1,
  declinedCards: 2,
  tamperedRequest: 3,
  paidOrder: 4,
  unpaidOrder: 5,
  adminOrder: 6,
} as const;

// --- the mail outbox -------------------------------------------------------------------------

/** The one message with this subject sent to this address, once it is in the outbox. */
export async function emailTo(to: string, subject: string): Promise<OutboxMessage> {
  const outbox = path.join(dataDir(), 'outbox');
  let found: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        found = (await readOutbox(outbox)).filter(
          (message) => message.to === to && message.subject === subject,
        );
        return found.length;
      },
      { timeout: 10_000 },
    )
    .toBe(1);
  return found[0]!;
}

export async function emailsTo(to: string, subject: string): Promise<OutboxMessage[]> {
  const messages = await readOutbox(path.join(dataDir(), 'outbox'));
  return messages.filter((message) => message.to === to && message.subject === subject);
}

// --- the test ---------------------------------------------------------------------------------

/** The admin account, held for the whole test, its cart and saved addresses emptied. */
export interface HeldAdmin {
  api: APIRequestContext;
}

/**
 * `test` with an `admin` fixture: the admin account held (holdAdminAccount) and reset before the
 * test and after it. List `admin` before `page` among a test's fixtures, so that its browser
 * closes before another test may take the account.
 */
export const test = base.extend<{ admin: HeldAdmin }>({
  admin: async ({ baseURL }, use, testInfo) => {
    if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
    const release = await holdAdminAccount(testInfo);
    try {
      const api = await adminApi(baseURL);
      try {
        await resetAccount(api);
        await use({ api });
        await resetAccount(api);
      } finally {
        await api.dispose();
      }
    } finally {
      await release();
    }
  },
});

export { expect };
