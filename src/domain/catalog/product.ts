import {
  FALLBACK_RATING_MAX,
  FALLBACK_RATING_MIN,
  FALLBACK_REVIEW_COUNT_MAX,
  FALLBACK_REVIEW_COUNT_MIN,
  ID_MAX,
} from '../constants';

/** The four families the navigation names (spec §2.2 "Prodotti"). */
export const CATEGORY_SLUGS = ['iphone', 'mac', 'ipad', 'watch'] as const;

/** Below this many units a product shows "few left". */
export const LOW_STOCK_THRESHOLD = 5;

export type StockState = 'available' | 'low' | 'out';

/**
 * Spec §5: stock is read from `stock`, else `inStock`; zero or less is out of stock.
 * Missing both means unknown, treated as out of stock so nothing is sold blind.
 */
export function readStock(product: { stock?: number | null; inStock?: number | null }): number {
  const value = product.stock ?? product.inStock;
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
}

export function stockStateOf(stock: number): StockState {
  if (stock <= 0) return 'out';
  if (stock <= LOW_STOCK_THRESHOLD) return 'low';
  return 'available';
}

/** A stable 32-bit hash of a product id, so fallbacks never change between visits. */
function hashProductId(id: number | string): number {
  let hash = 2166136261;
  for (const char of String(id)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** Spec §9: a product without a rating gets one derived from its id, 3.5–5.0 (one decimal). */
export function displayRating(product: { id: number; rating: number | null }): number {
  if (product.rating !== null) return product.rating;
  const steps = Math.round((FALLBACK_RATING_MAX - FALLBACK_RATING_MIN) * 10);
  return FALLBACK_RATING_MIN + (hashProductId(product.id) % (steps + 1)) / 10;
}

/** Spec §9: a product without a review count gets one derived from its id, 10–60. */
export function displayReviewCount(product: { id: number; reviewCount: number | null }): number {
  if (product.reviewCount !== null) return product.reviewCount;
  const span = FALLBACK_REVIEW_COUNT_MAX - FALLBACK_REVIEW_COUNT_MIN + 1;
  return FALLBACK_REVIEW_COUNT_MIN + (hashProductId(`reviews:${product.id}`) % span);
}

/** "iPhone 16 Pro – Titanio naturale" → "iphone-16-pro-titanio-naturale". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Spec §2.1 link segment: slug, else name-slug plus id, else id. */
export function productLinkSegment(product: {
  id: number;
  slug: string | null;
  name: string;
}): string {
  if (product.slug) return product.slug;
  const nameSlug = slugify(product.name);
  return nameSlug ? `${nameSlug}-${product.id}` : String(product.id);
}

export function productPath(product: { id: number; slug: string | null; name: string }): string {
  return `/products/${productLinkSegment(product)}`;
}

/** The id hidden in a "name-slug-id" or plain "id" segment, if any. */
export function productIdFromSegment(segment: string): number | null {
  const match = /(?:^|-)(\d{1,12})$/.exec(segment);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  // Beyond the id column's range no product exists (and the query would fail on it).
  return Number.isSafeInteger(id) && id > 0 && id <= ID_MAX ? id : null;
}
