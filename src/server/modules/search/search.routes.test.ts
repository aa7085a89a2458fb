import path from 'node:path';
import { and, arrayContains, count, eq, ilike, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchResponseSchema, type SearchResponse } from '../../../domain/search/search.schema';
import { categories, products } from '../../db/schema';
import { seedSyntheticCatalog } from '../../db/seed';
import { setupTestApp } from '../../test/helper';

describe('search API', () => {
  const t = setupTestApp();

  async function search(query: string, limit?: number): Promise<SearchResponse> {
    const params = new URLSearchParams({ q: query });
    if (limit !== undefined) params.set('limit', String(limit));
    const response = await t.app.inject({ url: `/api/search?${params}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function readSearchIndex(): Promise<unknown[]> {
    const result = await t.db.execute(
      sql`SELECT term, field, product_ids FROM search_index ORDER BY term, field`,
    );
    return (result as unknown as { rows: unknown[] }).rows;
  }

  async function slugsFor(query: string): Promise<(string | null)[]> {
    return (await search(query)).items.map((item) => item.slug);
  }

  it('refuses a missing, blank or over-long query and a bad limit', async () => {
    for (const url of [
      '/api/search',
      '/api/search?q=',
      '/api/search?q=%20%20%20',
      `/api/search?q=${'a'.repeat(61)}`,
      '/api/search?q=iphone&limit=0',
      '/api/search?q=iphone&limit=51',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('invalid-argument');
    }
    expect((await t.app.inject({ url: `/api/search?q=${'a'.repeat(60)}` })).statusCode).toBe(200);
  });

  it('answers a guest with the contract shape, the trimmed query and product summaries', async () => {
    const result = await search('  iphone 16  ');
    expect(searchResponseSchema.parse(result)).toEqual(result);
    expect(result.query).toBe('iphone 16');
    const [first] = result.items;
    expect(first).toMatchObject({
      slug: 'iphone-16-pro-128-gb-titanio-nero',
      name: expect.stringContaining('iPhone 16 Pro'),
      priceCents: expect.any(Number),
      category: { slug: 'iphone', name: 'iPhone' },
    });
    expect(first?.images.length).toBeGreaterThan(0);
  });

  it('counts every match in total and returns at most limit items, 50 by default', async () => {
    const all = await search('iphone');
    expect(all.total).toBeGreaterThanOrEqual(17);
    expect(all.items).toHaveLength(Math.min(all.total, 50));
    const few = await search('iphone', 6);
    expect(few.total).toBe(all.total);
    expect(few.items.map((p) => p.id)).toEqual(all.items.slice(0, 6).map((p) => p.id));
  });

  it('answers many searches at once, each as it answers alone (they take turns at the database)', async () => {
    const queries = [
      'iphone',
      'iphnoe',
      'galaxy',
      'macbook air',
      'watch',
      'cuffie',
      'ipad',
      'pixel',
    ];
    const alone = [];
    for (const query of queries) alone.push(await search(query, 6));
    const together = await Promise.all(queries.map((query) => search(query, 6)));
    expect(together).toEqual(alone);
    expect(together.filter((result) => result.total > 0).length).toBeGreaterThan(4);
  });

  it('ranks exact before completions and names before descriptions', async () => {
    // "iphone" is in every iPhone's name and in a few watches' descriptions.
    const result = await search('iphone');
    const families = result.items.map((p) => p.category?.slug);
    const firstOther = families.findIndex((slug) => slug !== 'iphone');
    expect(firstOther).toBeGreaterThanOrEqual(17);
    expect(families.slice(firstOther).every((slug) => slug !== 'iphone')).toBe(true);
    // "pro": the exact word in a name beats "product" in the iPhone SE's name.
    const pro = await search('pro');
    expect(pro.items[0]?.name).toMatch(/\bPro\b/);
  });

  it('ignores one-letter words, and finds nothing with only those', async () => {
    expect(await search('a b c')).toMatchObject({ total: 0, items: [] });
    expect(await slugsFor('iphone x')).toEqual(await slugsFor('iphone'));
    expect((await search('e')).total).toBe(0);
  });

  it('ignores accents and case on both sides', async () => {
    const plain = await slugsFor('perche');
    expect(plain.length).toBeGreaterThan(0);
    expect(await slugsFor('PERCHÉ')).toEqual(plain);
    expect(await slugsFor('perchè')).toEqual(plain);
    expect(await slugsFor('NOVITÀ')).toEqual(await slugsFor('novita'));
  });

  it('finds only visible products, and follows the catalog as it changes', async () => {
    const POLL = { timeout: 1_000, interval: 20 };
    const [category] = await t.db
      .insert(categories)
      .values({ slug: 'accessori-test', name: 'Accessori' })
      .returning();
    const [product] = await t.db
      .insert(products)
      .values({
        slug: 'custodia-zanzibar',
        name: 'Custodia Zanzibar',
        description: 'Una custodia in pelle color ocra.',
        tags: ['pelle'],
        specs: [{ label: 'Materiale', value: 'Pelle conciata al vegetale' }],
        categoryId: category!.id,
        priceCents: 4900,
        stock: 10,
      })
      .returning();
    const id = product!.id;
    const ids = async (query: string) => (await search(query)).items.map((p) => p.id);

    // New: found by name, typo, tag, spec value, description and category.
    for (const query of ['zanzibar', 'zanzibra', 'pelle', 'vegetale', 'ocra', 'accessori']) {
      expect(await ids(query), query).toContain(id);
    }

    // Renamed: the old word leaves the dictionary, so not even a typo finds it.
    await t.db.update(products).set({ name: 'Custodia Tortuga' }).where(eq(products.id, id));
    // Each change reaches the kept answers within the promised second (decision 026).
    await expect.poll(() => ids('tortuga'), POLL).toContain(id);
    await expect.poll(async () => (await search('zanzibar')).total, POLL).toBe(0);
    await expect.poll(async () => (await search('zanzibra')).total, POLL).toBe(0);

    // Category renamed: its products move with it.
    await t.db.update(categories).set({ name: 'Cover' }).where(eq(categories.id, category!.id));
    await expect.poll(() => ids('cover'), POLL).toContain(id);
    await expect.poll(() => ids('accessori'), POLL).not.toContain(id);

    // A stock change leaves the index as it is.
    const before = await readSearchIndex();
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, id));
    expect(await readSearchIndex()).toEqual(before);

    // Hidden, shown again, deleted.
    await t.db.update(products).set({ isVisible: false }).where(eq(products.id, id));
    await expect.poll(async () => (await search('tortuga')).total, POLL).toBe(0);
    await t.db.update(products).set({ isVisible: true }).where(eq(products.id, id));
    await expect.poll(() => ids('tortuga'), POLL).toContain(id);
    await t.db.delete(products).where(eq(products.id, id));
    await expect.poll(async () => (await search('tortuga')).total, POLL).toBe(0);
  });

  it('counts a product once, at its best match, and only the products holding every word', async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ slug: 'accessori-conteggio', name: 'Accessori' })
      .returning();
    const product = (name: string, description: string) => ({
      slug: name.toLowerCase().replaceAll(' ', '-'),
      name,
      description,
      categoryId: category!.id,
      priceCents: 1900,
      stock: 5,
    });
    // "zorbul" means two catalog words: "zorbulo" (both names) and "zorbulex" (one description).
    const created = await t.db
      .insert(products)
      .values([
        product('Cavo Zorbulo Alfa', 'Un cavo intrecciato, anche in versione zorbulex.'),
        product('Cavo Zorbulo Beta', 'Un cavo intrecciato.'),
        product('Cavo Quintoro Alfa', 'Un cavo intrecciato.'),
      ])
      .returning({ id: products.id });
    const [alfa, beta] = created.map((row) => row.id);
    try {
      const partial = await search('zorbul');
      expect(partial.total).toBe(2);
      expect(partial.items.map((p) => p.id)).toEqual([alfa, beta]);

      // Both words: only the product holding both, whichever words others hold.
      const both = await search('zorbulo alfa');
      expect(both.total).toBe(1);
      expect(both.items.map((p) => p.id)).toEqual([alfa]);
      // Words the catalog holds, never together.
      expect(await search('zorbulo quintoro')).toMatchObject({ total: 0, items: [] });
    } finally {
      await t.db.delete(products).where(eq(products.categoryId, category!.id));
      await t.db.delete(categories).where(eq(categories.id, category!.id));
    }
  });

  it('hides a sample product from results and from the total', async () => {
    const [hidden] = await t.db
      .update(products)
      .set({ isVisible: false })
      .where(eq(products.slug, 'iphone-16-128-gb-oltremare'))
      .returning({ id: products.id });
    try {
      // Within the promised second: an earlier test may have had these answers kept.
      const poll = { timeout: 1_000, interval: 20 };
      await expect.poll(() => search('oltremare'), poll).toMatchObject({ total: 0, items: [] });
      await expect
        .poll(async () => (await search('iphone')).items.map((p) => p.id), poll)
        .not.toContain(hidden!.id);
    } finally {
      await t.db.update(products).set({ isVisible: true }).where(eq(products.id, hidden!.id));
    }
  });

  // Last: it adds products that the other tests do not expect.
  it('keeps the synthetic seed searchable: totals count beyond the 50 kept', async () => {
    await seedSyntheticCatalog(t.db, path.join(t.config.dataDir, 'uploads'), 400);
    // Every visible product with the word anywhere: name, tags or description.
    const [expected] = await t.db
      .select({ n: count() })
      .from(products)
      .where(
        and(
          eq(products.isVisible, true),
          or(
            ilike(products.name, '%smartwatch%'),
            ilike(products.description, '%smartwatch%'),
            arrayContains(products.tags, ['smartwatch']),
          ),
        ),
      );
    const result = await search('smartwatch');
    expect(result.total).toBe(expected!.n);
    expect(result.total).toBeGreaterThan(50);
    expect(result.items).toHaveLength(50);
    expect(new Set(result.items.map((p) => p.id)).size).toBe(50);
    // The sample watches hold the word in their tags only, the synthetic ones in their name.
    expect(result.items[0]?.name).toMatch(/^Smartwatch /);
  });
});
