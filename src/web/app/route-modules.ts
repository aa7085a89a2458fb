import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { AppRouteKey } from '../../domain/routes';

export interface PagePrefetchArgs {
  queryClient: QueryClient;
  params: Params;
  request: Request;
}

/**
 * A page chunk: its default export is the page component. `prefetch` fills the query cache
 * before the page renders, so it renders complete at once and <ScrollRestoration /> can
 * restore a saved position on reload (the page already has its full height). It must not
 * throw: a failed query shows its error state in the page itself.
 */
export interface PageModule {
  default: ComponentType;
  prefetch?: (args: PagePrefetchArgs) => Promise<void>;
}

/**
 * Loads a page chunk. The result is undefined when a failed chunk load was answered by a
 * page reload (see preload-error.ts): Vite then resolves the import with nothing.
 */
export type PageModuleLoader = () => Promise<PageModule | undefined>;

/**
 * One lazy page module per route of APP_ROUTES (spec §2.1). A Record over AppRouteKey, so a
 * route added to the table does not compile until it has a page.
 */
export const ROUTE_MODULES: Record<AppRouteKey, PageModuleLoader> = {
  home: () => import('../pages/home.page'),
  products: () => import('../pages/products.page'),
  productsNew: () => import('../pages/products-new.page'),
  productsCompare: () => import('../pages/products-compare.page'),
  product: () => import('../pages/product.page'),
  search: () => import('../pages/search.page'),
  orders: () => import('../pages/orders.page'),
  order: () => import('../pages/order.page'),
  shippingCosts: () => import('../pages/shipping-costs.page'),
  wishlist: () => import('../pages/wishlist.page'),
  shoppingBag: () => import('../pages/shopping-bag.page'),
  checkout: () => import('../pages/checkout.page'),
  login: () => import('../pages/login.page'),
  register: () => import('../pages/register.page'),
  resetPassword: () => import('../pages/reset-password.page'),
  emailCodeVerification: () => import('../pages/email-code-verification.page'),
  accountSetup: () => import('../pages/account-setup.page'),
  profile: () => import('../pages/profile.page'),
  editProfile: () => import('../pages/edit-profile.page'),
  settings: () => import('../pages/settings.page'),
  newsPresentations: () => import('../pages/news-presentations.page'),
  admin: () => import('../pages/admin.page'),
  adminOrders: () => import('../pages/admin-orders.page'),
  adminOrder: () => import('../pages/admin-order.page'),
  adminProducts: () => import('../pages/admin-products.page'),
  adminProductNew: () => import('../pages/admin-product-new.page'),
  adminProduct: () => import('../pages/admin-product.page'),
  adminCategories: () => import('../pages/admin-categories.page'),
  adminUsers: () => import('../pages/admin-users.page'),
  adminDevices: () => import('../pages/admin-devices.page'),
  adminShopSettings: () => import('../pages/admin-shop-settings.page'),
  adminAudit: () => import('../pages/admin-audit.page'),
};

/** Any path outside the route table. */
export const NOT_FOUND_MODULE: PageModuleLoader = () => import('../pages/not-found.page');
