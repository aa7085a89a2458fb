import { expect, test, type APIRequestContext, type Page } from './fixtures';

/** The catalog pages (Storefront items 3 and 4), as a shopper uses them, on desktop and mobile. */

interface ApiProduct {
  id: number;
  slug: string | null;
  name: string;
  stock: number;
  category: { slug: string; name: string } | null;
}

async function allProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/products?pageSize=96');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: ApiProduct[] };
  return body.items;
}

async function productWithSlug(request: APIRequestContext): Promise<ApiProduct & { slug: string }> {
  const product = (await allProducts(request)).find(
    (item): item is ApiProduct & { slug: string } => item.slug !== null && item.stock > 0,
  );
  if (!product) throw new Error('The sample catalog has no product with a slug');
  return product;
}

/** On a phone the filters hide behind the "Filtri" button; on a desktop they are always shown. */
async function showFilters(page: Page) {
  // The listing is on screen (and its button works) once it shows the result count.
  await expect(resultCount(page)).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Filtri/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click();
}

function resultCount(page: Page) {
  return page.getByRole('main').getByText(/^\d+ prodott[io]$/);
}

test('the slug, any name plus the id, and the id open the same product on its canonical URL', async ({
  page,
  request,
}) => {
  const product = await productWithSlug(request);
  const canonical = `/products/${product.slug}`;
  for (const path of [
    canonical,
    `/products/un-nome-qualsiasi-${product.id}`,
    `/products/${product.id}`,
  ]) {
    await page.goto(`${path}?da=prova`);
    await expect(page).toHaveURL(`${canonical}?da=prova`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  }
  await expect(page).toHaveTitle(`${product.name} – Vetrina`);
  await expect(page.getByRole('navigation', { name: 'Percorso' })).toContainText('Prodotti');
  await expect(
    page.getByRole('table', { name: 'Caratteristiche tecniche' }).getByRole('rowheader').first(),
  ).toBeVisible();
});

test('the product page gallery switches images from the keyboard', async ({ page, request }) => {
  const product = await productWithSlug(request);
  await page.goto(`/products/${product.slug}`);
  const first = page.getByRole('button', { name: /^Immagine 1 di \d+$/ });
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('button', { name: /^Immagine 2 di \d+$/ });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('img', { name: `${product.name}, immagine 2 di`, exact: false }),
  ).toBeVisible();
});

test('an unknown product shows "Prodotto non trovato" with a way back to the catalog', async ({
  page,
}) => {
  await page.goto('/products/questo-prodotto-non-esiste');
  await expect(page.getByRole('heading', { level: 1, name: 'Prodotto non trovato' })).toBeVisible();
  await page.getByRole('link', { name: 'Vedi tutti i prodotti' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prodotti' })).toBeVisible();
});

test('filters, order and page live in the URL and survive reload and back', async ({ page }) => {
  await page.goto('/products');
  await expect(resultCount(page)).toBeVisible();

  await page.getByLabel('Ordina per').selectOption({ label: 'Prezzo crescente' });
  await expect(page).toHaveURL(/\/products\?ordine=prezzo-crescente$/);

  await showFilters(page);
  await page.getByRole('checkbox', { name: 'Solo disponibili' }).check();
  await expect(page).toHaveURL(/\/products\?disponibili=1&ordine=prezzo-crescente$/);

  const pagination = page.getByRole('navigation', { name: 'Paginazione' });
  await pagination.getByRole('link', { name: /Successiva/ }).click();
  await expect(page).toHaveURL(/\/products\?disponibili=1&ordine=prezzo-crescente&pagina=2$/);
  await expect(pagination.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const tileNames = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
  // Page 1's tiles stay up, marked busy, until page 2's arrive: read the tile once they have.
  await expect(page.locator('.catalog__results:is([aria-busy], [data-stale])')).toHaveCount(0);
  const firstOnPage2 = await tileNames.first().textContent();

  await page.reload();
  await expect(page).toHaveURL(/pagina=2$/);
  await expect(page.getByLabel('Ordina per')).toHaveValue('price-asc');
  await showFilters(page);
  await expect(page.getByRole('checkbox', { name: 'Solo disponibili' })).toBeChecked();
  await expect(pagination.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tileNames.first()).toHaveText(firstOnPage2 ?? '');

  // A filter change starts again from page 1.
  await showFilters(page);
  await page.getByRole('radio', { name: 'Mac' }).check();
  await expect(page).toHaveURL(/\/products\?famiglia=mac&disponibili=1&ordine=prezzo-crescente$/);

  await page.goBack();
  await expect(page).toHaveURL(/pagina=2$/);
  await expect(pagination.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?disponibili=1&ordine=prezzo-crescente$/);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByLabel('Ordina per')).toHaveValue('relevance');
  await showFilters(page);
  await expect(page.getByRole('checkbox', { name: 'Solo disponibili' })).not.toBeChecked();
});

test('a price range in euro narrows the list', async ({ page }) => {
  await page.goto('/products');
  await showFilters(page);
  await page.getByLabel('Da', { exact: true }).fill('300');
  await page.getByLabel('A', { exact: true }).fill('500,50');
  await page.getByRole('button', { name: 'Applica prezzo' }).click();
  await expect(page).toHaveURL(/\/products\?prezzo-min=300&prezzo-max=500\.50$/);
  await expect(resultCount(page)).toBeVisible();
  // The previous results stay on screen (dimmed) until the new ones arrive: wait for them.
  const pricesInEuro = async () =>
    (await page.getByRole('main').locator('.price__current').allTextContents()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
  await expect
    .poll(async () => {
      const prices = await pricesInEuro();
      return prices.length > 0 && prices.every((euros) => euros >= 300 && euros <= 500.5);
    })
    .toBe(true);
});

test('/products/watch lists only watches', async ({ page, request }) => {
  const watches = (await allProducts(request)).filter((p) => p.category?.slug === 'watch');
  await page.goto('/products/watch');
  await expect(page.getByRole('heading', { level: 1, name: 'Watch' })).toBeVisible();
  await expect(resultCount(page)).toHaveText(`${watches.length} prodotti`);
  const names = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
  await expect(names).toHaveCount(watches.length);
  for (const name of await names.allTextContents()) expect(name).toMatch(/Watch/);
});

test('the compare page shows two products side by side', async ({ page, request }) => {
  const [first, second] = (await allProducts(request)).filter((p) => p.stock > 0);
  if (!first || !second) throw new Error('The sample catalog needs two products');
  await page.goto(`/products/compare?ids=${first.id},${second.id}`);
  const table = page.getByRole('table', { name: 'Confronto tra i prodotti scelti' });
  await expect(table.getByRole('columnheader', { name: first.name })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: second.name })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Prezzo' })).toBeVisible();

  // Choosing a third product puts it in the URL.
  const third = page.getByLabel('Prodotto 3');
  const option = third.locator('option:not([disabled])').nth(1);
  const thirdName = (await option.textContent()) ?? '';
  await third.selectOption({ label: thirdName });
  await expect(page).toHaveURL(new RegExp(`ids=${first.id}%2C${second.id}%2C\\d+$`));
  await expect(table.getByRole('columnheader', { name: thirdName })).toBeVisible();
});

test('a product out of stock shows "Esaurito"', async ({ page, request }) => {
  const soldOut = (await allProducts(request)).find((p) => p.stock <= 0);
  if (!soldOut) throw new Error('The sample catalog has no product out of stock');
  await page.goto(`/products/${soldOut.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(soldOut.name);
  // The first "Esaurito" of the page is the product's own (related products come after it).
  await expect(page.getByRole('main').getByText('Esaurito').first()).toBeVisible();
});

test('the home page leads to the families, offers and new arrivals', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'In evidenza' })).toBeVisible();
  const offers = page.getByRole('region', { name: 'Offerte' });
  await expect(offers.locator('s').first()).toBeVisible();
  await page
    .getByRole('region', { name: 'Scegli la tua famiglia' })
    .getByRole('link', { name: 'iPad' })
    .click();
  await expect(page).toHaveURL(/\/products\/ipad$/);
  await expect(page.getByRole('heading', { level: 1, name: 'iPad' })).toBeVisible();
});
