import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOG_SORTS, type CatalogSort } from '../../../domain/catalog/catalog-sort';
import type { ProductDetail, ProductSummary } from '../../../domain/catalog/product.schema';
import { products } from '../../db/schema';
import { setupTestApp } from '../../test/helper';

describe('catalog API', () => {
  const t = setupTestApp();

  async function getPage(
    query: string,
  ): Promise<{ items: ProductSummary[]; total: number; page: number; pageSize: number }> {
    const response = await t.app.inject({ url: `/api/products${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('lists the seeded catalog with totals and pages', async () => {
    const first = await getPage('?pageSize=10');
    expect(first.total).toBeGreaterThanOrEqual(48);
    expect(first.items).toHaveLength(10);
    const second = await getPage('?pageSize=10&page=2');
    const firstIds = new Set(first.items.map((p) => p.id));
    expect(second.items.some((p) => firstIds.has(p.id))).toBe(false);
  });

  it('filters by family and keeps only that family', async () => {
    const page = await getPage('?category=watch&pageSize=96');
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.items.every((p) => p.category?.slug === 'watch')).toBe(true);
  });

  it('sorts by price both ways', async () => {
    const ascending = (await getPage('?sort=price-asc&pageSize=96')).items.map((p) => p.priceCents);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await getPage('?sort=price-desc&pageSize=96')).items.map(
      (p) => p.priceCents,
    );
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('pages through every order, with and without a family, in exactly that order (from page 5 on, the ids are read first)', async () => {
    const byId = (a: ProductSummary, b: ProductSummary) => a.id - b.id;
    const rated = (p: ProductSummary) => p.rating ?? Number.NEGATIVE_INFINITY;
    const orders: Record<CatalogSort, (a: ProductSummary, b: ProductSummary) => number> = {
      relevance: (a, b) =>
        Number(b.isFeatured) - Number(a.isFeatured) ||
        Number(b.stock > 0) - Number(a.stock > 0) ||
        rated(b) - rated(a) ||
        byId(a, b),
      'price-asc': (a, b) => a.priceCents - b.priceCents || byId(a, b),
      'price-desc': (a, b) => b.priceCents - a.priceCents || byId(b, a),
      newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || byId(b, a),
      rating: (a, b) =>
        rated(b) - rated(a) || (b.reviewCount ?? 0) - (a.reviewCount ?? 0) || byId(a, b),
    };
    for (const sort of CATALOG_SORTS) {
      for (const family of ['', '&category=iphone']) {
        const whole = (await getPage(`?sort=${sort}${family}&pageSize=96`)).items;
        expect(whole.length).toBeGreaterThan(7);
        expect(
          whole.map((p) => p.id),
          `${sort}${family}`,
        ).toEqual([...whole].sort(orders[sort]).map((p) => p.id));
        const paged: number[] = [];
        for (let page = 1; paged.length < whole.length; page++) {
          const { items } = await getPage(`?sort=${sort}${family}&pageSize=7&page=${page}`);
          expect(items.length, `${sort}${family} page ${page}`).toBeGreaterThan(0);
          paged.push(...items.map((p) => p.id));
        }
        expect(paged, `${sort}${family}`).toEqual(whole.map((p) => p.id));
      }
    }
  });

  it('filters by price range and stock', async () => {
    const page = await getPage(
      '?minPriceCents=50000&maxPriceCents=100000&inStock=true&pageSize=96',
    );
    expect(page.items.length).toBeGreaterThan(0);
    expect(
      page.items.every((p) => p.priceCents >= 50000 && p.priceCents <= 100000 && p.stock > 0),
    ).toBe(true);
  });

  it('lists featured products', async () => {
    const page = await getPage('?featured=true');
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((p) => p.isFeatured)).toBe(true);
  });

  it('filters by tag, by offer and by ids', async () => {
    const tagged = await getPage('?tag=ricondizionato&pageSize=96');
    expect(tagged.items.length).toBeGreaterThan(0);
    expect(tagged.items.every((p) => p.tags.includes('ricondizionato'))).toBe(true);

    const onSale = await getPage('?onSale=true&pageSize=96');
    expect(onSale.items.length).toBeGreaterThan(0);
    expect(
      onSale.items.every(
        (p) => p.compareAtPriceCents !== null && p.compareAtPriceCents > p.priceCents,
      ),
    ).toBe(true);

    const some = (await getPage('?pageSize=3')).items.map((p) => p.id);
    const byIds = await getPage(`?ids=${some.join(',')}`);
    expect(byIds.items.map((p) => p.id).sort()).toEqual([...some].sort());
    expect((await t.app.inject({ url: '/api/products?ids=1,abc' })).statusCode).toBe(400);
  });

  it('refuses a minimum price above the maximum', async () => {
    const response = await t.app.inject({
      url: '/api/products?minPriceCents=500&maxPriceCents=100',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.maxPriceCents).toBe(
      'Il prezzo massimo deve essere maggiore del minimo.',
    );
  });

  it('opens a product by slug, by name-slug plus id and by id, naming the canonical segment', async () => {
    const [summary] = (await getPage('?pageSize=1')).items;
    if (!summary?.slug) throw new Error('seeded products have slugs');
    const forms = [summary.slug, `qualunque-nome-${summary.id}`, String(summary.id)];
    for (const segment of forms) {
      const response = await t.app.inject({ url: `/api/products/${segment}` });
      expect(response.statusCode, segment).toBe(200);
      const body: { product: ProductDetail; canonicalSegment: string } = response.json();
      expect(body.product.id).toBe(summary.id);
      expect(body.canonicalSegment).toBe(summary.slug);
      expect(body.product.description.length).toBeGreaterThan(20);
    }
  });

  it('gives a list tile its first picture and no description or specs; the product has them all', async () => {
    const [tile] = (await getPage('?pageSize=1')).items;
    const response = await t.app.inject({ url: `/api/products/${tile!.slug}` });
    const { product } = response.json() as { product: ProductDetail };
    expect(product.images.length).toBeGreaterThan(1);
    expect(tile!.images).toEqual([product.images[0]]);
    expect(tile).not.toHaveProperty('description');
    expect(tile).not.toHaveProperty('specs');
  });

  it('answers an unknown product with not-found in Italian', async () => {
    const response = await t.app.inject({ url: '/api/products/prodotto-inesistente' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not-found', message: 'Prodotto non trovato' },
    });
  });

  it('never shows hidden products', async () => {
    const [hidden] = await t.db
      .update(products)
      .set({ isVisible: false })
      .where(eq(products.slug, (await getPage('?pageSize=1')).items[0]!.slug!))
      .returning();
    // Within the second the shop promises for a change to reach every answer (decision 026).
    const poll = { timeout: 1_000, interval: 20 };
    await expect
      .poll(
        async () => (await t.app.inject({ url: `/api/products/${hidden!.slug}` })).statusCode,
        poll,
      )
      .toBe(404);
    await expect
      .poll(
        async () => (await getPage('?pageSize=96')).items.some((p) => p.id === hidden!.id),
        poll,
      )
      .toBe(false);
  });

  it('answers a crowd of catalog reads at once as each alone (their statements take turns)', async () => {
    const urls = [
      ...CATALOG_SORTS.map((sort) => `/api/products?sort=${sort}&pageSize=7`),
      ...CATALOG_SORTS.map((sort) => `/api/products?sort=${sort}&page=6&pageSize=7`),
      '/api/products?category=watch&pageSize=5',
      '/api/products?category=nessuna-famiglia',
      '/api/products?maxPriceCents=90000&inStock=true&pageSize=5',
      '/api/products/iphone-16-128-gb-oltremare',
      '/api/products/prodotto-inesistente',
      '/api/categories',
      '/api/search?q=iphnoe&limit=4',
      '/api/search?q=macbook%20air&limit=4',
    ];
    const answer = async (url: string) => {
      const response = await t.app.inject({ url });
      return { url, status: response.statusCode, body: response.json() as unknown };
    };
    // Together first, before any of these answers could be kept: each is computed, more at
    // once than there are turns.
    const together = await Promise.all(urls.map(answer));
    const alone = [];
    for (const url of urls) alone.push(await answer(url));
    expect(together).toEqual(alone);
    expect(together.filter((a) => a.status === 200)).toHaveLength(urls.length - 1);
  });

  it('lists the four families in navigation order', async () => {
    const response = await t.app.inject({ url: '/api/categories' });
    expect(response.json().items.map((c: { slug: string }) => c.slug)).toEqual([
      'iphone',
      'mac',
      'ipad',
      'watch',
    ]);
  });
});
