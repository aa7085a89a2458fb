import { renderPages } from '../../../../test/render-pages';
import type {
  AdminProduct,
  AdminProductsPage,
  AdminProductSummary,
} from '../../../../../domain/admin/products.schema';
import type { Category } from '../../../../../domain/catalog/product.schema';
import AdminProductNewPage from '../../../../pages/admin-product-new.page';
import AdminProductPage from '../../../../pages/admin-product.page';
import ProductsListPage from '../../../../pages/admin-products.page';
import { ADMIN } from '../../../../test/fixtures';

export const CATEGORIES: Category[] = [
  { id: 1, slug: 'iphone', name: 'iPhone', description: '' },
  { id: 2, slug: 'mac', name: 'Mac', description: '' },
];

export function productFixture(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 7,
    slug: 'iphone-16-pro',
    name: 'iPhone 16 Pro',
    priceCents: 123900,
    compareAtPriceCents: null,
    stock: 12,
    image: '/uploads/iphone-16-pro.svg',
    category: { id: 1, name: 'iPhone' },
    categoryId: 1,
    isVisible: true,
    isFeatured: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    description: 'Il più potente.',
    specs: [{ label: 'Schermo', value: '6,3"' }],
    tags: ['5g', 'pro'],
    images: ['/uploads/iphone-16-pro.svg'],
    ...overrides,
  };
}

export function summaryOf(product: AdminProduct): AdminProductSummary {
  const { id, slug, name, priceCents, compareAtPriceCents, stock, image, category } = product;
  const { isVisible, isFeatured, createdAt, updatedAt } = product;
  return {
    id,
    slug,
    name,
    priceCents,
    compareAtPriceCents,
    stock,
    image,
    category,
    isVisible,
    isFeatured,
    createdAt,
    updatedAt,
  };
}

export function pageFixture(
  products: AdminProduct[],
  overrides: Partial<AdminProductsPage> = {},
): AdminProductsPage {
  return {
    products: products.map(summaryOf),
    page: 1,
    pageSize: 25,
    total: products.length,
    totalExact: true,
    hasNextPage: false,
    ...overrides,
  };
}

/** The three admin product pages on a memory router, an admin logged in, with notifications. */
export function renderProductPages(initialEntry: string) {
  return renderPages(
    [
      { path: '/admin/products', Page: ProductsListPage },
      { path: '/admin/products/new', Page: AdminProductNewPage },
      { path: '/admin/products/:id', Page: AdminProductPage },
    ],
    initialEntry,
    ADMIN,
  );
}

/** The requests made to `path` with `method` through the mocked fetch. */
export function requestsTo(
  fetchMock: { mock: { calls: unknown[][] } },
  method: string,
  path: string,
): { search: URLSearchParams; body: unknown }[] {
  return (fetchMock.mock.calls as [RequestInfo | URL, RequestInit?][])
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === path)
    .map(({ url, init }) => ({
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));
}
