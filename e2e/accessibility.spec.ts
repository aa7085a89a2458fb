import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

/**
 * axe-core on every kind of page, at the desktop and mobile widths of the two projects:
 * no serious or critical violation of WCAG 2.1 A/AA rules.
 */

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function firstProductPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/products?pageSize=1');
  const body = (await response.json()) as { items: { slug: string }[] };
  return `/products/${body.items[0]!.slug}`;
}

const PAGES = [
  '/',
  '/products',
  '/products?sort=price-asc&page=2',
  '/products/watch',
  '/products/new',
  '/products/compare',
  '/search?q=iphone',
  '/shoppingbag',
  '/login',
  '/register',
  '/reset-password',
  '/shipping-costs',
  '/news/presentations',
  '/services',
  '/deals/outlet',
  '/privacy',
  '/cookie-policy',
  '/faq',
  '/pagina-inesistente',
];

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a product page has no serious accessibility violations', async ({ page }) => {
  await page.goto(await firstProductPath(page));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the cookie banner and the open panels have no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accetta' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByRole('heading', { name: 'Ricerca' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
