import { CATEGORY_SLUGS, stockStateOf } from '../../../domain/catalog/product';
import type { ProductDetail } from '../../../domain/catalog/product.schema';
import { contentPageDescription } from '../../../domain/content-page-descriptions';
import { CONTENT_PAGES, findContentPage } from '../../../domain/content-pages';
import { formatEuro } from '../../../domain/money';
import {
  CATALOG_MESSAGES,
  COMMON_MESSAGES,
  LAYOUT_MESSAGES,
  PAGE_TITLES,
} from '../../../domain/messages';
import { APP_ROUTES, matchAppRoute, ROUTE_ALIASES, type AppRouteKey } from '../../../domain/routes';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isStorableText } from '../../../domain/input.schema';
import { findCategory, getProductBySegment } from '../catalog/catalog.service';
import { absoluteUrl, toMetaDescription, type PageMeta, type PageResolution } from './page-head';

export const SITE_DESCRIPTION =
  'Vetrina: smartphone, computer, tablet e smartwatch online. Prezzi in euro con IVA inclusa e disponibilità sempre aggiornata.';

/** Pages that only make sense for one visitor (or are forms): kept out of search engines. */
const NOINDEX_ROUTES = new Set<AppRouteKey>([
  'search',
  'shoppingBag',
  'resetPassword',
  'emailCodeVerification',
  'accountSetup',
  ...(Object.keys(APP_ROUTES) as AppRouteKey[]).filter(
    (key) => APP_ROUTES[key].access !== 'public',
  ),
]);

const SCHEMA_AVAILABILITY = {
  available: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
} as const;

function page(
  meta: Omit<PageMeta, 'openGraphType' | 'jsonLd'> & Partial<PageMeta>,
  status: 200 | 404 = 200,
): PageResolution {
  return { kind: 'page', status, meta: { openGraphType: 'website', jsonLd: [], ...meta } };
}

function breadcrumbs(publicUrl: string, trail: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}

function productJsonLd(product: ProductDetail, canonicalPath: string, publicUrl: string): object {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: String(product.id),
    image: product.images.map((image) => absoluteUrl(publicUrl, image)),
    ...(product.category ? { category: product.category.name } : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(publicUrl, canonicalPath),
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: SCHEMA_AVAILABILITY[stockStateOf(product.stock)],
      itemCondition: product.tags.includes('ricondizionato')
        ? 'https://schema.org/RefurbishedCondition'
        : 'https://schema.org/NewCondition',
    },
  };
  // Only real reviews are published: the derived fallback rating (spec §9) is display-only.
  if (product.rating !== null && product.reviewCount !== null && product.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.reviewCount,
    };
  }
  return data;
}

async function resolveProductSegment(
  db: Db,
  segment: string,
  search: string,
  publicUrl: string,
): Promise<PageResolution> {
  if ((CATEGORY_SLUGS as readonly string[]).includes(segment)) {
    const category = await findCategory(db, segment);
    if (category) {
      const path = `/products/${category.slug}`;
      return page({
        title: LAYOUT_MESSAGES.documentTitle(category.name),
        description: toMetaDescription(category.description || SITE_DESCRIPTION),
        canonicalPath: path,
        jsonLd: [
          breadcrumbs(publicUrl, [
            { name: 'Home', path: '/' },
            { name: PAGE_TITLES.products, path: APP_ROUTES.products.path },
            { name: category.name, path },
          ]),
        ],
      });
    }
  }
  try {
    const { product, canonicalSegment } = await getProductBySegment(db, segment);
    const canonicalPath = `/products/${canonicalSegment}`;
    if (canonicalSegment !== segment)
      return { kind: 'redirect', status: 301, location: `${canonicalPath}${search}` };
    const trail = [
      { name: 'Home', path: '/' },
      { name: PAGE_TITLES.products, path: APP_ROUTES.products.path },
      ...(product.category
        ? [{ name: product.category.name, path: `/products/${product.category.slug}` }]
        : []),
      { name: product.name, path: canonicalPath },
    ];
    return page({
      title: LAYOUT_MESSAGES.documentTitle(product.name),
      description: toMetaDescription(
        `${product.name} a ${formatEuro(product.priceCents)}. ${product.description}`,
      ),
      canonicalPath,
      openGraphType: 'product',
      image: product.images[0],
      preloadImage: product.images[0],
      jsonLd: [productJsonLd(product, canonicalPath, publicUrl), breadcrumbs(publicUrl, trail)],
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') {
      return page(
        {
          title: LAYOUT_MESSAGES.documentTitle(CATALOG_MESSAGES.productNotFound),
          description: SITE_DESCRIPTION,
          canonicalPath: null,
          noindex: true,
        },
        404,
      );
    }
    throw error;
  }
}

/**
 * What the server answers for a page URL: its status and head, or a permanent redirect to
 * the canonical URL (spec §2.1: a product opens by slug, name-slug plus id, or id).
 */
export async function resolvePage(
  db: Db,
  pathname: string,
  search: string,
  publicUrl: string,
): Promise<PageResolution> {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const alias = ROUTE_ALIASES[normalized];
  if (alias) return { kind: 'redirect', status: 301, location: `${alias}${search}` };
  const routeKey = matchAppRoute(normalized);
  if (routeKey === 'product') {
    const segment = decodeSegment(normalized.slice('/products/'.length));
    // A malformed escape or text no product link can hold (a NUL): no such page.
    if (segment === null) return notFoundPage();
    return resolveProductSegment(db, segment, search, publicUrl);
  }
  if (routeKey) {
    return page({
      title: LAYOUT_MESSAGES.documentTitle(PAGE_TITLES[routeKey]),
      description: SITE_DESCRIPTION,
      canonicalPath: NOINDEX_ROUTES.has(routeKey) ? null : APP_ROUTES[routeKey].path,
      noindex: NOINDEX_ROUTES.has(routeKey),
    });
  }
  const content = findContentPage(normalized);
  if (content) {
    return page({
      title: LAYOUT_MESSAGES.documentTitle(content.title),
      description: toMetaDescription(contentPageDescription(content.path)),
      canonicalPath: content.path,
    });
  }
  return notFoundPage();
}

function notFoundPage(): PageResolution {
  return page(
    {
      title: LAYOUT_MESSAGES.documentTitle(COMMON_MESSAGES.notFoundTitle),
      description: SITE_DESCRIPTION,
      canonicalPath: null,
      noindex: true,
    },
    404,
  );
}

/** A path segment decoded, or null when it is malformed or holds unstorable characters. */
function decodeSegment(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw);
    return isStorableText(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** Public pages that belong in the sitemap: indexable app routes and every content page. */
export function listIndexablePagePaths(): string[] {
  const routePaths = (Object.keys(APP_ROUTES) as AppRouteKey[])
    .filter((key) => !NOINDEX_ROUTES.has(key) && !APP_ROUTES[key].path.includes(':'))
    .map((key) => APP_ROUTES[key].path);
  return [...routePaths, ...CONTENT_PAGES.map((content) => content.path)];
}
