import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  bagButton,
  bar,
  call,
  euro,
  holdAdminAccount,
  productPath,
  products,
  send,
  type ApiProduct,
} from './shop';
import { E2E_ADMIN } from '../playwright.config';

/**
 * Server rendering of the public pages (decision 027): the HTML carries the page itself, so it
 * shows without JavaScript; with JavaScript the browser hydrates it without a mismatch, and what
 * depends on this browser or its user (the bag's badge, the hearts, the cookie banner) appears
 * right after. Texts are written out here, not imported, so that a changed text fails.
 */

/** A product well in stock ("Disponibile") whose name HTML writes as it is (no & < > " '). */
async function plainProductInStock(request: APIRequestContext): Promise<ApiProduct> {
  const product = (await products(request, '?pageSize=96')).find(
    (candidate) => candidate.stock > 10 && /^[^&<>"']+$/.test(candidate.name),
  );
  if (!product) throw new Error('The sample catalog needs a product well in stock');
  return product;
}

/** The same amount as it may stand in HTML: a plain or a non-breaking space before "€". */
function euroInHtml(cents: number): RegExp {
  const [amount] = euro(cents).split(' ');
  return new RegExp(`${amount!.replace('.', '\\.')}(?:\\s|&nbsp;|\\u00a0)€`);
}

/**
 * Everything the browser reports as an error or a warning while the page is open (an error
 * thrown while hydrating is an uncaught error).
 */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * Records, from the moment the server's markup is parsed, every text inside `#root` that the
 * page changes, adds or removes: hydration must take the server's texts as they are (Preact
 * does not warn where they differ, it rewrites them). Read with `readTextChanges`.
 */
async function recordTextChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: string[] = [];
    Object.assign(window, { vetrinaTextChanges: changes });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const texts = (nodes: NodeList) =>
        Array.from(nodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => JSON.stringify(node.textContent));
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'characterData') {
            changes.push(`changed ${JSON.stringify(record.target.textContent)}`);
          } else {
            for (const text of texts(record.addedNodes)) changes.push(`added ${text}`);
            for (const text of texts(record.removedNodes)) changes.push(`removed ${text}`);
          }
        }
      }).observe(root, { childList: true, characterData: true, subtree: true });
    });
  });
}

const readTextChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { vetrinaTextChanges: string[] }).vetrinaTextChanges);

/**
 * Opens a server-rendered page and waits until it is hydrated: the cookie banner of a first
 * visit is rendered only after hydration, and the session is asked for only then.
 */
async function openHydrated(page: Page, path: string): Promise<void> {
  const session = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
  await page.goto(path);
  await session;
  await expect(page.getByRole('region', { name: 'Consenso ai cookie' })).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its featured products', async ({ page, request }) => {
    const featured = await products(request, '?featured=true&pageSize=8');
    expect(featured.length).toBeGreaterThan(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /./ })).toBeVisible();
    const main = page.getByRole('main');
    for (const product of featured) {
      await expect(
        main.getByRole('link', { name: product.name, exact: true }).first(),
      ).toBeVisible();
    }
  });

  test('a product page shows name, price and availability', async ({ page, request }) => {
    const product = await plainProductInStock(request);
    await page.goto(productPath(product));
    const title = page.getByRole('heading', { level: 1, name: product.name, exact: true });
    await expect(title).toBeVisible();
    const summary = title.locator('..');
    await expect(
      summary.getByText(euro(product.priceCents), { exact: true }).first(),
    ).toBeVisible();
    await expect(summary.getByText('Disponibile', { exact: true })).toBeVisible();
  });
});

test('the HTML of a product page holds its name, price and availability', async ({ request }) => {
  const product = await plainProductInStock(request);
  const response = await request.get(productPath(product));
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();
  // The page's own part: from its title to the first section below it.
  const start = html.indexOf('<h1');
  expect(start).toBeGreaterThan(-1);
  const summary = html.slice(start, html.indexOf('<h2', start));
  expect(summary).toContain(`>${product.name}</h1>`);
  expect(summary).toMatch(euroInHtml(product.priceCents));
  expect(summary).toContain('>Disponibile<');
  // The data travels as JSON that no script runs, with the chunks the page needs, which the
  // entry script preloads after the first paint; the head is still the page's own.
  const dataElement = /<script type="application\/json" id="[\w-]+" data-modules="([^"]*)">\{/.exec(
    html,
  );
  expect(dataElement).not.toBeNull();
  const modules = dataElement![1]!.split(' ');
  expect(modules.length).toBeGreaterThan(1);
  for (const url of modules) {
    const chunk = await request.get(url);
    expect(chunk.status(), url).toBe(200);
    expect(chunk.headers()['content-type'], url).toMatch(/javascript/);
    // Not linked in the head: nothing but the entry script competes with the first paint.
    expect(html, url).not.toContain(`href="${url}"`);
  }
  expect(html).toContain(`<title>${product.name} – Vetrina</title>`);
  expect(html).toContain('<script type="application/ld+json">');
});

test('home, catalog, product, content and search pages hydrate without a warning or a text changed', async ({
  page,
  request,
}) => {
  const product = await plainProductInStock(request);
  const problems = collectProblems(page);
  await recordTextChanges(page);
  // The home page's products come with the page: the browser does not ask for them again.
  const productRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/products') productRequests.push(sent.url());
  });

  await openHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 2, name: 'In evidenza' })).toBeVisible();
  expect(productRequests).toEqual([]);
  expect(await readTextChanges(page), '/').toEqual([]);

  for (const path of ['/products', productPath(product), '/about', '/search?q=iphone']) {
    await page.goto('about:blank');
    await openHydrated(page, path);
    expect(await readTextChanges(page), path).toEqual([]);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

// Neither the head nor the entry script fetches the app before the page is painted (decision
// 029): the entry waits for the paint (app/after-first-paint.ts, unit-tested), then preloads
// the chunks the page lists.
test("the app's chunks are fetched only after the page's first paint", async ({ page }) => {
  await openHydrated(page, '/products');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { paintedAt: paint?.startTime ?? null, chunks };
  });
  const data = await page
    .locator('script[type="application/json"][data-modules]')
    .getAttribute('data-modules');
  const appChunks = data!.split(' ');
  expect(timing.paintedAt).not.toBeNull();
  const fetchedAppChunks = timing.chunks.filter((chunk) => appChunks.includes(chunk.path));
  // Every chunk the page listed was fetched, and none before the first paint.
  expect(fetchedAppChunks.map((chunk) => chunk.path).sort()).toEqual([...appChunks].sort());
  for (const chunk of fetchedAppChunks) {
    expect(chunk.startTime, chunk.path).toBeGreaterThanOrEqual(timing.paintedAt!);
  }
});

/** The paths of the scripts the page has fetched so far. */
function fetchedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
}

// A catalog page's answers come with its HTML: it starts without the schema library, which
// comes with the first answer the page fetches and checks (decision 032).
test('the catalog pages start without the schema library, which comes with the first answer fetched', async ({
  page,
  request,
}) => {
  const product = await plainProductInStock(request);
  const [cheapest] = await products(request, '?sort=price-asc&pageSize=1');
  const isSchemaLibrary = (path: string) => /^\/assets\/zod-[\w-]+\.js$/.test(path);
  for (const path of ['/', productPath(product), '/search?q=iphone', '/products']) {
    await page.goto('about:blank');
    await openHydrated(page, path);
    expect((await fetchedScripts(page)).filter(isSchemaLibrary), path).toEqual([]);
  }

  await page.getByLabel('Ordina per').selectOption({ label: 'Prezzo crescente' });
  const firstTile = page.getByRole('main').getByRole('listitem').first();
  await expect(firstTile.getByRole('heading')).toHaveText(cheapest!.name);
  expect((await fetchedScripts(page)).filter(isSchemaLibrary)).toHaveLength(1);
});

// The tiles are hydrated after the rest of the page, one per task (decision 031): input stays
// held until the last of them is, and is then given to the hydrated buttons.
test("a tile's button pressed while the page is still starting works once it has", async ({
  page,
}) => {
  const problems = collectProblems(page);
  // The app's chunks wait until the button has been pressed; the entry script does not.
  let startApp = () => {};
  const pressed = new Promise<void>((resolve) => (startApp = resolve));
  const entryScripts = /\/assets\/(index|boot|rolldown-runtime)-[\w-]+\.js$/;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!entryScripts.test(route.request().url())) await pressed;
    await route.continue();
  });
  await page.goto('/products');
  await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
  const firstTile = page.getByRole('main').getByRole('listitem').first();
  // Forced: Playwright waits for an enabled button, and `#root` says it is not operable yet.
  await firstTile.getByRole('button', { name: /alla Shopping Bag$/ }).click({ force: true });
  startApp();

  await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
  await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');
  expect(problems).toEqual([]);
});

test("the bag's badge shows this browser's cart after hydration", async ({ page, request }) => {
  const product = await plainProductInStock(request);
  const problems = collectProblems(page);
  await openHydrated(page, productPath(product));
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Aggiungi alla Shopping Bag', exact: true })
    .click();
  await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');

  // The server renders no one's cart; the stored one shows once the page is hydrated.
  await page.reload();
  await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');
  await bagButton(page).click();
  await expect(bar(page).getByRole('region', { name: 'Il tuo carrello' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('what shows after hydration (cart badge, cookie banner, newsletter box) moves nothing', async ({
  page,
  request,
}) => {
  const product = await plainProductInStock(request);
  // Every layout shift the page reports, from its first paint.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openHydrated(page, productPath(product));
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Aggiungi alla Shopping Bag', exact: true })
    .click();
  await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');

  for (const path of ['/', productPath(product), '/products']) {
    await page.goto(path);
    await expect(bagButton(page)).toHaveAccessibleName('Shopping Bag, 1 articolo');
    await expect(page.getByRole('region', { name: 'Consenso ai cookie' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Iscriviti' }),
    ).toBeAttached();
    const layoutShift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    expect(layoutShift, `cumulative layout shift of ${path}`).toBeLessThanOrEqual(0.02);
  }
});

test.describe('the one admin account (desktop only, one test at a time)', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin account is shared by every browser');

  test("a logged-in user's hearts show their wishlist after hydration and still toggle", async ({
    page,
    request,
  }, testInfo) => {
    const product = await plainProductInStock(request);
    const release = await holdAdminAccount(testInfo);
    // Through page.request the page's browser context is logged in too.
    const api = page.request;
    try {
      await send(api, 'POST', '/api/auth/login', E2E_ADMIN);
      await send(api, 'POST', '/api/wishlist/items', { productId: product.id });
      const problems = collectProblems(page);

      await page.goto(productPath(product));
      const heart = page.getByRole('main').getByRole('button', {
        name: `Aggiungi "${product.name}" alla lista desideri`,
        exact: true,
      });
      // Rendered as a guest's heart, then the user's, pressed.
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect
        .poll(async () => {
          const wishlist = (await (await api.get('/api/wishlist')).json()) as { items: number[] };
          return wishlist.items;
        })
        .not.toContain(product.id);
      expect(problems).toEqual([]);
    } finally {
      await call(api, 'DELETE', `/api/wishlist/items/${product.id}`);
      await release();
    }
  });
});
