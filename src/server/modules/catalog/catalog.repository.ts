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
import { type CatalogSort } from '../../../domain/catalog/catalog-sort';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { statement, type Statement } from '../../db/statement';
import { categories, products, productSlugRedirects } from '../../db/schema';
import { catalogTurns } from './catalog.turns';

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
function inCategory(slug: string): SQL {
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

/** A tile as a plain listing's statement gives it: one column each, as the driver reads them. */
interface TileRow {
  id: number;
  slug: string;
  name: string;
  price_cents: number;
  compare_at_price_cents: number | null;
  stock: number;
  images: string[];
  rating: number | null;
  review_count: number;
  tags: string[];
  is_featured: boolean;
  created_ms: number;
  category_slug: string | null;
  category_name: string | null;
}

const tileSelection = sql`${products.id} AS id, ${products.slug} AS slug, ${products.name} AS name,
  ${products.priceCents} AS price_cents, ${products.compareAtPriceCents} AS compare_at_price_cents,
  ${products.stock} AS stock, ${tileColumns.images} AS images, ${products.rating} AS rating,
  ${products.reviewCount} AS review_count, ${tileColumns.tags} AS tags,
  ${products.isFeatured} AS is_featured,
  (extract(epoch FROM ${products.createdAt}) * 1000)::float8 AS created_ms,
  ${categories.slug} AS category_slug, ${categories.name} AS category_name`;

function fromTileRow(row: TileRow): ProductWithCategory<ProductTileRow> {
  return {
    product: {
      id: row.id,
      slug: row.slug,
      name: row.name,
      priceCents: row.price_cents,
      compareAtPriceCents: row.compare_at_price_cents,
      stock: row.stock,
      images: row.images,
      rating: row.rating,
      reviewCount: row.review_count,
      tags: row.tags,
      isFeatured: row.is_featured,
      createdAt: new Date(row.created_ms),
    },
    category:
      row.category_slug === null || row.category_name === null
        ? null
        : { slug: row.category_slug, name: row.category_name },
  };
}

/** A whole number written into a statement's text (a category's id), never a value sent. */
function literal(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a whole number: ${value}`);
  return sql.raw(String(value));
}

/**
 * Which rows of a plain listing a statement reads: the first pages in one walk that fetches the
 * rows as it goes, deeper ones by their ids first.
 */
type ListingWindow = 'shallow' | 'deep';

/**
 * A page's bounds, sent as values yet unseen by the planner: each is read by a subquery of its
 * own, so every plan PostgreSQL makes is for any page, and past its fifth run it keeps one.
 * Seen (`LIMIT $1 OFFSET $2`), the bounds made it plan every run for the page asked, and any
 * plan it could keep would have guessed a tenth of the catalog for `LIMIT $1`: planning cost
 * more than running (decision 026).
 */
const pageBounds = sql`LIMIT (SELECT ${sql.placeholder('limit')}::bigint)
  OFFSET (SELECT ${sql.placeholder('offset')}::bigint)`;

function plainListingText(sort: CatalogSort, categoryId: number | null, window: ListingWindow) {
  // Visibility and the category are written into the statement, not sent as values: the plan
  // PostgreSQL keeps for a named statement can then walk the storefront's partial indexes
  // (`WHERE is_visible`), and is made for that category's own products.
  const where =
    categoryId === null
      ? sql`${products.isVisible}`
      : sql`${products.isVisible} AND ${products.categoryId} = ${literal(categoryId)}`;
  const order = sql.join(orderFor(sort), sql`, `);
  const tiles = sql`SELECT ${tileSelection} FROM ${products}
    LEFT JOIN ${categories} ON ${categories.id} = ${products.categoryId}`;
  if (window === 'shallow') return sql`${tiles} WHERE ${where} ORDER BY ${order} ${pageBounds}`;
  // The page's ids first, from the order's index alone (an index-only walk: the rows skipped to
  // reach a deep page are never fetched from the table), then only those rows. As an array, not
  // `IN (…)`: a plan for any page guesses a tenth of the catalog for its ids, and for so many
  // would read the whole table instead of each row by its key.
  return sql`${tiles} WHERE ${products.id} = ANY(ARRAY(
      SELECT ${products.id} FROM ${products} WHERE ${where} ORDER BY ${order} ${pageBounds}
    )) ORDER BY ${order}`;
}

/**
 * The plain listings (every order, of the whole catalog or of one category, and no other
 * filter) are named statements, written once per order, category and window: each connection
 * parses one once, plans it for its first five runs and then keeps one plan for every page, and
 * no query is built per request (decision 026). The category is in the text, so every plan is
 * made for its own products: a plan for "any category" walks the whole catalog's index and
 * filters by category, which for a small category reads most of the catalog. At most ten
 * statements per category (five orders, two windows) and as many for the whole catalog.
 * Listings with other filters are built per request.
 */
const plainListings = perDatabase(() => new Map<string, Statement<TileRow>>());

function plainListing(
  db: Db,
  sort: CatalogSort,
  categoryId: number | null,
  window: ListingWindow,
): Statement<TileRow> {
  const name = `catalog_list_${sort.replace('-', '_')}_${categoryId ?? 'all'}_${window}`;
  const listings = plainListings(db);
  let listing = listings.get(name);
  if (!listing) {
    listing = statement<TileRow>(name, plainListingText(sort, categoryId, window));
    listings.set(name, listing);
  }
  return listing;
}

/**
 * One page of visible products as tiles, in the query's order. `categoryId` is the id of the
 * query's category (null when it names none): the caller has looked it up, and a category that
 * does not exist lists nothing.
 */
export async function listVisibleProducts(
  db: Db,
  query: CatalogQuery,
  categoryId: number | null,
): Promise<ProductWithCategory<ProductTileRow>[]> {
  const offset = (query.page - 1) * query.pageSize;
  const { sort, page: _page, pageSize: _size, ...filter } = query;
  if (isPlainListing(filter)) {
    if (filter.category !== undefined && categoryId === null)
      throw new Error(`no id for the category ${filter.category}`);
    const window = query.page >= IDS_FIRST_FROM_PAGE ? 'deep' : 'shallow';
    const listing = plainListing(db, sort, categoryId, window);
    const rows = await catalogTurns.run(() => listing(db, { limit: query.pageSize, offset }));
    return rows.map(fromTileRow);
  }
  return catalogTurns.run(async () =>
    db
      .select(tileWithCategoryColumns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(visibleProductsWhere(query))
      .orderBy(...orderFor(query.sort))
      .limit(query.pageSize)
      .offset(offset),
  );
}

/** How many visible products the filter matches. */
export async function countVisibleProducts(db: Db, filter: CatalogFilter = {}): Promise<number> {
  const [row] = await catalogTurns.run(async () =>
    db.select({ total: count() }).from(products).where(visibleProductsWhere(filter)),
  );
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
  const rows = await catalogTurns.run(async () =>
    'slug' in by ? statements.slug.execute(by) : statements.id.execute(by),
  );
  return rows[0] ?? null;
}

/** The product an address it had before its slug was regenerated now belongs to (decision 022). */
export async function findRedirectedProductId(db: Db, oldSlug: string): Promise<number | null> {
  const rows = await catalogTurns.run(async () =>
    db
      .select({ productId: productSlugRedirects.productId })
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.oldSlug, oldSlug))
      .limit(1),
  );
  return rows[0]?.productId ?? null;
}

/** A row of a ranked tiles statement: the tile, empty when the product was hidden meanwhile. */
type RankedTileRow = (TileRow | { [Column in keyof TileRow]: null }) & {
  position: number;
  total: number;
};

export interface RankedTiles {
  /** Every product the ranking counts. */
  total: number;
  /** The ranked products' tiles, best first; a product hidden meanwhile is left out. */
  items: ProductWithCategory<ProductTileRow>[];
}

/**
 * The tiles of the products a ranking names, best first (search). `ranking` is a query giving
 * one row: the ranked products' `ids` in order and the matches' `total`; the tiles are read in
 * the same named statement, so a search is one round trip less, and mapped as a listing's are.
 * One row, not one per product: PostgreSQL then plans for a page of products (an array's
 * length is guessed at 10) and reads them by id, whatever it guesses of the ranking's inside.
 */
export function rankedTilesStatement(
  name: string,
  ranking: SQL,
): (db: Db, values: Record<string, unknown>) => Promise<RankedTiles> {
  const ranked = statement<RankedTileRow>(
    name,
    sql`SELECT ${tileSelection}, page.position AS position, ranked.total AS total
      FROM (${ranking}) AS ranked
      CROSS JOIN LATERAL unnest(ranked.ids) WITH ORDINALITY AS page(id, position)
      LEFT JOIN ${products} ON ${products.id} = page.id AND ${products.isVisible}
      LEFT JOIN ${categories} ON ${categories.id} = ${products.categoryId}
      ORDER BY page.position`,
  );
  return async (db, values) => {
    const rows = await ranked(db, values);
    const items: ProductWithCategory<ProductTileRow>[] = [];
    for (const row of rows) if (row.id !== null) items.push(fromTileRow(row));
    return { total: rows[0]?.total ?? 0, items };
  };
}

export function listCategories(db: Db): Promise<CategoryRow[]> {
  return catalogTurns.run(async () =>
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
  );
}

export async function findCategoryBySlug(db: Db, slug: string): Promise<CategoryRow | null> {
  const rows = await catalogTurns.run(async () =>
    db.select().from(categories).where(eq(categories.slug, slug)).limit(1),
  );
  return rows[0] ?? null;
}

/** Every visible product's link data, in id order, one page at a time (sitemaps). */
export function listVisibleProductLinks(
  db: Db,
  page: { offset: number; limit: number },
): Promise<Pick<ProductRow, 'id' | 'slug' | 'name' | 'updatedAt'>[]> {
  return catalogTurns.run(async () =>
    db
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
      .offset(page.offset),
  );
}
