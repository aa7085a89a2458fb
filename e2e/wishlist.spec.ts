import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from './fixtures';
import {
  bagButton,
  bar,
  call,
  notice,
  refuseOptionalCookies,
  send,
  theRunCustomer,
  type ApiProduct,
  type Customer,
} from './shop';
import { E2E_ADMIN } from '../playwright.config';

/**
 * The wishlist (spec §2.1 /wishlist, §2.3 badge, §3, §4 Wishlist, §6, §8): a guest's heart that
 * goes through the login and comes back to /wishlist, the pending item refused when it is
 * already in the cart, the /wishlist page's actions, the heart on tiles and on the product page
 * for a logged-in user, and a list nobody else can read or change. Notification texts are
 * written out here, not imported, so that a changed text fails.
 *
 * The logged-in tests share one customer account of their own, registered once per run (the
 * server allows 5 registration codes per hour from one IP, and accounts.spec.ts uses 4 of them),
 * so they run on the desktop only and in order, like the admin's cart tests in cart.spec.ts.
 * The admin account (E2E_ADMIN) is used only as "another user" through the API, so the cart
 * tests that rely on the admin's cart are not disturbed. Logins are few (the server allows 30
 * per IP in 15 minutes for the whole run): the registration itself yields the customer's API
 * session, and only the two journeys that are about logging in log in through the page.
 */

interface ApiWishlist {
  userId: string;
  items: number[];
  products: Record<string, { id: number; name: string }>;
}

interface ApiCart {
  items: { productId: number; quantity: number }[];
  savedForLater: { productId: number; quantity: number }[];
}

const ONE_ACCOUNT = 'one customer account, one stored wishlist: desktop only, one test at a time';

// --- the API -----------------------------------------------------------------------------------

/** `/api/products` with no query lists what /products shows on its first page, in order. */
async function listedProducts(api: APIRequestContext): Promise<ApiProduct[]> {
  const response = await api.get('/api/products');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: ApiProduct[] }).items.filter((p) => p.stock > 5);
}

/** The whole sample catalog in stock (one page). */
async function catalog(api: APIRequestContext): Promise<ApiProduct[]> {
  const response = await api.get('/api/products?pageSize=96');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: ApiProduct[] }).items.filter((p) => p.stock > 0);
}

async function storedWishlist(api: APIRequestContext): Promise<ApiWishlist> {
  const response = await api.get('/api/wishlist');
  expect(response.ok(), `GET /api/wishlist answered ${response.status()}`).toBe(true);
  return (await response.json()) as ApiWishlist;
}

async function storedItems(api: APIRequestContext): Promise<number[]> {
  return (await storedWishlist(api)).items;
}

async function storedCart(api: APIRequestContext): Promise<ApiCart> {
  const response = await api.get('/api/cart');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { cart: ApiCart }).cart;
}

async function storedCartIds(api: APIRequestContext): Promise<number[]> {
  return (await storedCart(api)).items.map((line) => line.productId);
}

/** Empties the user's stored wishlist, cart and "Salvati per dopo", and checks it. */
async function emptyAccount(api: APIRequestContext): Promise<void> {
  await send(api, 'DELETE', '/api/wishlist');
  const cart = await storedCart(api);
  const lines = [...cart.items, ...cart.savedForLater];
  if (lines.length > 0) {
    await send(api, 'PUT', '/api/cart', {
      changes: lines.map((line) => ({ productId: line.productId, remove: true })),
    });
  }
  expect(await storedItems(api)).toEqual([]);
  expect(await storedCart(api)).toMatchObject({ items: [], savedForLater: [] });
}

async function addToStoredWishlist(api: APIRequestContext, productId: number): Promise<void> {
  const response = await send(api, 'POST', '/api/wishlist/items', { productId });
  expect(((await response.json()) as { outcome: string }).outcome).toBe('added');
}

// --- the customer account of these tests ----------------------------------------------------

/** An API client logged in as the shopper (the session of its registration: no new login). */
function shopperApi(baseURL: string, shopper: Customer): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, storageState: shopper.state });
}

/** The page's browser logged in as the shopper, with the same session. */
async function logInPage(context: BrowserContext, shopper: Customer): Promise<void> {
  await context.addCookies(shopper.state.cookies);
}

// --- what the shopper sees ---------------------------------------------------------------------

function heartName(product: ApiProduct): string {
  return `Aggiungi "${product.name}" alla lista desideri`;
}

/** The heart of a product on a tile or on the product page (not in the search panel). */
function heartInMain(page: Page, product: ApiProduct): Locator {
  return page.getByRole('main').getByRole('button', { name: heartName(product), exact: true });
}

function wishlistLines(page: Page): Locator {
  return page.getByRole('list', { name: 'Prodotti nella lista desideri' });
}

function lineNames(page: Page): Locator {
  return wishlistLines(page).getByRole('heading', { level: 2 });
}

function emptyState(page: Page): Locator {
  return page.getByRole('heading', { level: 2, name: 'La tua lista desideri è vuota' });
}

/** The account panel's "Lista desideri" link; its name carries the badge's count. */
async function wishlistLinkInAccountPanel(page: Page): Promise<Locator> {
  await bar(page).getByRole('button', { name: 'Account' }).click();
  const panel = bar(page).getByRole('region', { name: 'Il tuo account' });
  await expect(panel).toBeVisible();
  return panel.getByRole('link', { name: /^Lista desideri/ });
}

/** The badge of the account panel's "Lista desideri" link: the visible count, and the count in
 * the link's name ("Lista desideri, 1 articolo"). */
async function expectBadge(page: Page, count: number): Promise<void> {
  const link = await wishlistLinkInAccountPanel(page);
  await expect(link).toHaveAttribute('href', '/wishlist');
  if (count === 0) {
    await expect(link).toHaveAccessibleName('Lista desideri');
    await expect(link.locator('.navbar-count')).toHaveCount(0);
  } else {
    const units = count === 1 ? '1 articolo' : `${count} articoli`;
    await expect(link).toHaveAccessibleName(`Lista desideri, ${units}`);
    await expect(link.locator('.navbar-count')).toHaveText(count > 9 ? '9+' : String(count));
  }
  await page.keyboard.press('Escape');
}

async function localItem(page: Page, key: string): Promise<unknown> {
  return page.evaluate((storageKey) => {
    const raw = window.localStorage.getItem(storageKey);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);
}

async function logInThroughPage(page: Page, shopper: Customer): Promise<void> {
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('main').getByRole('button', { name: 'Accedi' }).click();
}

async function openSearchAndFind(page: Page, product: ApiProduct): Promise<Locator> {
  await bar(page).getByRole('button', { name: 'Cerca', exact: true }).click();
  const panel = bar(page).getByRole('region', { name: 'Ricerca' });
  await expect(panel).toBeVisible();
  await panel.getByRole('combobox', { name: 'Cerca nel sito' }).fill(product.name);
  const grid = panel.getByRole('grid', { name: 'Risultati della ricerca' });
  await expect(
    grid.getByRole('row').getByRole('link', { name: product.name, exact: true }),
  ).toBeVisible();
  return grid;
}

test.beforeEach(({ context }) => refuseOptionalCookies(context));

// --- guests (both projects) ------------------------------------------------------------------

test("a guest's heart on a tile or on the product page asks to log in and remembers the product", async ({
  page,
  request,
}) => {
  const [onTile, onPage] = await listedProducts(request);
  if (!onTile || !onPage) throw new Error('/products page 1 needs two products in stock');

  await page.goto('/products');
  const tileHeart = heartInMain(page, onTile);
  // A guest's heart is no toggle: there is no list to be in yet.
  await expect(tileHeart).not.toHaveAttribute('aria-pressed');
  await tileHeart.click();
  await expect(page).toHaveURL('/login?redirect=%2Fwishlist');
  expect(await localItem(page, 'pendingWishlistItem')).toEqual({
    id: onTile.id,
    name: onTile.name,
  });
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe('/wishlist');
  expect(await localItem(page, 'wishlist')).toBeNull();

  // The product page's heart replaces the remembered product.
  await page.goto(`/products/${onPage.slug ?? onPage.id}`);
  await heartInMain(page, onPage).click();
  await expect(page).toHaveURL('/login?redirect=%2Fwishlist');
  expect(await localItem(page, 'pendingWishlistItem')).toEqual({
    id: onPage.id,
    name: onPage.name,
  });

  // /wishlist itself needs a login.
  await page.goto('/wishlist');
  await expect(page).toHaveURL('/login?redirect=%2Fwishlist');
});

// --- the shopper's synced wishlist (desktop only, one test at a time) ------------------------

test.describe("a logged-in shopper's wishlist", () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, ONE_ACCOUNT);

  let baseURL: string;
  let shopper: Customer;
  let api: APIRequestContext;

  test.beforeEach(async ({ baseURL: projectBaseURL }) => {
    if (!projectBaseURL) throw new Error('no baseURL');
    baseURL = projectBaseURL;
    shopper = await theRunCustomer(baseURL);
    api = await shopperApi(baseURL, shopper);
    // Whatever an earlier test (or an earlier run of this one) left behind.
    await emptyAccount(api);
  });

  test.afterEach(async ({ isMobile }) => {
    // Skipped tests (on the phone) run the after-hooks too, with nothing set up.
    if (isMobile) return;
    await emptyAccount(api);
    await api.dispose();
  });

  test("a guest's heart in the search panel: log in, land on /wishlist with the product added", async ({
    page,
  }) => {
    const [product] = await listedProducts(api);
    if (!product) throw new Error('/products page 1 needs a product in stock');

    await page.goto('/shoppingbag');
    const grid = await openSearchAndFind(page, product);
    await grid.getByRole('button', { name: heartName(product), exact: true }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fwishlist');

    await logInThroughPage(page, shopper);
    await expect(page).toHaveURL('/wishlist');
    await expect(notice(page, `${product.name} aggiunto alla lista desideri.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Lista desideri' })).toBeVisible();
    await expect(lineNames(page)).toHaveText([product.name]);
    await expect(page.getByText('1 prodotto', { exact: true })).toBeVisible();

    expect(await storedItems(api)).toEqual([product.id]);
    expect(await localItem(page, 'pendingWishlistItem')).toBeNull();
    // Still there once the login's clean-up of products in the cart (after 2 s) has run.
    await page.waitForTimeout(2_500);
    await expect(lineNames(page)).toHaveText([product.name]);
    expect(await storedItems(api)).toEqual([product.id]);
  });

  test("a guest's heart on a product already in the cart: after the login it is not added", async ({
    page,
  }) => {
    const [product] = await listedProducts(api);
    if (!product) throw new Error('/products page 1 needs a product in stock');

    await page.goto(`/products/${product.slug ?? product.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Aggiungi alla Shopping Bag', exact: true })
      .click();
    await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');
    await heartInMain(page, product).click();
    await expect(page).toHaveURL('/login?redirect=%2Fwishlist');

    await logInThroughPage(page, shopper);
    await expect(page).toHaveURL('/wishlist');
    await expect(notice(page, `${product.name} è già nel tuo carrello.`)).toBeVisible();
    await expect(emptyState(page)).toBeVisible();
    await expect(page.getByText(`${product.name} aggiunto alla lista desideri.`)).toBeHidden();
    await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');
    expect(await localItem(page, 'pendingWishlistItem')).toBeNull();

    // The guest's cart joined the stored one; the stored list stays without the product.
    await expect.poll(() => storedCartIds(api), { timeout: 10_000 }).toEqual([product.id]);
    expect(await storedItems(api)).toEqual([]);
    await page.reload();
    await expect(emptyState(page)).toBeVisible();
    expect(await storedItems(api)).toEqual([]);
  });

  test('/wishlist: move to the cart, remove, empty with confirmation, the empty state', async ({
    page,
    context,
  }) => {
    const [toCart, toRemove, third, fourth] = await listedProducts(api);
    if (!toCart || !toRemove || !third || !fourth) {
      throw new Error('/products page 1 needs four products in stock');
    }
    for (const product of [fourth, third, toRemove, toCart]) {
      await addToStoredWishlist(api, product.id);
    }
    await logInPage(context, shopper);

    await page.goto('/wishlist');
    // Newest first.
    await expect(lineNames(page)).toHaveText([toCart.name, toRemove.name, third.name, fourth.name]);
    await expect(page.getByText('4 prodotti', { exact: true })).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag');

    // "Sposta nel carrello": one unit into the cart, off the list.
    await wishlistLines(page)
      .getByRole('button', { name: `Sposta "${toCart.name}" nel carrello`, exact: true })
      .click();
    await expect(notice(page, `${toCart.name} spostato nel carrello.`)).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');
    await expect(lineNames(page)).toHaveText([toRemove.name, third.name, fourth.name]);
    await expect.poll(() => storedItems(api)).toEqual([toRemove.id, third.id, fourth.id]);
    await expect.poll(() => storedCartIds(api), { timeout: 10_000 }).toEqual([toCart.id]);

    // "Rimuovi".
    await wishlistLines(page)
      .getByRole('button', { name: `Rimuovi "${toRemove.name}" dalla lista desideri`, exact: true })
      .click();
    await expect(notice(page, `${toRemove.name} rimosso dalla Wishlist.`)).toBeVisible();
    await expect(lineNames(page)).toHaveText([third.name, fourth.name]);
    await expect.poll(() => storedItems(api)).toEqual([third.id, fourth.id]);

    // "Svuota la lista" asks first; "Annulla" keeps everything.
    await page.getByRole('button', { name: 'Svuota la lista' }).click();
    const confirm = page.getByRole('group', { name: 'Svuota la lista' });
    await expect(
      confirm.getByText('Vuoi davvero togliere tutti i prodotti dalla lista desideri?'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(confirm).toBeHidden();
    await expect(lineNames(page)).toHaveText([third.name, fourth.name]);

    await page.getByRole('button', { name: 'Svuota la lista' }).click();
    await confirm.getByRole('button', { name: 'Sì, svuota' }).click();
    await expect(notice(page, 'Wishlist svuotata.')).toBeVisible();
    await expect(emptyState(page)).toBeVisible();
    await expect(wishlistLines(page)).toBeHidden();
    await expect.poll(() => storedItems(api)).toEqual([]);
    // The cart keeps the product moved into it.
    await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');

    // Still empty after a reload; the empty state leads to the catalog.
    await page.reload();
    await expect(emptyState(page)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Inizia lo shopping' }).click();
    await expect(page).toHaveURL('/products');
  });

  test('the heart on a tile and on the product page toggles; the badge follows; a reload keeps it', async ({
    page,
    context,
  }) => {
    const [onTile, onPage] = await listedProducts(api);
    if (!onTile || !onPage) throw new Error('/products page 1 needs two products in stock');
    await logInPage(context, shopper);

    await page.goto('/products');
    const tileHeart = heartInMain(page, onTile);
    await expect(tileHeart).toHaveAttribute('aria-pressed', 'false');
    await expectBadge(page, 0);

    await tileHeart.click();
    await expect(tileHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(notice(page, `${onTile.name} aggiunto alla Wishlist.`)).toBeVisible();
    await expectBadge(page, 1);
    await expect.poll(() => storedItems(api)).toEqual([onTile.id]);

    await page.goto(`/products/${onPage.slug ?? onPage.id}`);
    const pageHeart = heartInMain(page, onPage);
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(notice(page, `${onPage.name} aggiunto alla Wishlist.`)).toBeVisible();
    await expectBadge(page, 2);
    await expect.poll(() => storedItems(api)).toEqual([onPage.id, onTile.id]);

    // A reload reads the list back: the hearts stay pressed, the badge keeps its count.
    await page.reload();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    await expectBadge(page, 2);
    await page.goto('/products');
    await expect(tileHeart).toHaveAttribute('aria-pressed', 'true');

    // Pressed again, the tile's heart takes the product off the list.
    await tileHeart.click();
    await expect(tileHeart).toHaveAttribute('aria-pressed', 'false');
    await expect(notice(page, `${onTile.name} rimosso dalla Wishlist.`)).toBeVisible();
    await expectBadge(page, 1);
    await expect.poll(() => storedItems(api)).toEqual([onPage.id]);

    await page.reload();
    await expect(tileHeart).toHaveAttribute('aria-pressed', 'false');
    const listedTileHeart = heartInMain(page, onPage);
    await expect(listedTileHeart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/wishlist');
    await expect(lineNames(page)).toHaveText([onPage.name]);

    // Spec §4: a product added to the cart leaves the wishlist.
    await page.goto('/products');
    await expect(listedTileHeart).toHaveAttribute('aria-pressed', 'true');
    await page
      .getByRole('main')
      .getByRole('button', { name: `Aggiungi "${onPage.name}" alla Shopping Bag`, exact: true })
      .click();
    await expect(notice(page, `"${onPage.name}" aggiunto alla Shopping Bag.`)).toBeVisible();
    await expect(listedTileHeart).toHaveAttribute('aria-pressed', 'false');
    await expectBadge(page, 0);
    await expect.poll(() => storedItems(api)).toEqual([]);

    // Spec §2.3: the badge is capped at 9+ (the name still says how many).
    const ten = (await catalog(api)).slice(0, 10);
    expect(ten).toHaveLength(10);
    for (const product of ten) await addToStoredWishlist(api, product.id);
    await page.reload();
    await expectBadge(page, 10);
  });

  test('after a login, the products of the stored list that are already in the cart leave it after 2 s', async ({
    page,
  }) => {
    const [inCart, kept] = await listedProducts(api);
    if (!inCart || !kept) throw new Error('/products page 1 needs two products in stock');
    await addToStoredWishlist(api, kept.id);
    await addToStoredWishlist(api, inCart.id);
    await send(api, 'POST', '/api/cart/items', { productId: inCart.id, quantity: 1 });

    await page.goto('/products');
    await bar(page).getByRole('button', { name: 'Account' }).click();
    await bar(page)
      .getByRole('region', { name: 'Account', exact: true })
      .getByRole('link', { name: 'Accedi' })
      .click();
    await expect(page).toHaveURL('/login?redirect=%2Fproducts');
    await logInThroughPage(page, shopper);
    await expect(page).toHaveURL('/products');
    // The stored list replaces this browser's (empty) one, and says how many it holds.
    await expect(notice(page, 'Wishlist caricata: 2 prodotti.')).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');

    // After 2 s the product already in the cart leaves the list; the other one stays.
    await expect(heartInMain(page, inCart)).toHaveAttribute('aria-pressed', 'false', {
      timeout: 10_000,
    });
    await expect(heartInMain(page, kept)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => storedItems(api)).toEqual([kept.id]);
    await page.goto('/wishlist');
    await expect(lineNames(page)).toHaveText([kept.name]);
    expect(await storedCartIds(api)).toEqual([inCart.id]);
  });

  test('a pending item sends the user to /wishlist 1 s after a login that went elsewhere; logout forgets the list', async ({
    page,
  }) => {
    const [product] = await listedProducts(api);
    if (!product) throw new Error('/products page 1 needs a product in stock');

    await page.goto('/products');
    await heartInMain(page, product).click();
    await expect(page).toHaveURL('/login?redirect=%2Fwishlist');
    // The guest changes their mind and logs in from the account panel of another page.
    await page.goto('/products');
    await bar(page).getByRole('button', { name: 'Account' }).click();
    await bar(page)
      .getByRole('region', { name: 'Account', exact: true })
      .getByRole('link', { name: 'Accedi' })
      .click();
    await expect(page).toHaveURL('/login?redirect=%2Fproducts');
    await logInThroughPage(page, shopper);

    // The login goes where it was asked to; the wishlist follows a second later.
    await expect(page).toHaveURL('/products');
    await expect(notice(page, `${product.name} aggiunto alla lista desideri.`)).toBeVisible();
    await expect(page).toHaveURL('/wishlist');
    await expect(lineNames(page)).toHaveText([product.name]);
    expect(await storedItems(api)).toEqual([product.id]);
    await expect
      .poll(() => localItem(page, 'wishlist'))
      .toMatchObject({ userId: shopper.id, items: [product.id] });

    // Logged out, this browser keeps no copy of the list and the hearts are a guest's again.
    await bar(page).getByRole('button', { name: 'Account' }).click();
    await bar(page)
      .getByRole('region', { name: 'Il tuo account' })
      .getByRole('button', { name: 'Esci' })
      .click();
    await expect(notice(page, 'Logout effettuato con successo')).toBeVisible();
    await expect.poll(() => localItem(page, 'wishlist')).toBeNull();
    await page.goto('/products');
    await expect(heartInMain(page, product)).not.toHaveAttribute('aria-pressed');
    // The stored list itself is kept for the next login.
    expect(await storedItems(api)).toEqual([product.id]);
  });

  test("another user can neither read nor change the shopper's list through the API", async ({
    request,
  }) => {
    const [first, second] = await listedProducts(api);
    if (!first || !second) throw new Error('/products page 1 needs two products in stock');
    await addToStoredWishlist(api, second.id);
    await addToStoredWishlist(api, first.id);
    const own = await storedWishlist(api);
    expect(own).toMatchObject({ userId: shopper.id, items: [first.id, second.id] });

    // A guest has no list at all.
    expect((await request.get('/api/wishlist')).status()).toBe(401);

    // The other user: the admin, logged in through the API (`request` is its own context).
    const login = await send(request, 'POST', '/api/auth/login', E2E_ADMIN);
    const otherId = String(((await login.json()) as { user: { id: string | number } }).user.id);
    expect(otherId).not.toBe(shopper.id);

    const seen = await storedWishlist(request);
    expect(seen.userId).toBe(otherId);
    expect(seen.items).not.toContain(first.id);
    expect(seen.items).not.toContain(second.id);

    // Emptying, removing one product or sending changes touches only the other user's list.
    const cleared = await send(request, 'DELETE', '/api/wishlist');
    expect(((await cleared.json()) as { wishlist: ApiWishlist }).wishlist).toMatchObject({
      userId: otherId,
      items: [],
    });
    expect(await storedItems(api)).toEqual([first.id, second.id]);

    await send(request, 'DELETE', `/api/wishlist/items/${first.id}`);
    expect(await storedItems(api)).toEqual([first.id, second.id]);

    await send(request, 'PATCH', '/api/wishlist', {
      changes: [{ productId: second.id, inList: false }],
    });
    expect(await storedItems(api)).toEqual([first.id, second.id]);

    // No route takes a user id.
    const byId = await request.get(`/api/wishlist/${shopper.id}`);
    expect(byId.status()).toBe(404);
    expect(await byId.text()).not.toContain(first.name);
    const deleteById = await call(request, 'DELETE', `/api/wishlist/${shopper.id}`);
    expect(deleteById.status()).toBe(404);

    expect(await storedWishlist(api)).toMatchObject({
      userId: shopper.id,
      items: [first.id, second.id],
    });
    expect((await storedWishlist(request)).items).toEqual([]);
  });

  // Last of the group: in serial mode a failure skips the tests after it.
  test('the product already in the guest cart is not added even when the cart merge is slow', async ({
    page,
  }) => {
    const [product] = await listedProducts(api);
    if (!product) throw new Error('/products page 1 needs a product in stock');
    // A slow connection: the guest cart reaches the server 1.5 s after the login.
    await page.route('**/api/cart/merge', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });

    await page.goto(`/products/${product.slug ?? product.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Aggiungi alla Shopping Bag', exact: true })
      .click();
    await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');
    await heartInMain(page, product).click();
    await expect(page).toHaveURL('/login?redirect=%2Fwishlist');

    await logInThroughPage(page, shopper);
    await expect(page).toHaveURL('/wishlist');
    // Soft: the test goes on to show where the product ended up.
    await expect.soft(notice(page, `${product.name} è già nel tuo carrello.`)).toBeVisible();
    await expect.poll(() => storedCartIds(api), { timeout: 10_000 }).toEqual([product.id]);
    // Once the login's clean-up (after 2 s) has run, the list still does not hold it.
    await page.waitForTimeout(2_500);
    expect(await storedItems(api)).toEqual([]);
    await expect(emptyState(page)).toBeVisible();
  });
});
