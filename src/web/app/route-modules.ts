import type { AppRouteKey } from '../../domain/routes';
import type { PageModuleLoader } from './page-module';

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

/**
 * The source file of each server-rendered route's module, relative to src/web as Vite's build
 * manifest names it (decision 027). The server links the styles of these files and of what they
 * import, and preloads their chunks, so a server-rendered page paints styled and hydrates
 * without waiting for them. Content pages are added by the server-rendering entry.
 */
export const SERVER_RENDERED_MODULE_FILES: Partial<Record<AppRouteKey, string>> = {
  home: 'pages/home.page.tsx',
  products: 'pages/products.page.tsx',
  productsNew: 'pages/products-new.page.tsx',
  product: 'pages/product.page.tsx',
  search: 'pages/search.page.tsx',
};

/**
 * Chunks of the shell that every server-rendered page preloads with its own: the bag's lines,
 * which the cart panel otherwise fetches when it mounts, so that a shopper who loses the
 * connection right after the page appeared can still open the bag (cart-panel.tsx).
 */
export const SERVER_RENDERED_SHELL_FILES: readonly string[] = [
  'features/cart/components/cart-panel-body.tsx',
];
