import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { productLinkSegment } from '../../../domain/catalog/product';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/validation';
import { countVisibleProducts, listVisibleProductLinks } from '../catalog/catalog.repository';
import { getCategories } from '../catalog/catalog.service';
import { escapeHtml } from './page-head';
import { listIndexablePagePaths } from './seo.service';

/** The sitemap protocol allows 50,000 URLs per file; stay well below. */
export const SITEMAP_PRODUCTS_PER_FILE = 40_000;
const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_CACHE = 'public, max-age=3600';

const productsFileParams = z.object({ n: z.coerce.number().int().min(1).max(10_000) });

function urlEntry(loc: string, lastmod?: Date): string {
  const lastmodTag = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmodTag}</url>`;
}

/** robots.txt and a sitemap index: one file of pages, then products in files of 40,000. */
export function seoRoutes(
  app: FastifyInstance,
  { db, publicUrl }: { db: Db; publicUrl: string },
): void {
  app.get('/robots.txt', async (_request, reply) => {
    const disallowed = [
      '/api/',
      '/admin',
      '/checkout',
      '/orders',
      '/profile',
      '/edit-profile',
      '/settings',
      '/wishlist',
      '/shoppingbag',
      '/search',
    ];
    reply.type('text/plain; charset=utf-8').header('Cache-Control', SITEMAP_CACHE);
    return [
      'User-agent: *',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const productFiles = Math.max(
      1,
      Math.ceil((await countVisibleProducts(db)) / SITEMAP_PRODUCTS_PER_FILE),
    );
    const files = [
      '/sitemaps/pages.xml',
      ...Array.from({ length: productFiles }, (_, i) => `/sitemaps/products-${i + 1}.xml`),
    ];
    reply.type('application/xml; charset=utf-8').header('Cache-Control', SITEMAP_CACHE);
    return `${XML_HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files
      .map((file) => `<sitemap><loc>${escapeHtml(publicUrl + file)}</loc></sitemap>`)
      .join('')}</sitemapindex>\n`;
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) => {
    const categories = await getCategories(db);
    const paths = [
      ...listIndexablePagePaths(),
      ...categories.map((category) => `/products/${category.slug}`),
    ];
    reply.type('application/xml; charset=utf-8').header('Cache-Control', SITEMAP_CACHE);
    return `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
      .map((path) => urlEntry(publicUrl + path))
      .join('')}</urlset>\n`;
  });

  app.get('/sitemaps/products-:n.xml', async (request, reply) => {
    const { n } = parseInput(productsFileParams, request.params);
    const links = await listVisibleProductLinks(db, {
      offset: (n - 1) * SITEMAP_PRODUCTS_PER_FILE,
      limit: SITEMAP_PRODUCTS_PER_FILE,
    });
    if (links.length === 0 && n > 1) return reply.callNotFound();
    reply.type('application/xml; charset=utf-8').header('Cache-Control', SITEMAP_CACHE);
    return `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${links
      .map((product) =>
        urlEntry(`${publicUrl}/products/${productLinkSegment(product)}`, product.updatedAt),
      )
      .join('')}</urlset>\n`;
  });
}
