import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogQuerySchema } from '../../domain/catalog/catalog-query';
import { findVisibleProduct, listVisibleProducts } from '../modules/catalog/catalog.repository';
import { findQueryWords } from '../modules/search/search.repository';
import { setupTestApp } from '../test/helper';
import { categories, products } from './schema';
import { sqlStateOf } from './sql-state';
import { statement } from './statement';

const ctx = setupTestApp();

const productStock = statement<{ id: number; stock: number; checked_ms: number }>(
  'test_product_stock',
  sql`SELECT ${products.id} AS id, ${products.stock} AS stock,
      (extract(epoch FROM ${sql.placeholder('at')}::timestamptz) * 1000)::float8 AS checked_ms
    FROM ${products} WHERE ${products.id} = ANY(${sql.placeholder('ids')}::integer[])
    ORDER BY ${products.id}`,
);

async function twoProductIds(): Promise<[number, number]> {
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.id)
    .limit(2);
  const [first, second] = rows;
  if (!first || !second) throw new Error('the sample catalog holds fewer than two products');
  return [first.id, second.id];
}

describe('a statement built once', () => {
  it('fills its placeholders and reads its rows, on the database and in a transaction', async () => {
    const ids = await twoProductIds();
    const at = '2026-03-01T10:00:00.000Z';
    const outside = await productStock(ctx.db, { ids, at });
    expect(outside.map((row) => row.id)).toEqual(ids);
    expect(outside[0]?.checked_ms).toBe(Date.parse(at));

    const inside = await ctx.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ stock: 77 })
        .where(sql`${products.id} = ${ids[0]}`);
      return productStock(tx, { ids: [ids[0]], at });
    });
    // The transaction's own write is seen: the statement ran on the transaction's connection.
    expect(inside).toEqual([{ id: ids[0], stock: 77, checked_ms: Date.parse(at) }]);
  });

  it("fails with the database's own error, its SQLSTATE readable", async () => {
    const quotient = statement<{ q: number }>(
      'test_quotient',
      sql`SELECT 10 / ${sql.placeholder('divisor')}::integer AS q`,
    );
    expect(await quotient(ctx.db, { divisor: 5 })).toEqual([{ q: 2 }]);
    const error: unknown = await quotient(ctx.db, { divisor: 0 }).catch((caught) => caught);
    expect(sqlStateOf(error)).toBe('22012');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('statements on PostgreSQL', () => {
  it('keeps named statements parsed on their connection, a plain listing one per order, category and depth, with one plan for every page', async () => {
    const [id] = await twoProductIds();
    const [watch] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'watch'));
    if (!watch) throw new Error('the sample catalog has no watch category');
    const query = catalogQuerySchema.parse({ sort: 'price-asc' });
    const runs = 8;
    const statements = await ctx.db.transaction(async (tx) => {
      for (let run = 0; run < runs; run++) {
        await productStock(tx, { ids: [id], at: new Date().toISOString() });
        await findVisibleProduct(tx, { id });
        // Pages and sizes change from run to run: the statements are the same.
        await listVisibleProducts(tx, { ...query, page: 1 + (run % 4) }, null);
        await listVisibleProducts(tx, { ...query, page: 5 + run }, null);
        await listVisibleProducts(
          tx,
          { ...query, category: 'watch', pageSize: run % 2 === 0 ? 24 : 5 },
          watch.id,
        );
      }
      const rows = await tx.execute(
        sql`SELECT name, statement, generic_plans, custom_plans FROM pg_prepared_statements ORDER BY name`,
      );
      return (
        rows as unknown as {
          rows: { name: string; statement: string; generic_plans: number; custom_plans: number }[];
        }
      ).rows;
    });
    const names = statements.map((row) => row.name);
    expect(names).toContain('test_product_stock');
    expect(names).toContain('catalog_product_by_id');
    const listings = new Map(
      statements.filter((row) => row.name.startsWith('catalog_list')).map((row) => [row.name, row]),
    );
    expect([...listings.keys()].sort()).toEqual(
      [
        'catalog_list_price_asc_all_shallow',
        'catalog_list_price_asc_all_deep',
        `catalog_list_price_asc_${watch.id}_shallow`,
      ].sort(),
    );
    // The category is written into the text; a page's bounds are values read by subqueries of
    // their own, so PostgreSQL plans each listing for its first five runs and then keeps one
    // plan for every page and size (decision 026).
    const inCategory = listings.get(`catalog_list_price_asc_${watch.id}_shallow`);
    expect(inCategory?.statement).toContain(`"products"."category_id" = ${watch.id}`);
    for (const listing of listings.values()) {
      expect(listing.statement).toContain('LIMIT (SELECT $1::bigint)');
      expect(listing.statement).toContain('OFFSET (SELECT $2::bigint)');
      expect(Number(listing.custom_plans)).toBe(5);
      expect(Number(listing.generic_plans)).toBe(runs - 5);
    }
  });

  it("keeps one plan for search's query words, whatever the text", async () => {
    const texts = [
      'iphone',
      'iphnoe 16',
      'custodia per macbook',
      'watch',
      'a',
      'ipad pro 13',
      'xyzzy',
      'mac',
    ];
    const plans = await ctx.db.transaction(async (tx) => {
      for (const text of texts) await findQueryWords(tx, text);
      const rows = await tx.execute(
        sql`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'search_query_words'`,
      );
      return (rows as unknown as { rows: { generic_plans: number; custom_plans: number }[] }).rows;
    });
    // Planned for its first five texts, then one plan kept for every other (decision 026).
    expect(plans.map((row) => [Number(row.custom_plans), Number(row.generic_plans)])).toEqual([
      [5, texts.length - 5],
    ]);
  });
});
