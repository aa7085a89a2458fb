import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '../../../domain/catalog/product.schema';
import { SESSION_COOKIE_NAME } from '../../../domain/http';
import { browserHeaders, createUser, logInAs, setupTestApp } from '../../test/helper';

/** Decision 026: the catalog and search answers are kept, revalidated and never stale. */
describe('catalog answers: HTTP caching and the in-memory cache', () => {
  const t = setupTestApp();

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  async function firstProduct(): Promise<ProductPage['items'][number]> {
    const page: ProductPage = (await get('/api/products?pageSize=1')).json();
    return page.items[0]!;
  }

  /** The shop promises a change shows within a second, from whichever process made it. */
  async function within1s(read: () => Promise<unknown>, expected: unknown): Promise<void> {
    await expect.poll(read, { timeout: 1_000, interval: 20 }).toEqual(expected);
  }

  it('gives catalog, product, category and search answers an ETag, and 304 when it matches', async () => {
    const product = await firstProduct();
    for (const url of [
      '/api/products?sort=price-asc',
      `/api/products/${product.slug}`,
      '/api/categories',
      '/api/search?q=iphone',
    ]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('public, no-cache');
      expect(first.headers['set-cookie'], url).toBeUndefined();
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('answers the same list whichever way its address is written', async () => {
    const plain = await get('/api/products');
    const spelledOut = await get('/api/products?page=1&sort=relevance&pageSize=24');
    expect(spelledOut.headers.etag).toBe(plain.headers.etag);
    expect(spelledOut.json()).toEqual(plain.json());
  });

  it('shows a price changed with plain SQL in the list, the product and search within a second', async () => {
    const product = await firstProduct();
    const listUrl = '/api/products?pageSize=96';
    const productUrl = `/api/products/${product.slug}`;
    const searchUrl = `/api/search?q=${encodeURIComponent(product.name)}`;
    const before = await get(productUrl);
    await get(listUrl);
    await get(searchUrl);

    const newPrice = product.priceCents + 1_234;
    await t.db.execute(sql`UPDATE products SET price_cents = ${newPrice} WHERE id = ${product.id}`);

    const priceIn = (page: { items: { id: number; priceCents: number }[] }) =>
      page.items.find((item) => item.id === product.id)?.priceCents;
    await within1s(async () => priceIn((await get(listUrl)).json()), newPrice);
    await within1s(async () => priceIn((await get(searchUrl)).json()), newPrice);
    await within1s(
      async () => ((await get(productUrl)).json() as { product: ProductDetail }).product.priceCents,
      newPrice,
    );
    // The browser's copy is out of date: its ETag no longer matches.
    const revalidated = await get(productUrl, { 'if-none-match': before.headers.etag as string });
    expect(revalidated.statusCode).toBe(200);
  });

  it('follows stock, visibility and category changes, the totals included', async () => {
    const product = await firstProduct();
    const total = async (query: string) =>
      ((await get(`/api/products?${query}`)).json() as ProductPage).total;
    const inStock = await total('inStock=true');
    const all = await total('');

    await t.db.execute(sql`UPDATE products SET stock = 0 WHERE id = ${product.id}`);
    await within1s(() => total('inStock=true'), inStock - 1);
    await t.db.execute(sql`UPDATE products SET is_visible = false WHERE id = ${product.id}`);
    await within1s(() => total(''), all - 1);
    await within1s(async () => (await get(`/api/products/${product.slug}`)).statusCode, 404);

    await t.db.execute(sql`UPDATE categories SET name = 'Orologi' WHERE slug = 'watch'`);
    await within1s(
      async () =>
        (
          (await get('/api/categories')).json() as { items: { slug: string; name: string }[] }
        ).items.find((category) => category.slug === 'watch')?.name,
      'Orologi',
    );
  });

  it('lists a category under its new slug once renamed with plain SQL, and nothing under the old', async () => {
    const list = async (category: string) =>
      (await get(`/api/products?category=${category}&pageSize=96`)).json() as ProductPage;
    const watches = await list('watch');
    expect(watches.total).toBeGreaterThan(0);
    // Asked before it exists: the slug that names no category yet is kept as such, until the change.
    expect((await list('orologi')).total).toBe(0);

    await t.db.execute(sql`UPDATE categories SET slug = 'orologi' WHERE slug = 'watch'`);
    try {
      await within1s(
        async () => (await list('orologi')).items,
        watches.items.map((item) => ({
          ...item,
          category: item.category && { ...item.category, slug: 'orologi' },
        })),
      );
      await within1s(async () => (await list('watch')).total, 0);
      expect((await list('watch')).items).toEqual([]);
    } finally {
      await t.db.execute(sql`UPDATE categories SET slug = 'watch' WHERE slug = 'orologi'`);
    }
    await within1s(async () => (await list('watch')).total, watches.total);
  });

  it('compresses a large answer with brotli or gzip, as the client accepts', async () => {
    const plain = await get('/api/products?pageSize=96');
    const br = await get('/api/products?pageSize=96', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    const gzip = await get('/api/products?pageSize=96', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('keeps private answers and errors out of every cache', async () => {
    const user = await createUser(t.db);
    const session = await logInAs(t.app, user);
    for (const url of ['/api/cart', '/api/wishlist', '/api/auth/session']) {
      const response = await get(url, browserHeaders({ [SESSION_COOKIE_NAME]: session }));
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers.etag, url).toBeUndefined();
    }
    const refused = await get('/api/products?sort=nessuno');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    const missing = await get('/api/products/prodotto-inesistente');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('refuses a page beyond the first 10,000 products of a listing, in Italian', async () => {
    expect((await get('/api/products?page=417&pageSize=24')).statusCode).toBe(200);
    const refused = await get('/api/products?page=418&pageSize=24');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.page).toBe(
      'Questa pagina è troppo avanti: restringi la ricerca con i filtri o cambia ordine.',
    );
  });
});
