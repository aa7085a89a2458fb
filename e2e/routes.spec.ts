import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN } from '../playwright.config';

/** Spec §2.1, as a visitor experiences it in the browser. */

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the home page is Italian and shows products from the catalog', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const products = page
    .getByRole('main')
    .getByRole('link', { name: /iPhone|MacBook|iMac|Mac|iPad|Watch/ });
  await expect(products.first()).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/\d+,\d{2}\s€/)
      .first(),
  ).toBeVisible();
  expect(errors, 'no script errors or CSP violations').toEqual([]);
});

const PUBLIC_PAGES: [string, RegExp][] = [
  ['/products', /Prodotti/],
  ['/products/new', /Nuovi arrivi/],
  ['/search?q=iphone', /Risultati per/],
  ['/shipping-costs', /Costi di spedizione/],
  ['/shoppingbag', /Shopping Bag/],
  ['/reset-password', /Reimposta password/],
  ['/news/presentations', /Presentazioni/],
  ['/login', /Accedi/],
  ['/register', /Registrati/],
];

for (const [path, heading] of PUBLIC_PAGES) {
  test(`${path} opens its page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('/cart redirects to /shoppingbag', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/shoppingbag$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Bag' })).toBeVisible();
});

for (const path of [
  '/orders',
  '/wishlist',
  '/checkout',
  '/profile',
  '/edit-profile',
  '/settings',
]) {
  test(`a guest opening ${path} is sent to login with the wanted path`, async ({ page }) => {
    await page.goto(`${path}?da=prova`);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`${path}?da=prova`)}`);
    await expect(page.getByRole('heading', { level: 1, name: /Accedi/ })).toBeVisible();
  });
}

for (const path of ['/account-setup', '/email-code-verification']) {
  test(`${path} without pending registration data goes to /register`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: /Registrati/ })).toBeVisible();
  });
}

test('a guest opening /admin is sent home', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/questa-pagina-non-esiste');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('logged in', () => {
  async function logIn(
    page: Page,
    credentials: { email: string; password: string },
    redirect: string,
  ) {
    await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
  }

  test('login follows a safe redirect, and /login then sends the user on', async ({ page }) => {
    await logIn(page, E2E_ADMIN, '/orders?pagina=2');
    await expect(page).toHaveURL('/orders?pagina=2');
    await expect(page.getByRole('heading', { level: 1, name: 'I tuoi ordini' })).toBeVisible();
    await page.goto('/login?redirect=/wishlist');
    await expect(page).toHaveURL('/wishlist');
  });

  test('login never leaves the site', async ({ page }) => {
    for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example/']) {
      await page.context().clearCookies();
      await logIn(page, E2E_ADMIN, target);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    }
  });

  test('an admin opens /admin', async ({ page }) => {
    await logIn(page, E2E_ADMIN, '/admin');
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Tool' })).toBeVisible();
  });

  test('wrong credentials get one Italian message', async ({ page }) => {
    await logIn(page, { email: E2E_ADMIN.email, password: 'sbagliata-davvero' }, '/');
    await expect(page.getByRole('alert')).toHaveText('Email o password non corrette.');
    await expect(page).toHaveURL(/\/login/);
  });
});

test('navigation scrolls to top on a new page and restores the position on back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/products');
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(300);
  const saved = await page.evaluate(() => Math.round(window.scrollY));
  // A script click does not scroll the link into view first, so the saved position stays put.
  await page
    .getByRole('main')
    .getByRole('link')
    .nth(6)
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/products\/.+/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(saved);
});
