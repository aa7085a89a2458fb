import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { CatalogQuery } from '../../../domain/catalog/catalog-query';
import type { Db } from '../../db/client';
import { categories, products, productSlugRedirects } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export interface ProductWithCategory {
  product: ProductRow;
  category: Pick<CategoryRow, 'slug' | 'name'> | null;
}

/**
 * What a line of a user's list shows of a product (the cart's lines, the wishlist), always read
 * from the catalog: the caller adds the id under the name it uses.
 */
export const productLineColumns = {
  slug: products.slug,
  name: products.name,
  priceCents: products.priceCents,
  // The first image; PostgreSQL arrays start at 1 and an empty array gives NULL.
  image: sql<string | null>`${products.images}[1]`,
  stock: products.stock,
};

const productColumns = {
  product: products,
  category: { slug: categories.slug, name: categories.name },
};

function orderFor(sort: CatalogQuery['sort']): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(products.priceCents), asc(products.id)];
    case 'price-desc':
      return [desc(products.priceCents), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'rating':
      return [
        sql`${products.rating} DESC NULLS LAST`,
        desc(products.reviewCount),
        asc(products.id),
      ];
    case 'relevance':
      // Featured first, then what is in stock, then the best rated.
      return [
        desc(products.isFeatured),
        sql`(${products.stock} > 0) DESC`,
        sql`${products.rating} DESC NULLS LAST`,
        asc(products.id),
      ];
  }
}

export async function listVisibleProducts(
  db: Db,
  query: CatalogQuery,
): Promise<{ rows: ProductWithCategory[]; total: number }> {
  const filters: SQL[] = [eq(products.isVisible, true)];
  if (query.category) filters.push(eq(categories.slug, query.category));
  if (query.featured) filters.push(eq(products.isFeatured, true));
  if (query.tag) filters.push(arrayContains(products.tags, [query.tag]));
  if (query.onSale) filters.push(sql`${products.compareAtPriceCents} > ${products.priceCents}`);
  if (query.ids) filters.push(inArray(products.id, query.ids));
  if (query.inStock) filters.push(gt(products.stock, 0));
  if (query.minPriceCents !== undefined)
    filters.push(gte(products.priceCents, query.minPriceCents));
  if (query.maxPriceCents !== undefined)
    filters.push(lte(products.priceCents, query.maxPriceCents));
  const where = and(...filters);

  const [rows, totals] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...orderFor(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findVisibleProduct(
  db: Db,
  by: { slug: string } | { id: number },
): Promise<ProductWithCategory | null> {
  const match = 'slug' in by ? eq(products.slug, by.slug) : eq(products.id, by.id);
  const rows = await db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(match, eq(products.isVisible, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** The product an address it had before its slug was regenerated now belongs to (decision 022). */
export async function findRedirectedProductId(db: Db, oldSlug: string): Promise<number | null> {
  const rows = await db
    .select({ productId: productSlugRedirects.productId })
    .from(productSlugRedirects)
    .where(eq(productSlugRedirects.oldSlug, oldSlug))
    .limit(1);
  return rows[0]?.productId ?? null;
}

/** The visible ones among these products, in no particular order (search orders its results). */
export async function listVisibleProductsByIds(
  db: Db,
  ids: readonly number[],
): Promise<ProductWithCategory[]> {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.id, [...ids]), eq(products.isVisible, true)));
}

export function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
}

export async function findCategoryBySlug(db: Db, slug: string): Promise<CategoryRow | null> {
  const rows = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  return rows[0] ?? null;
}

/** Every visible product's link data, in id order, one page at a time (sitemaps). */
export function listVisibleProductLinks(
  db: Db,
  page: { offset: number; limit: number },
): Promise<Pick<ProductRow, 'id' | 'slug' | 'name' | 'updatedAt'>[]> {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.isVisible, true))
    .orderBy(asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countVisibleProducts(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(eq(products.isVisible, true));
  return row?.total ?? 0;
}
