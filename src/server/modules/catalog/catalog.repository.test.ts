import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { setupTestApp } from '../../test/helper';
import { rankedTilesStatement } from './catalog.repository';

const ctx = setupTestApp();

/** A ranking of the given ids, in the given order, counting `total` matches. */
const rankedTiles = rankedTilesStatement(
  'test_ranked_tiles',
  sql`SELECT ${sql.placeholder('ids')}::integer[] AS ids, ${sql.placeholder('total')}::int AS total`,
);

describe('tiles of a ranking', () => {
  it("reads them in the ranking's order with its total, leaving out a product hidden since", async () => {
    const sample = await ctx.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .orderBy(asc(products.id))
      .limit(3);
    const [first, second, third] = sample;
    if (!first || !second || !third) throw new Error('the sample catalog holds fewer than 3');
    await ctx.db.update(products).set({ isVisible: false }).where(eq(products.id, second.id));
    try {
      const ranked = await rankedTiles(ctx.db, {
        ids: [third.id, second.id, first.id],
        total: 9,
      });
      expect(ranked.total).toBe(9);
      expect(ranked.items.map(({ product }) => [product.id, product.name])).toEqual([
        [third.id, third.name],
        [first.id, first.name],
      ]);
      expect(ranked.items[0]?.category).toEqual({
        slug: expect.any(String),
        name: expect.any(String),
      });
    } finally {
      await ctx.db.update(products).set({ isVisible: true }).where(eq(products.id, second.id));
    }
  });
});
