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
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { CatalogQuery } from '../../../domain/catalog/catalog-query';
import { CATALOG_SORTS, type CatalogSort } from '../../../domain/catalog/catalog-sort';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { UNNAMED_STATEMENT } from '../../db/statement';
import { categories, products, productSlugRedirects } from '../../db/schema';
import type { PgSelect } from 'drizzle-orm/pg-core';

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

/** What a product tile shows: a list reads no description or specs (decision 026). */
const tileColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  priceCents: products.priceCents,
  compareAtPriceCents: products.compareAtPriceCents,
  stock: products.stock,
  // A tile shows one picture: the first, as a one-element array (empty when it has none).
  // Arrays come as JSON, which the driver reads with JSON.parse: far cheaper than its parser of
  // PostgreSQL's array text, which took a twentieth of a computed list's CPU.
  images: sql<string[]>`to_json(${products.images}[1:1])`,
  rating: products.rating,
  reviewCount: products.reviewCount,
  tags: sql<string[]>`to_json(${products.tags})`,
  isFeatured: products.isFeatured,
  createdAt: products.createdAt,
};
export type ProductTileRow = Pick<ProductRow, keyof typeof tileColumns>;

export interface ProductWithCategory<Product extends ProductTileRow = ProductRow> {
  product: Product;
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
const tileWithCategoryColumns = {
  product: tileColumns,
  category: { slug: categories.slug, name: categories.name },
};

/**
 * Each order is walked along one of the storefront indexes of schema.ts (decision 026): the
 * expressions and directions here must stay exactly those of the index.
 */
function orderFor(sort: CatalogQuery['sort']): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(products.priceCents), asc(products.id)];
    case 'price-desc':
      return [desc(products.priceCents), desc(products.id)];
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

/** The filter part of a listing query: what `total` counts, whatever the order and page. */
export type CatalogFilter = Omit<CatalogQuery, 'sort' | 'page' | 'pageSize'>;

/** By the category's id, so that the per-category indexes serve the walk. */
function inCategory(slug: string | Placeholder): SQL {
  return sql`${products.categoryId} = (SELECT ${categories.id} FROM ${categories} WHERE ${categories.slug} = ${slug})`;
}

function visibleProductsWhere(filter: CatalogFilter): SQL | undefined {
  const filters: SQL[] = [eq(products.isVisible, true)];
  if (filter.category) filters.push(inCategory(filter.category));
  if (filter.featured) filters.push(eq(products.isFeatured, true));
  if (filter.tag) filters.push(arrayContains(products.tags, [filter.tag]));
  if (filter.onSale) filters.push(sql`${products.compareAtPriceCents} > ${products.priceCents}`);
  if (filter.ids) filters.push(inArray(products.id, filter.ids));
  if (filter.inStock) filters.push(gt(products.stock, 0));
  if (filter.minPriceCents !== undefined)
    filters.push(gte(products.priceCents, filter.minPriceCents));
  if (filter.maxPriceCents !== undefined)
    filters.push(lte(products.priceCents, filter.maxPriceCents));
  return and(...filters);
}

/** Whether a listing filters by nothing but, perhaps, its category: most listings do. */
function isPlainListing(filter: CatalogFilter): boolean {
  return Object.entries(filter).every(
    ([name, value]) => name === 'category' || value === undefined || value === false,
  );
}

/**
 * From this page on, a plain listing reads the page's ids first. The first pages are quicker in
 * one walk that fetches its rows as it goes; deeper ones skip too many rows to fetch each of
 * them (docs/performance.md).
 */
const IDS_FIRST_FROM_PAGE = 5;

function plainListingStatement(db: Db, sort: CatalogSort, byCategory: boolean, idsFirst: boolean) {
  const visible = eq(products.isVisible, true);
  const where = byCategory ? and(visible, inCategory(sql.placeholder('category'))) : visible;
  const page = <Q extends PgSelect>(query: Q) =>
    query
      .orderBy(...orderFor(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  const tiles = db
    .select(tileWithCategoryColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .$dynamic();
  if (!idsFirst) return page(tiles.where(where)).prepare(UNNAMED_STATEMENT);
  // The page's ids first, from the order's index alone (an index-only walk: the rows skipped to
  // reach a deep page are never fetched from the table), then only those rows.
  const pageIds = page(db.select({ id: products.id }).from(products).where(where).$dynamic());
  return tiles
    .where(inArray(products.id, pageIds))
    .orderBy(...orderFor(sort))
    .prepare(UNNAMED_STATEMENT);
}

/**
 * The plain listings (every order, with or without a category) are built once per database, so
 * the query builder does not run again for them, and sent unnamed: PostgreSQL plans each for its
 * category, page and size. A named statement could be given one plan for any category past its
 * fifth run, and for a small category that plan walks the whole catalog's index and filters by
 * category instead of walking the category's own (decision 026). Listings with other filters are
 * built per request.
 */
const plainListings = perDatabase((db) =>
  Object.fromEntries(
    CATALOG_SORTS.map((sort) => [
      sort,
      {
        shallow: {
          all: plainListingStatement(db, sort, false, false),
          inCategory: plainListingStatement(db, sort, true, false),
        },
        deep: {
          all: plainListingStatement(db, sort, false, true),
          inCategory: plainListingStatement(db, sort, true, true),
        },
      },
    ]),
  ),
);

/** One page of visible products as tiles, in the query's order. */
export function listVisibleProducts(
  db: Db,
  query: CatalogQuery,
): Promise<ProductWithCategory<ProductTileRow>[]> {
  const offset = (query.page - 1) * query.pageSize;
  const { sort, page: _page, pageSize: _size, ...filter } = query;
  if (isPlainListing(filter)) {
    const statements = plainListings(db)[sort];
    if (!statements) throw new Error(`no prepared listing for the order ${sort}`);
    const depth = query.page >= IDS_FIRST_FROM_PAGE ? statements.deep : statements.shallow;
    return (filter.category ? depth.inCategory : depth.all).execute({
      category: filter.category,
      limit: query.pageSize,
      offset,
    });
  }
  return db
    .select(tileWithCategoryColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(visibleProductsWhere(query))
    .orderBy(...orderFor(query.sort))
    .limit(query.pageSize)
    .offset(offset);
}

/** How many visible products the filter matches. */
export async function countVisibleProducts(db: Db, filter: CatalogFilter = {}): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(visibleProductsWhere(filter));
  return row?.total ?? 0;
}

function visibleProductStatement(db: Db, by: 'slug' | 'id') {
  const match =
    by === 'slug'
      ? eq(products.slug, sql.placeholder('slug'))
      : eq(products.id, sql.placeholder('id'));
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(match, eq(products.isVisible, true)))
    .limit(1)
    .prepare(`catalog_product_by_${by}`);
}

/**
 * A product page's reads, built once per database like the plain listings, and named: a product
 * is found by its unique slug or id, the same plan whatever the value, which each connection
 * parses once and, past its fifth run, no longer plans.
 */
const visibleProductStatements = perDatabase((db) => ({
  slug: visibleProductStatement(db, 'slug'),
  id: visibleProductStatement(db, 'id'),
}));

export async function findVisibleProduct(
  db: Db,
  by: { slug: string } | { id: number },
): Promise<ProductWithCategory | null> {
  const statements = visibleProductStatements(db);
  const rows = 'slug' in by ? await statements.slug.execute(by) : await statements.id.execute(by);
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

/**
 * The tiles of the products a ranking names, best first (search). `ranking` is a statement that
 * gives each ranked product's `id` and `position` and the matches' `total`; the tiles are read
 * in the same statement, so a search is one round trip less. A ranked product hidden meanwhile
 * comes back without its tile. Built once per database by the caller, under `name`.
 */
export function rankedTilesStatement(db: Db, ranking: SQL, name: string) {
  return db
    .select({
      ...tileWithCategoryColumns,
      position: sql<number>`ranked.position`,
      total: sql<number>`ranked.total`,
    })
    .from(sql`(${ranking}) AS ranked`)
    .leftJoin(products, and(eq(products.id, sql`ranked.id`), eq(products.isVisible, true)))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(sql`ranked.position`)
    .prepare(name);
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
