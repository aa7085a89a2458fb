/**
 * The browser app's route table (spec §2.1). The web router is built from it and the server
 * uses it to answer unknown paths with a real 404 status, so the two cannot drift apart.
 */

/** Who may open a route: anyone, only guests (others are sent on), logged-in users, admins. */
export type RouteAccess = 'public' | 'guest-only' | 'user' | 'admin';

export interface AppRoute {
  readonly path: string;
  readonly access: RouteAccess;
}

export const APP_ROUTES = {
  home: { path: '/', access: 'public' },
  products: { path: '/products', access: 'public' },
  productsNew: { path: '/products/new', access: 'public' },
  productsCompare: { path: '/products/compare', access: 'public' },
  product: { path: '/products/:slug', access: 'public' },
  search: { path: '/search', access: 'public' },
  orders: { path: '/orders', access: 'user' },
  order: { path: '/orders/:number', access: 'user' },
  shippingCosts: { path: '/shipping-costs', access: 'public' },
  wishlist: { path: '/wishlist', access: 'user' },
  shoppingBag: { path: '/shoppingbag', access: 'public' },
  checkout: { path: '/checkout', access: 'user' },
  login: { path: '/login', access: 'guest-only' },
  register: { path: '/register', access: 'guest-only' },
  resetPassword: { path: '/reset-password', access: 'public' },
  emailCodeVerification: { path: '/email-code-verification', access: 'public' },
  accountSetup: { path: '/account-setup', access: 'public' },
  profile: { path: '/profile', access: 'user' },
  editProfile: { path: '/edit-profile', access: 'user' },
  settings: { path: '/settings', access: 'user' },
  newsPresentations: { path: '/news/presentations', access: 'public' },
  admin: { path: '/admin', access: 'admin' },
  adminOrders: { path: '/admin/orders', access: 'admin' },
  adminOrder: { path: '/admin/orders/:number', access: 'admin' },
  adminProducts: { path: '/admin/products', access: 'admin' },
  adminProductNew: { path: '/admin/products/new', access: 'admin' },
  adminProduct: { path: '/admin/products/:id', access: 'admin' },
  adminCategories: { path: '/admin/categories', access: 'admin' },
  adminUsers: { path: '/admin/users', access: 'admin' },
  adminDevices: { path: '/admin/devices', access: 'admin' },
  adminShopSettings: { path: '/admin/settings', access: 'admin' },
  adminAudit: { path: '/admin/audit', access: 'admin' },
} as const satisfies Record<string, AppRoute>;

export type AppRouteKey = keyof typeof APP_ROUTES;

/** Permanent client-side aliases (spec §2.1: /cart redirects to /shoppingbag). */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/cart': '/shoppingbag',
};

function matchesPattern(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, i) => part.startsWith(':') || part === pathParts[i]);
}

/** The route a pathname opens, preferring literal routes over parameter routes. */
export function matchAppRoute(pathname: string): AppRouteKey | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const keys = Object.keys(APP_ROUTES) as AppRouteKey[];
  const literal = keys.find((key) => APP_ROUTES[key].path === normalized);
  if (literal) return literal;
  return keys.find((key) => matchesPattern(APP_ROUTES[key].path, normalized)) ?? null;
}

/** "/login?redirect=…" for a guest who opened a protected page (path and query kept). */
export function loginPathFor(wantedPathAndQuery: string): string {
  return `${APP_ROUTES.login.path}?redirect=${encodeURIComponent(wantedPathAndQuery)}`;
}
