/**
 * The <head> the server writes into index.html for each page, so crawlers and link previews
 * that run no JavaScript still see title, description, canonical URL, Open Graph and JSON-LD.
 */
import {
  PRODUCT_GALLERY_IMAGE_SIZES,
  productImageSrcSet,
} from '../../../domain/catalog/product-image-variants';

export interface PageMeta {
  /** The full document title, e.g. "iPhone 16 – Vetrina". */
  title: string;
  description: string;
  /** Path of the canonical URL; null for pages that should not be indexed under any URL. */
  canonicalPath: string | null;
  noindex?: boolean;
  openGraphType: 'website' | 'product';
  /** Absolute or site-relative URL of the page's main image. */
  image?: string;
  /** The largest image above the fold, preloaded so it paints early. */
  preloadImage?: string;
  jsonLd: object[];
}

export type PageResolution =
  | { kind: 'page'; status: 200 | 404; meta: PageMeta }
  | { kind: 'redirect'; status: 301; location: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for a data block inside <script> (JSON-LD, a server-rendered page's data): it must not
 * be able to close the element or open a comment, whatever text the values hold.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).toString();
}

/** Shortens text to a meta description: whole words, at most `max` characters. */
export function toMetaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function renderHeadTags(meta: PageMeta, publicUrl: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.canonicalPath) {
    const canonical = absoluteUrl(publicUrl, meta.canonicalPath);
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(canonical)}" />`);
  }
  tags.push(
    '<meta property="og:site_name" content="Vetrina" />',
    '<meta property="og:locale" content="it_IT" />',
    `<meta property="og:type" content="${meta.openGraphType}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
  );
  if (meta.image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(absoluteUrl(publicUrl, meta.image))}" />`,
    );
  }
  if (meta.preloadImage) {
    // An uploaded image comes in several widths: the preload offers them as the gallery does.
    const srcSet = productImageSrcSet(meta.preloadImage);
    const responsive = srcSet
      ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(PRODUCT_GALLERY_IMAGE_SIZES)}"`
      : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}"${responsive} fetchpriority="high" />`,
    );
  }
  for (const data of meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  }
  return tags.join('\n    ');
}

/** Replaces the template's own title and description with the page's head tags. */
export function injectHead(indexHtml: string, headTags: string): string {
  const withoutDefaults = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  return withoutDefaults.replace('</head>', `  ${headTags}\n  </head>`);
}
