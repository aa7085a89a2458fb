import type { SessionUser } from '../../domain/auth/session';
import type { ProductPage, ProductSummary } from '../../domain/catalog/product.schema';

export const CUSTOMER: SessionUser = {
  id: 'u-1',
  email: 'mario.rossi@example.com',
  displayName: 'Mario Rossi',
  firstName: 'Mario',
  lastName: 'Rossi',
  avatarUrl: null,
  role: 'user',
};

export const ADMIN: SessionUser = {
  ...CUSTOMER,
  id: 'u-2',
  displayName: 'Anna Admin',
  role: 'admin',
};

export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 1,
    slug: 'iphone-16-pro',
    name: 'iPhone 16 Pro',
    priceCents: 123900,
    compareAtPriceCents: null,
    stock: 12,
    images: ['/uploads/catalog/iphone-16-pro.svg'],
    rating: 4.5,
    reviewCount: 32,
    category: { slug: 'iphone', name: 'iPhone' },
    tags: [],
    isFeatured: true,
    createdAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function productPage(items: ProductSummary[]): ProductPage {
  return { items, total: items.length, page: 1, pageSize: 24 };
}

/** GET /api/wishlist of a user whose wishlist is empty. */
export function emptyWishlistDocument(userId = 'user-1') {
  return { userId, items: [], products: {}, createdAt: null, lastUpdated: null };
}

/** GET /api/cart for a logged-in user with nothing in the cart. */
export function emptyCartResponse() {
  return {
    cart: { items: [], savedForLater: [], totalCents: 0, updatedAt: null },
    adjustments: [],
  };
}
