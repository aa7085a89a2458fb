import { and, asc, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminProduct,
  AdminProductsQuery,
  AdminProductSummary,
  ProductSort,
} from '../../../../domain/admin/products.schema';
import type { SlugChange } from '../../../../domain/admin/products.rules';
import { LOW_STOCK_THRESHOLD } from '../../../../domain/catalog/product';
import type { Db } from '../../../db/client';
import { categories, products, productSlugRedirects, type ProductSpec } from '../../../db/schema';

/**
 * Queries of the admin products section (decision 022). The list reads every product, hidden
 * ones too; each sort has its own index (migration 0007), so a page costs the rows it skips
 * and shows, not the catalog.
 */

/**
 * Above this many matches the list does not count them exactly: it says "più di N" and pages
 * on by whether a next page exists (decision 022). Counting stops at the limit, so a count never
 * reads more than this many index entries.
 */
export const ADMIN_PRODUCTS_EXACT_COUNT_LIMIT = 10_000;

const summaryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  priceCents: products.priceCents,
  compareAtPriceCents: products.compareAtPriceCents,
  stock: products.stock,
  // PostgreSQL arrays start at 1; an empty array gives NULL.
  image: sql<string | null>`${products.images}[1]`,
  categoryId: products.categoryId,
  categoryName: categories.name,
  isVisible: products.isVisible,
  isFeatured: products.isFeatured,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

type SummaryRow = {
  id: number;
  slug: string | null;
  name: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  stock: number;
  image: string | null;
  categoryId: number | null;
  categoryName: string | null;
  isVisible: boolean;
  isFeatured: boolean;
  createdAt: Date;
  updatedAt: Date;
};

function toSummary(row: SummaryRow): AdminProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    priceCents: row.priceCents,
    compareAtPriceCents: row.compareAtPriceCents,
    stock: row.stock,
    image: row.image,
    category:
      row.categoryId !== null && row.categoryName !== null
        ? { id: row.categoryId, name: row.categoryName }
        : null,
    isVisible: row.isVisible,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** LIKE's own characters in the searched text stand for themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function filtersOf(query: AdminProductsQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.q) {
    const byName = sql`${products.name} ILIKE ${`%${escapeLike(query.q)}%`}`;
    // A number typed alone may also be the product's id (as the table and the URLs show it).
    const id = /^\d{1,9}$/.test(query.q) ? Number(query.q) : null;
    filters.push(id === null ? byName : (or(byName, eq(products.id, id)) as SQL));
  }
  if (query.category !== undefined) filters.push(eq(products.categoryId, query.category));
  if (query.visible) filters.push(eq(products.isVisible, query.visible === 'yes'));
  if (query.featured) filters.push(eq(products.isFeatured, query.featured === 'yes'));
  if (query.stock === 'out') filters.push(lte(products.stock, 0));
  if (query.stock === 'low')
    filters.push(and(gt(products.stock, 0), lte(products.stock, LOW_STOCK_THRESHOLD)) as SQL);
  if (query.stock === 'in') filters.push(gt(products.stock, LOW_STOCK_THRESHOLD));
  return filters.length > 0 ? and(...filters) : undefined;
}

/** Each order ends on the id in the same direction, so one index serves it forwards or back. */
function orderOf(sort: ProductSort): SQL[] {
  const lowerName = sql`lower(${products.name})`;
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'oldest':
      return [asc(products.createdAt), asc(products.id)];
    case 'name-asc':
      return [asc(lowerName), asc(products.name), asc(products.id)];
    case 'name-desc':
      return [desc(lowerName), desc(products.name), desc(products.id)];
    case 'price-asc':
      return [asc(products.priceCents), asc(products.id)];
    case 'price-desc':
      return [desc(products.priceCents), desc(products.id)];
    case 'stock-asc':
      return [asc(products.stock), asc(products.id)];
    case 'stock-desc':
      return [desc(products.stock), desc(products.id)];
  }
}

export interface AdminProductsListing {
  products: AdminProductSummary[];
  total: number;
  totalExact: boolean;
  hasNextPage: boolean;
}

/** One page of the list, with how many match (exactly up to the limit) and whether more follow. */
export async function listAdminProducts(
  db: Db,
  query: AdminProductsQuery,
  pageSize: number,
  exactCountLimit: number = ADMIN_PRODUCTS_EXACT_COUNT_LIMIT,
): Promise<AdminProductsListing> {
  const where = filtersOf(query);
  const offset = (query.page - 1) * pageSize;
  // A name search filters first and sorts its matches: walking a sort's index and testing each
  // name could read most of the catalog before finding a page of matches (expensive products
  // matching "ultra" come last by price). The fence (OFFSET 0) keeps the planner from merging
  // the two steps; it is named "products" so the sort's columns read from it.
  const source = query.q
    ? sql`(SELECT id, name, price_cents, stock, created_at FROM ${products} WHERE ${where} OFFSET 0) AS ${products}`
    : where
      ? sql`${products} WHERE ${where}`
      : sql`${products}`;
  const [pageIds, counted] = await Promise.all([
    // The page's ids first, then their rows: the rows skipped to reach a deep page are read
    // from the sort's index alone (an index-only scan), never joined nor fetched. One more
    // than the page tells whether a next page exists, without counting every match.
    db.execute(
      sql`SELECT ${products.id} AS id FROM ${source} ORDER BY ${sql.join(orderOf(query.sort), sql`, `)} LIMIT ${pageSize + 1} OFFSET ${offset}`,
    ),
    db.execute(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${products} ${where ? sql`WHERE ${where}` : sql``} LIMIT ${exactCountLimit + 1}) AS matching`,
    ),
  ]);
  const ids = (pageIds as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  const found =
    ids.length === 0
      ? []
      : await db
          .select(summaryColumns)
          .from(products)
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .where(inArray(products.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  // In the page's order; a product deleted between the two reads is left out.
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  const countRows = (counted as unknown as { rows: { n: number }[] }).rows;
  const total = Number(countRows[0]?.n ?? 0);
  const hasNextPage = ids.length > pageSize;
  const totalExact = total <= exactCountLimit;
  return {
    products: rows.slice(0, pageSize).map(toSummary),
    // Past the limit the total is "more than the limit", and at least what this page shows.
    total: totalExact ? total : Math.max(exactCountLimit, offset + Math.min(rows.length, pageSize)),
    totalExact,
    hasNextPage,
  };
}

export type ProductRow = typeof products.$inferSelect;

export async function findProduct(db: Db, id: number): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** The product's row, locked until the transaction ends (writes of one product queue up). */
export async function lockProduct(tx: Db, id: number): Promise<ProductRow | null> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row ?? null;
}

export async function findAdminProduct(db: Db, id: number): Promise<AdminProduct | null> {
  const [row] = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) return null;
  const { product } = row;
  return {
    ...toSummary({
      ...product,
      image: product.images[0] ?? null,
      categoryName: row.categoryName,
    }),
    categoryId: product.categoryId,
    description: product.description,
    specs: product.specs,
    tags: product.tags,
    images: product.images,
  };
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row !== undefined;
}

/**
 * Queues the writes that give products their addresses (create, a regenerated slug, "Rigenera
 * slug" for all), so each one checks what the previous one committed. A transaction-scoped
 * advisory lock: the shop's own product writes (stock at checkout) never wait for it.
 */
export async function lockSlugWrites(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('vetrina:product-slugs'))`);
}

/** Whether /products/{slug} already belongs to another product or to a category. */
export async function isSlugTaken(
  db: Db,
  slug: string,
  exceptProductId?: number,
): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.slug, slug),
        exceptProductId === undefined ? undefined : ne(products.id, exceptProductId),
      ),
    )
    .limit(1);
  if (product) return true;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return category !== undefined;
}

export interface ProductValues {
  name: string;
  slug: string | null;
  priceCents: number;
  compareAtPriceCents: number | null;
  stock: number;
  description: string;
  specs: ProductSpec[];
  tags: string[];
  categoryId: number | null;
  isVisible: boolean;
  isFeatured: boolean;
}

export async function insertProduct(tx: Db, values: ProductValues): Promise<ProductRow> {
  const [row] = await tx.insert(products).values(values).returning();
  if (!row) throw new Error('product not inserted');
  return row;
}

export async function updateProduct(
  tx: Db,
  id: number,
  values: Partial<ProductValues>,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

/** Order lines keep their copy (product_id set null); cart and wishlist lines go (cascade). */
export async function deleteProduct(tx: Db, id: number): Promise<void> {
  await tx.delete(products).where(eq(products.id, id));
}

/** The old address now leads to this product; a current slug always wins over a redirect. */
export async function recordSlugRedirects(
  tx: Db,
  redirects: readonly { oldSlug: string; productId: number }[],
): Promise<void> {
  if (redirects.length === 0) return;
  await tx.execute(sql`INSERT INTO ${productSlugRedirects} (old_slug, product_id)
    SELECT * FROM unnest(${sql.param(redirects.map((r) => r.oldSlug))}::text[],
                         ${sql.param(redirects.map((r) => r.productId))}::integer[])
    ON CONFLICT (old_slug) DO UPDATE SET product_id = EXCLUDED.product_id, created_at = now()`);
}

/** Redirects from addresses that are products' current slugs again lead nowhere: removed. */
export async function removeShadowedRedirects(tx: Db, slugs: readonly string[]): Promise<void> {
  if (slugs.length === 0) return;
  await tx.delete(productSlugRedirects).where(inArray(productSlugRedirects.oldSlug, [...slugs]));
}

export function listProductNames(
  db: Db,
): Promise<{ id: number; name: string; slug: string | null }[]> {
  return db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .orderBy(asc(products.id));
}

export async function listCategorySlugs(db: Db): Promise<Set<string>> {
  const rows = await db.select({ slug: categories.slug }).from(categories);
  return new Set(rows.map((row) => row.slug));
}

/**
 * Gives the products their new slugs in two statements: first the changed ones lose theirs, then
 * each gets its new one, so a slug passing from one product to another never collides midway.
 */
export async function applySlugChanges(tx: Db, changes: readonly SlugChange[]): Promise<void> {
  if (changes.length === 0) return;
  const ids = changes.map((change) => change.id);
  await tx.execute(
    sql`UPDATE ${products} SET slug = NULL WHERE id = ANY(${sql.param(ids)}::integer[])`,
  );
  await tx.execute(sql`UPDATE ${products} SET slug = wanted.slug, updated_at = now()
    FROM unnest(${sql.param(ids)}::integer[], ${sql.param(changes.map((change) => change.to))}::text[])
      AS wanted(id, slug)
    WHERE ${products.id} = wanted.id`);
}
