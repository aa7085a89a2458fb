/**
 * Server rendering of the public pages (decision 027). The rendering code is the browser app's
 * own, built by Vite into dist/ssr/entry-server.js (the server never imports src/web): it is
 * loaded at start by path, beside dist/web. Without that bundle, or when a render fails or takes
 * too long, the page is sent as before (the app shell) and the browser renders it alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { escapeHtml, serializeJsonLd } from '../modules/seo/page-head';

/** A render that has not finished by then is abandoned: the page goes out unrendered. */
export const PAGE_RENDER_TIMEOUT_MS = 2_000;

/** What the bundle exports (src/web/entry-server.tsx). */
export interface ServerRenderBundle {
  /** The id of the JSON script element the browser reads the page's data from. */
  PAGE_DATA_ELEMENT_ID: string;
  renderPage(input: {
    url: string;
    fetch: typeof fetch;
    signal: AbortSignal;
  }): Promise<{ appHtml: string; moduleFiles: string[]; data: unknown } | null>;
}

/** One chunk of Vite's build manifest (dist/web's, kept beside the bundle by the build). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type ClientManifest = Record<string, ManifestChunk>;

/** The bundle and the browser build's manifest: what rendering a page needs. */
export interface ServerRenderer {
  bundle: ServerRenderBundle;
  manifest: ClientManifest;
}

/**
 * A rendered page: the markup inside #root, the script element holding its data, and the
 * links for its styles and chunks that go in the head.
 */
export interface RenderedPage {
  appHtml: string;
  dataScript: string;
  headTags: string;
}

/** Renders a page by path and query; null when it is left to the browser. Never throws. */
export type PageRenderer = (pathAndQuery: string) => Promise<RenderedPage | null>;

/** Where the build puts the bundle, relative to the browser app's folder (dist/web). */
export function serverRenderBundlePath(webDir: string): string {
  return path.join(webDir, '..', 'ssr', 'entry-server.js');
}

/** The browser build's manifest, which the build moves beside the bundle (scripts/build.mjs). */
export const CLIENT_MANIFEST_FILE = 'client-manifest.json';

function isServerRenderBundle(module: unknown): module is ServerRenderBundle {
  if (typeof module !== 'object' || module === null) return false;
  const candidate = module as Partial<ServerRenderBundle>;
  return (
    typeof candidate.renderPage === 'function' && typeof candidate.PAGE_DATA_ELEMENT_ID === 'string'
  );
}

/**
 * The bundle at `bundlePath` with the manifest beside it; null when there is no bundle (no
 * build, Vite's dev server) or it is unusable. Without the manifest the pages would paint
 * without their styles: no server rendering either.
 */
export async function loadServerRenderer(
  bundlePath: string,
  log: FastifyBaseLogger,
): Promise<ServerRenderer | null> {
  if (!existsSync(bundlePath)) return null;
  try {
    const manifestPath = path.join(path.dirname(bundlePath), CLIENT_MANIFEST_FILE);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
    const module: unknown = await import(pathToFileURL(bundlePath).href);
    if (isServerRenderBundle(module)) return { bundle: module, manifest };
    log.warn({ bundlePath }, 'Server rendering is off: the bundle lacks renderPage');
  } catch (err) {
    log.warn({ err, bundlePath }, 'Server rendering is off: the bundle could not be loaded');
  }
  return null;
}

/** The chunk files and styles of `key` and of everything it imports statically. */
function collectAssets(
  manifest: ClientManifest,
  key: string,
  found: { files: Set<string>; css: Set<string>; seen: Set<string> },
): void {
  const chunk = manifest[key];
  if (!chunk || found.seen.has(key)) return;
  found.seen.add(key);
  found.files.add(chunk.file);
  for (const css of chunk.css ?? []) found.css.add(css);
  for (const imported of chunk.imports ?? []) collectAssets(manifest, imported, found);
}

/** What a rendered page needs beyond what index.html links for the entry script. */
export interface PageAssets {
  /**
   * Links of the styles of the app's start and of the page's modules: the page paints styled,
   * and nothing moves when the app starts. (The browser build makes one stylesheet for the whole
   * app, which index.html links; the manifest decides.)
   */
  styleTags: string;
  /**
   * The URLs of the app's start-up chunks and of the page's: the entry script preloads them all
   * at once after the first paint, so that hydration waits for one round trip, not two.
   */
  moduleUrls: string[];
}

type CollectedAssets = { files: Set<string>; css: Set<string>; seen: Set<string> };

/**
 * The assets of a page by its modules' files. The entry script's chunks and the app's start
 * (what the entry script imports dynamically: main.tsx, which src/web/boot.ts imports once a
 * server-rendered page is painted, decision 029) are read from the manifest once, here.
 */
export function createPageAssets(
  manifest: ClientManifest,
): (moduleFiles: readonly string[]) => PageAssets {
  const entry: CollectedAssets = { files: new Set(), css: new Set(), seen: new Set() };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collectAssets(manifest, key, entry);
  }
  const app: CollectedAssets = { files: new Set(), css: new Set(), seen: new Set(entry.seen) };
  for (const key of entry.seen) {
    for (const imported of manifest[key]?.dynamicImports ?? []) {
      collectAssets(manifest, imported, app);
    }
  }
  return (moduleFiles) => {
    const page: CollectedAssets = { files: new Set(), css: new Set(), seen: new Set(app.seen) };
    for (const file of moduleFiles) collectAssets(manifest, file, page);
    const css = [...app.css, ...page.css].filter((file) => !entry.css.has(file));
    return {
      styleTags: [...new Set(css)]
        .map((file) => `<link rel="stylesheet" crossorigin href="${escapeHtml(`/${file}`)}">`)
        .join('\n    '),
      moduleUrls: [...app.files, ...page.files].map((file) => `/${file}`),
    };
  };
}

/**
 * The fetch the rendering uses: the shop's own API answered in-process, GET only and without
 * cookies, so every page is rendered as for a guest (public catalog answers do not depend on
 * the user).
 */
export function createInProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    if (method !== 'GET' || !url.startsWith('/api/')) {
      throw new TypeError(`Server rendering only reads the API, not ${method} ${url}`);
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const contentType = answer.headers['content-type'];
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? answer.payload : null, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/**
 * The page's data as a non-executable script element (the CSP allows no inline script), with
 * the URLs of the chunks the page needs in its `data-modules` attribute, space-separated.
 */
export function renderPageDataScript(
  elementId: string,
  data: unknown,
  moduleUrls: readonly string[] = [],
): string {
  const modules = escapeHtml(moduleUrls.join(' '));
  return `<script type="application/json" id="${elementId}" data-modules="${modules}">${serializeJsonLd(data as object)}</script>`;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with the rendered page in #root, its data after it and its links at the end of
 * the head; null if the template has no empty #root or no head.
 */
export function insertRenderedPage(html: string, page: RenderedPage): string | null {
  if (!html.includes(EMPTY_ROOT) || !html.includes('</head>')) return null;
  // Function replacements: "$&" and the like in the page's text stay as they are.
  return html
    .replace('</head>', () => `  ${page.headTags}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${page.appHtml}</div>\n    ${page.dataScript}`);
}

export function createPageRenderer(
  app: FastifyInstance,
  { bundle, manifest }: ServerRenderer,
  options: { publicUrl: string; timeoutMs?: number },
): PageRenderer {
  const fetchInProcess = createInProcessFetch(app);
  const origin = new URL(options.publicUrl).origin;
  const timeoutMs = options.timeoutMs ?? PAGE_RENDER_TIMEOUT_MS;
  const pageAssets = createPageAssets(manifest);
  return async (pathAndQuery) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`Server rendering took over ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      const rendering = bundle.renderPage({
        // Concatenated, not resolved: "//host/…" must stay a path of this shop.
        url: `${origin}${pathAndQuery}`,
        fetch: fetchInProcess,
        signal: controller.signal,
      });
      // A render abandoned at the deadline may still fail later: that is not worth a warning.
      rendering.catch(() => undefined);
      const deadline = new Promise<never>((_resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
          once: true,
        });
      });
      const page = await Promise.race([rendering, deadline]);
      if (!page) return null;
      const { styleTags, moduleUrls } = pageAssets(page.moduleFiles);
      return {
        appHtml: page.appHtml,
        dataScript: renderPageDataScript(bundle.PAGE_DATA_ELEMENT_ID, page.data, moduleUrls),
        headTags: styleTags,
      };
    } catch (err) {
      // The path only: query strings may hold what the logs must not (http/logger.ts).
      const pagePath = pathAndQuery.split('?')[0];
      app.log.warn({ err, pagePath }, 'Server rendering failed: the browser renders the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
