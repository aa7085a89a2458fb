import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../domain/catalog/product.schema';
import { setupTestApp } from '../../test/helper';
import { injectHead, renderHeadTags, serializeJsonLd, toMetaDescription } from './page-head';

const webDir = mkdtempSync(path.join(tmpdir(), 'vetrina-seo-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="it"><head><meta charset="UTF-8" /><meta name="description" content="default" /><title>Default</title></head><body><div id="root"></div></body></html>',
);

/** The JSON-LD blocks of a served page, parsed as a crawler would. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

describe('page head rendering', () => {
  it('escapes text and keeps JSON-LD inside its script element', () => {
    const head = renderHeadTags(
      {
        title: 'Cover "pro" <b>',
        description: 'a & b',
        canonicalPath: '/products/x',
        openGraphType: 'website',
        jsonLd: [{ name: '</script><script>alert(1)</script>' }],
      },
      'https://negozio.example',
    );
    expect(head).toContain('<title>Cover &quot;pro&quot; &lt;b&gt;</title>');
    expect(head).toContain('content="a &amp; b"');
    expect(head).toContain('<link rel="canonical" href="https://negozio.example/products/x" />');
    expect(head).not.toContain('</script><script>');
    expect(JSON.parse(serializeJsonLd({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('preloads an uploaded image with the widths and sizes the gallery offers', () => {
    const meta = {
      title: 'Prodotto',
      description: 'd',
      canonicalPath: '/products/p',
      openGraphType: 'product' as const,
      jsonLd: [],
    };
    const uploaded = renderHeadTags(
      { ...meta, preloadImage: '/uploads/products/7/0123456789abcdef01234567-1280.webp' },
      'https://negozio.example',
    );
    expect(uploaded).toContain(
      'imagesrcset="/uploads/products/7/0123456789abcdef01234567-320.webp 320w, /uploads/products/7/0123456789abcdef01234567-640.webp 640w, /uploads/products/7/0123456789abcdef01234567-1280.webp 1280w" imagesizes="(min-width: 768px) 50vw, 100vw"',
    );
    const sample = renderHeadTags(
      { ...meta, preloadImage: '/images/products/iphone-16-1.svg' },
      'https://negozio.example',
    );
    expect(sample).not.toContain('imagesrcset');
  });

  it('replaces the template title and description', () => {
    const html = injectHead(
      '<head><meta name="description" content="x" /><title>Old</title></head>',
      '<title>New</title>',
    );
    expect(html).not.toContain('Old');
    expect(html).not.toContain('content="x"');
    expect(html).toContain('<title>New</title>');
  });

  it('shortens descriptions on a word boundary', () => {
    const text = 'parola '.repeat(60);
    const short = toMetaDescription(text, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short.endsWith('…')).toBe(true);
    expect(short).not.toMatch(/parol…$/);
  });
});

describe('server-rendered pages', () => {
  const t = setupTestApp({ webDir, env: { PUBLIC_URL: 'https://negozio.example' } });

  async function firstProduct(query = ''): Promise<ProductSummary> {
    const page = (await t.app.inject({ url: `/api/products?pageSize=96${query}` })).json();
    return page.items[0];
  }

  it('gives a product page its title, canonical URL, Open Graph, preload and JSON-LD Product with an EUR offer', async () => {
    const product = await firstProduct('&inStock=true');
    const response = await t.app.inject({ url: `/products/${product.slug}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>${product.name.replace(/"/g, '&quot;')} – Vetrina</title>`);
    expect(html).toContain(
      `<link rel="canonical" href="https://negozio.example/products/${product.slug}" />`,
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      `<link rel="preload" as="image" href="${product.images[0]}" fetchpriority="high" />`,
    );

    const [productLd, breadcrumbLd] = jsonLdOf(html);
    expect(productLd).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: (product.priceCents / 100).toFixed(2),
        availability: expect.stringMatching(
          /^https:\/\/schema\.org\/(InStock|LimitedAvailability)$/,
        ),
      },
    });
    expect(breadcrumbLd).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbLd as { itemListElement: unknown[] }).itemListElement).toHaveLength(4);
  });

  it('marks sold-out products OutOfStock', async () => {
    const page = (await t.app.inject({ url: '/api/products?pageSize=96' })).json();
    const soldOut = (page.items as ProductSummary[]).find((p) => p.stock <= 0);
    if (!soldOut) throw new Error('the sample catalog has sold-out products');
    const [productLd] = jsonLdOf((await t.app.inject({ url: `/products/${soldOut.slug}` })).body);
    expect(productLd).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('redirects the other link forms permanently to the canonical URL, keeping the query', async () => {
    const product = await firstProduct();
    for (const segment of [String(product.id), `nome-qualsiasi-${product.id}`]) {
      const response = await t.app.inject({ url: `/products/${segment}?ref=mail` });
      expect(response.statusCode, segment).toBe(301);
      expect(response.headers.location).toBe(`/products/${product.slug}?ref=mail`);
    }
  });

  it('answers the not-found page for a product link that holds a NUL or an impossible id', async () => {
    for (const segment of ['%00', 'telefono-%00-1', `prodotto-${2 ** 31}`]) {
      const response = await t.app.inject({ url: `/products/${segment}` });
      expect(response.statusCode, segment).toBe(404);
      expect(response.headers['content-type'], segment).toContain('text/html');
      expect(response.body, segment).toMatch(/<title>(Pagina|Prodotto) non trovat[ao] – Vetrina/);
      expect(response.body, segment).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('gives a category page its name, canonical and breadcrumbs', async () => {
    const response = await t.app.inject({ url: '/products/ipad' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>iPad – Vetrina</title>');
    expect(response.body).toContain(
      '<link rel="canonical" href="https://negozio.example/products/ipad" />',
    );
    expect(jsonLdOf(response.body)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('keeps private pages out of search engines', async () => {
    for (const url of ['/orders', '/checkout', '/admin', '/login']) {
      const response = await t.app.inject({ url });
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, url).not.toContain('rel="canonical"');
    }
  });

  it('sends a page compressed to a browser that accepts it', async () => {
    const product = await firstProduct();
    const url = `/products/${product.slug}`;
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [acceptEncoding, decode] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });
      expect(response.headers['content-encoding']).toBe(acceptEncoding === 'gzip' ? 'gzip' : 'br');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('publishes robots.txt pointing at the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: https://negozio.example/sitemap.xml');
  });

  it('lists every visible product and the public pages in the sitemap', async () => {
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<loc>https://negozio.example/sitemaps/pages.xml</loc>');
    expect(index.body).toContain('<loc>https://negozio.example/sitemaps/products-1.xml</loc>');

    const pages = (await t.app.inject({ url: '/sitemaps/pages.xml' })).body;
    for (const path of ['/', '/products', '/products/watch', '/services']) {
      expect(pages).toContain(`<loc>https://negozio.example${path}</loc>`);
    }
    expect(pages).not.toContain('/checkout');

    const products = await t.app.inject({ url: '/sitemaps/products-1.xml' });
    expect(products.statusCode).toBe(200);
    const total = (await t.app.inject({ url: '/api/products?pageSize=1' })).json().total as number;
    expect(products.body.match(/<url>/g)).toHaveLength(total);
    expect((await t.app.inject({ url: '/sitemaps/products-7.xml' })).statusCode).toBe(404);
  });
});
