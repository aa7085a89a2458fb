import type {
  Category,
  ProductDetail,
  ProductSummary,
} from '../../../../domain/catalog/product.schema';
import { productLinkSegment } from '../../../../domain/catalog/product';
import { productSummary } from '../../../test/fixtures';
import { mockFetch, type MockRoute } from '../../../test/mock-fetch';

/** Test data and a fake catalog API for the catalog component tests (not shipped). */

export const CATEGORIES: Category[] = [
  { id: 1, slug: 'iphone', name: 'iPhone', description: 'Tutti i modelli di iPhone.' },
  { id: 2, slug: 'mac', name: 'Mac', description: 'Portatili e desktop Mac.' },
  { id: 3, slug: 'ipad', name: 'iPad', description: 'Tablet per tutti.' },
  { id: 4, slug: 'watch', name: 'Watch', description: 'Apple Watch per lo sport.' },
];

const FAMILY_OF_INDEX = [CATEGORIES[0], CATEGORIES[1], CATEGORIES[2], CATEGORIES[3]] as const;

/** `count` products spread over the four families, prices rising with the id. */
export function sampleProducts(count: number): ProductSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const family = FAMILY_OF_INDEX[i % 4] ?? CATEGORIES[0];
    return productSummary({
      id,
      slug: `prodotto-${id}`,
      name: `${family?.name ?? 'Prodotto'} modello ${id}`,
      priceCents: 10000 * id,
      category: family ? { slug: family.slug, name: family.name } : null,
      images: [`/uploads/catalog/p-${id}-1.svg`],
    });
  });
}

export function detailOf(
  summary: ProductSummary,
  extra: Partial<ProductDetail> = {},
): ProductDetail {
  return {
    ...summary,
    description: `Descrizione di ${summary.name}.`,
    specs: [
      { label: 'Chip', value: `Chip ${summary.id}` },
      { label: 'Peso', value: `${100 + summary.id} g` },
    ],
    ...extra,
  };
}

export interface CatalogApiOptions {
  products?: ProductSummary[];
  details?: ProductDetail[];
  categories?: Category[] | null;
  extraRoutes?: Record<string, MockRoute>;
}

/**
 * A fake GET /api/products that honours category, ids, inStock, onSale, featured, prices, page
 * and pageSize (the order is the list's own), GET /api/products/:segment by slug, name-slug-id
 * or id, and GET /api/categories. Every request URL is recorded in `requests`.
 */
export function mockCatalogApi({
  products = sampleProducts(8),
  details = products.map((product) => detailOf(product)),
  categories = CATEGORIES,
  extraRoutes = {},
}: CatalogApiOptions = {}) {
  const requests: URL[] = [];
  const listRoute: MockRoute = (request) => {
    const url = new URL(request.url);
    requests.push(url);
    const q = url.searchParams;
    const ids = q.get('ids')?.split(',').map(Number);
    const min = q.get('minPriceCents');
    const max = q.get('maxPriceCents');
    const matching = products.filter(
      (p) =>
        (!q.get('category') || p.category?.slug === q.get('category')) &&
        (!ids || ids.includes(p.id)) &&
        (q.get('inStock') !== 'true' || p.stock > 0) &&
        (q.get('featured') !== 'true' || p.isFeatured) &&
        (q.get('onSale') !== 'true' ||
          (p.compareAtPriceCents !== null && p.compareAtPriceCents > p.priceCents)) &&
        (min === null || p.priceCents >= Number(min)) &&
        (max === null || p.priceCents <= Number(max)),
    );
    const page = Number(q.get('page') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 24);
    return {
      body: {
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
      },
    };
  };
  const routes: Record<string, MockRoute> = {
    'GET /api/auth/session': { body: { user: null } },
    'GET /api/products': listRoute,
    'GET /api/categories': categories
      ? { body: { items: categories } }
      : { status: 500, body: { error: { code: 'internal', message: 'down' } } },
    ...extraRoutes,
  };
  for (const detail of details) {
    const canonical = productLinkSegment(detail);
    const answer: MockRoute = (request) => {
      requests.push(new URL(request.url));
      return { body: { product: detail, canonicalSegment: canonical } };
    };
    for (const segment of new Set([canonical, String(detail.id), `qualsiasi-${detail.id}`]))
      routes[`GET /api/products/${segment}`] ??= answer;
  }
  const fetchMock = mockFetch(routes);
  return { fetchMock, requests };
}

/** The listing requests made (GET /api/products without a segment). */
export function listRequests(requests: URL[]): URLSearchParams[] {
  return requests.filter((url) => url.pathname === '/api/products').map((url) => url.searchParams);
}
