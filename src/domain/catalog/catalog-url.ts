import { CATALOG_LISTING_DEPTH, CATALOG_PAGE_SIZE } from '../constants';
import { CATALOG_SORTS, type CatalogSort } from './catalog-sort';

/**
 * The catalog listing's state as it lives in the address bar, so a listing can be shared,
 * bookmarked, reloaded and walked with back/forward.
 *
 * URL parameters (Italian, as the shop's URLs are read by Italian shoppers; defaults omitted):
 *   famiglia=iphone            category slug (ignored where the page fixes the family)
 *   prezzo-min=500             lowest price in euro ("499.90" for cents), IVA included
 *   prezzo-max=1200            highest price in euro
 *   disponibili=1              only products in stock
 *   offerte=1                  only products with a crossed-out previous price
 *   ordine=prezzo-crescente    rilevanza (default) | prezzo-crescente | prezzo-decrescente |
 *                              novita | valutazione
 *   pagina=2                   page number, from 1 (default)
 *
 * Parsing never throws: an invalid value is ignored as if it were absent. Parameters that are
 * not the listing's own (utm_source, …) are left untouched.
 */

export const CATALOG_URL_PARAMS = {
  category: 'famiglia',
  minPrice: 'prezzo-min',
  maxPrice: 'prezzo-max',
  inStock: 'disponibili',
  onSale: 'offerte',
  sort: 'ordine',
  page: 'pagina',
} as const;

const OWN_PARAM_NAMES: ReadonlySet<string> = new Set(Object.values(CATALOG_URL_PARAMS));

export const SORT_URL_VALUES: Readonly<Record<CatalogSort, string>> = {
  relevance: 'rilevanza',
  'price-asc': 'prezzo-crescente',
  'price-desc': 'prezzo-decrescente',
  newest: 'novita',
  rating: 'valutazione',
};

/** The API accepts prices up to this (catalog-query.ts): one million euro. */
export const PRICE_FILTER_MAX_CENTS = 100_000_000;
/** The deepest page of a storefront listing (catalog-query.ts: CATALOG_LISTING_DEPTH). */
export const CATALOG_PAGE_MAX = Math.ceil(CATALOG_LISTING_DEPTH / CATALOG_PAGE_SIZE);

export interface CatalogFilters {
  /** A category slug; null for every family. */
  category: string | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  inStock: boolean;
  onSale: boolean;
  sort: CatalogSort;
  /** From 1. */
  page: number;
}

/** What a page decides for the shopper: /products/iphone fixes the family, /products/new the order. */
export interface CatalogFixedFilters {
  category?: string;
  sort?: CatalogSort;
}

export const DEFAULT_CATALOG_FILTERS: CatalogFilters = {
  category: null,
  minPriceCents: null,
  maxPriceCents: null,
  inStock: false,
  onSale: false,
  sort: 'relevance',
  page: 1,
};

export interface ParseCatalogOptions {
  fixed?: CatalogFixedFilters;
  /** When known, a family outside this list is ignored. */
  categorySlugs?: readonly string[];
}

const CATEGORY_SLUG_PATTERN = /^[a-z0-9-]{1,60}$/;
const URL_EURO_PATTERN = /^(\d{1,7})(?:\.(\d{1,2}))?$/;
const PAGE_PATTERN = /^\d{1,5}$/;

function toSearchParams(search: URLSearchParams | string): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** "500" → 50000, "499.9" → 49990; anything else (or above the API's bound) → null. */
export function parseUrlEuroAmount(value: string | null): number | null {
  if (value === null) return null;
  const match = URL_EURO_PATTERN.exec(value.trim());
  if (!match?.[1]) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= PRICE_FILTER_MAX_CENTS ? cents : null;
}

/** 50000 → "500", 49990 → "499.90": the URL form of an amount (parseUrlEuroAmount's inverse). */
export function urlEuroAmountOf(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/**
 * What a shopper types in a price box, Italian style, to cents: "1.299,90", "1299,9", "1299.90",
 * "1.299", "€ 500". Null when it is not a non-negative amount within the API's bound.
 * Without a comma, dots in groups of three are thousands separators ("1.299" is 1299 €), a
 * single other dot is the decimal point ("12.5" is 12,50 €).
 */
export function parseEuroInput(text: string): number | null {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  if (compact === '') return null;
  let normalized: string;
  if (compact.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*,\d{0,2}$|^\d+,\d{0,2}$/.test(compact)) return null;
    normalized = compact.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(compact)) {
    normalized = compact.replace(/\./g, '');
  } else if (/^\d+(\.\d{0,2})?$/.test(compact)) {
    normalized = compact;
  } else {
    return null;
  }
  const [whole = '0', fraction = ''] = normalized.split('.');
  if (whole.length > 9) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= PRICE_FILTER_MAX_CENTS ? cents : null;
}

/** 49990 → "499,90", 50000 → "500": the value a price box shows. */
export function euroInputValueOf(cents: number | null): string {
  if (cents === null) return '';
  return urlEuroAmountOf(cents).replace('.', ',');
}

function parseFlag(value: string | null): boolean {
  return value === '1' || value === 'true';
}

function parseSort(value: string | null): CatalogSort | null {
  if (value === null) return null;
  return CATALOG_SORTS.find((sort) => SORT_URL_VALUES[sort] === value) ?? null;
}

function parsePage(value: string | null): number {
  if (value === null || !PAGE_PATTERN.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= CATALOG_PAGE_MAX ? page : 1;
}

function parseCategory(value: string | null, known: readonly string[] | undefined): string | null {
  if (value === null || !CATEGORY_SLUG_PATTERN.test(value)) return null;
  if (known && !known.includes(value)) return null;
  return value;
}

/** The listing state of a URL; never throws, invalid values count as absent. */
export function parseCatalogSearchParams(
  search: URLSearchParams | string,
  { fixed = {}, categorySlugs }: ParseCatalogOptions = {},
): CatalogFilters {
  const params = toSearchParams(search);
  let minPriceCents = parseUrlEuroAmount(params.get(CATALOG_URL_PARAMS.minPrice));
  let maxPriceCents = parseUrlEuroAmount(params.get(CATALOG_URL_PARAMS.maxPrice));
  // A swapped range is read the way it was surely meant (the API would refuse it).
  if (minPriceCents !== null && maxPriceCents !== null && minPriceCents > maxPriceCents)
    [minPriceCents, maxPriceCents] = [maxPriceCents, minPriceCents];
  return {
    category:
      fixed.category ?? parseCategory(params.get(CATALOG_URL_PARAMS.category), categorySlugs),
    minPriceCents,
    maxPriceCents,
    inStock: parseFlag(params.get(CATALOG_URL_PARAMS.inStock)),
    onSale: parseFlag(params.get(CATALOG_URL_PARAMS.onSale)),
    sort: fixed.sort ?? parseSort(params.get(CATALOG_URL_PARAMS.sort)) ?? 'relevance',
    page: parsePage(params.get(CATALOG_URL_PARAMS.page)),
  };
}

/** The listing's own parameters for a state, in a stable order, defaults and fixed values left out. */
export function catalogSearchParamsOf(
  filters: CatalogFilters,
  fixed: CatalogFixedFilters = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category !== null && fixed.category === undefined)
    params.set(CATALOG_URL_PARAMS.category, filters.category);
  if (filters.minPriceCents !== null)
    params.set(CATALOG_URL_PARAMS.minPrice, urlEuroAmountOf(filters.minPriceCents));
  if (filters.maxPriceCents !== null)
    params.set(CATALOG_URL_PARAMS.maxPrice, urlEuroAmountOf(filters.maxPriceCents));
  if (filters.inStock) params.set(CATALOG_URL_PARAMS.inStock, '1');
  if (filters.onSale) params.set(CATALOG_URL_PARAMS.onSale, '1');
  if (filters.sort !== 'relevance' && fixed.sort === undefined)
    params.set(CATALOG_URL_PARAMS.sort, SORT_URL_VALUES[filters.sort]);
  if (filters.page > 1) params.set(CATALOG_URL_PARAMS.page, String(filters.page));
  return params;
}

/** The current URL's parameters with the listing's own replaced; foreign ones are kept first. */
export function mergeCatalogSearchParams(
  current: URLSearchParams | string,
  filters: CatalogFilters,
  fixed: CatalogFixedFilters = {},
): URLSearchParams {
  const merged = new URLSearchParams();
  for (const [key, value] of toSearchParams(current)) {
    if (!OWN_PARAM_NAMES.has(key)) merged.append(key, value);
  }
  for (const [key, value] of catalogSearchParamsOf(filters, fixed)) merged.append(key, value);
  return merged;
}

/** "?a=1" or "" — for links. */
export function searchStringOf(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A changed listing. Any change other than the page itself starts again from page 1: page 3 of
 * the old results means nothing for the new ones.
 */
export function updateCatalogFilters(
  filters: CatalogFilters,
  change: Partial<CatalogFilters>,
): CatalogFilters {
  const next = { ...filters, ...change };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  if (!onlyPage) next.page = 1;
  if (
    next.minPriceCents !== null &&
    next.maxPriceCents !== null &&
    next.minPriceCents > next.maxPriceCents
  )
    [next.minPriceCents, next.maxPriceCents] = [next.maxPriceCents, next.minPriceCents];
  return next;
}

/** How many filters the shopper has set (the family counts unless the page fixes it). */
export function activeFilterCount(
  filters: CatalogFilters,
  fixed: CatalogFixedFilters = {},
): number {
  return [
    filters.category !== null && fixed.category === undefined,
    filters.minPriceCents !== null,
    filters.maxPriceCents !== null,
    filters.inStock,
    filters.onSale,
  ].filter(Boolean).length;
}

/** The filters cleared, keeping the order and what the page fixes. */
export function clearCatalogFilters(
  filters: CatalogFilters,
  fixed: CatalogFixedFilters = {},
): CatalogFilters {
  return {
    ...DEFAULT_CATALOG_FILTERS,
    category: fixed.category ?? null,
    sort: filters.sort,
  };
}

/** The query the API's GET /api/products takes for a listing state (see catalog-query.ts). */
export interface CatalogApiQuery {
  category?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  inStock?: boolean;
  onSale?: boolean;
  sort: CatalogSort;
  page: number;
  pageSize: number;
}

export function catalogApiQueryOf(
  filters: CatalogFilters,
  pageSize: number = CATALOG_PAGE_SIZE,
): CatalogApiQuery {
  const query: CatalogApiQuery = { sort: filters.sort, page: filters.page, pageSize };
  if (filters.category !== null) query.category = filters.category;
  if (filters.minPriceCents !== null) query.minPriceCents = filters.minPriceCents;
  if (filters.maxPriceCents !== null) query.maxPriceCents = filters.maxPriceCents;
  if (filters.inStock) query.inStock = true;
  if (filters.onSale) query.onSale = true;
  return query;
}

/** The pages a listing has, up to the deepest one a listing reaches (CATALOG_LISTING_DEPTH). */
export function pageCountOf(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 1;
  return Math.min(Math.ceil(total / pageSize), Math.ceil(CATALOG_LISTING_DEPTH / pageSize));
}

export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page links to show: always the first and last page, the current one and `siblings` on
 * each side; a gap stands for two or more hidden pages (a single hidden page is shown instead).
 */
export function paginationItems(
  currentPage: number,
  pageCount: number,
  siblings = 1,
): PaginationItem[] {
  if (pageCount <= 1) return [];
  const current = Math.min(Math.max(currentPage, 1), pageCount);
  const shown = new Set<number>([1, pageCount]);
  for (let page = current - siblings; page <= current + siblings; page++) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}-${page}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
