import type { CatalogQuery } from '../../../domain/catalog/catalog-query';
import { productIdFromSegment, productLinkSegment } from '../../../domain/catalog/product';
import type {
  Category,
  ProductDetail,
  ProductPage,
  ProductSummary,
} from '../../../domain/catalog/product.schema';
import { CATALOG_MESSAGES } from '../../../domain/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  countVisibleProducts,
  findCategoryBySlug,
  findRedirectedProductId,
  findVisibleProduct,
  listCategories,
  listVisibleProducts,
  type CatalogFilter,
  type ProductTileRow,
  type ProductWithCategory,
} from './catalog.repository';
import type { CatalogReads } from './catalog-reads';

export function toProductSummary({
  product,
  category,
}: ProductWithCategory<ProductTileRow>): ProductSummary {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name.trim() || CATALOG_MESSAGES.productWithoutName,
    priceCents: product.priceCents,
    compareAtPriceCents: product.compareAtPriceCents,
    stock: product.stock,
    images: product.images,
    rating: product.rating === null ? null : Math.round(product.rating * 10) / 10,
    reviewCount: product.reviewCount,
    category,
    tags: product.tags,
    isFeatured: product.isFeatured,
    createdAt: product.createdAt.toISOString(),
  };
}

export function toProductDetail(row: ProductWithCategory): ProductDetail {
  return {
    ...toProductSummary(row),
    description: row.product.description,
    specs: row.product.specs,
  };
}

/** The filter of a listing query, as a key: every order and page of it has the same total. */
export function catalogFilterKey({
  sort: _sort,
  page: _page,
  pageSize: _size,
  ...filter
}: CatalogQuery): {
  key: string;
  filter: CatalogFilter;
} {
  return { key: JSON.stringify(filter), filter };
}

export async function getProductPage(
  db: Db,
  query: CatalogQuery,
  { totals, categoryIds }: Pick<CatalogReads, 'totals' | 'categoryIds'>,
): Promise<ProductPage> {
  const { page, pageSize } = query;
  let categoryId: number | null = null;
  if (query.category !== undefined) {
    const slug = query.category;
    categoryId = await categoryIds.get(
      slug,
      async () => (await findCategoryBySlug(db, slug))?.id ?? null,
    );
    if (categoryId === null) return { items: [], total: 0, page, pageSize };
  }
  const { key, filter } = catalogFilterKey(query);
  const [rows, total] = await Promise.all([
    listVisibleProducts(db, query, categoryId),
    totals.get(key, () => countVisibleProducts(db, filter)),
  ]);
  return { items: rows.map(toProductSummary), total, page, pageSize };
}

/**
 * Spec §2.1: a product link segment is its slug, else name-slug plus id, else id; a slug the
 * product had before it was regenerated (decision 022) also leads to it, `moved` then true.
 * Returns the product and the canonical segment, so callers can redirect old or alternative links.
 */
export async function getProductBySegment(
  db: Db,
  segment: string,
): Promise<{ product: ProductDetail; canonicalSegment: string; moved: boolean }> {
  let row = await findVisibleProduct(db, { slug: segment });
  let moved = false;
  if (!row) {
    // Before the id fallback: an old slug may end in digits that are not the product's id.
    const redirectedId = await findRedirectedProductId(db, segment);
    if (redirectedId !== null) {
      row = await findVisibleProduct(db, { id: redirectedId });
      moved = row !== null;
    }
  }
  if (!row) {
    const id = productIdFromSegment(segment);
    if (id !== null) row = await findVisibleProduct(db, { id });
  }
  if (!row) throw new AppError('not-found', CATALOG_MESSAGES.productNotFound);
  const product = toProductDetail(row);
  return { product, canonicalSegment: productLinkSegment(product), moved };
}

export async function getCategories(db: Db): Promise<Category[]> {
  const rows = await listCategories(db);
  return rows.map(({ id, slug, name, description }) => ({ id, slug, name, description }));
}

export async function findCategory(db: Db, slug: string): Promise<Category | null> {
  const row = await findCategoryBySlug(db, slug);
  return row ? { id: row.id, slug: row.slug, name: row.name, description: row.description } : null;
}
