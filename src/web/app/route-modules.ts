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
