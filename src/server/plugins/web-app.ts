import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../domain/errors';
import { ERROR_MESSAGES } from '../../domain/messages';
import { encodeBody, preferredEncoding } from '../http/content-encoding';
import { isApiRequest } from '../http/request-path';
import { injectHead, renderHeadTags, type PageResolution } from '../modules/seo/page-head';
import {
  createPageRenderer,
  insertRenderedPage,
  loadServerRenderer,
  serverRenderBundlePath,
  type PageRenderer,
} from '../ssr/page-renderer';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Uploaded pictures named by their content's hash, by either path separator:
 * `products/<id>/<hash>-<width>.webp` or `-original.<ext>`, and `avatars/<userId>/<hash>-<size>.webp`.
 */
const UPLOADED_IMAGE_FILE =
  /[/\\](?:products[/\\]\d+[/\\][0-9a-f]{16,64}-(?:\d+\.webp|original\.(?:jpg|png|webp|avif))|avatars[/\\][0-9a-f-]{36}[/\\][0-9a-f]{16,64}-(?:64|128|256)\.webp)$/;

export interface WebAppOptions {
  webDir: string | null;
  uploadsDir: string;
  publicUrl: string;
  /** Status, head or redirect for a page URL (modules/seo). */
  resolvePage: (pathname: string, search: string) => Promise<PageResolution>;
  /**
   * The server-rendering bundle (decision 027); by default dist/ssr/entry-server.js beside
   * `webDir`, when it exists. Null turns server rendering off.
   */
  serverRenderBundle?: string | null;
}

/**
 * Serves the built browser app: hashed assets cached forever, index.html never cached, and
 * every page answered with index.html carrying that page's head (title, canonical, Open
 * Graph, JSON-LD). The public pages also carry their rendered content when the
 * server-rendering bundle was built (decision 027). A path the app does not know still gets
 * the app (it shows the not-found page) but with a real 404 status; unknown /api paths get JSON.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Uploaded product images are named after their content's hash (decision 024): a name
    // never changes meaning, so they are cached for good; other uploads for a day.
    setHeaders: (res, filePath) =>
      res.setHeader(
        'Cache-Control',
        UPLOADED_IMAGE_FILE.test(filePath) ? IMMUTABLE : 'public, max-age=86400',
      ),
  });

  const indexFile = options.webDir ? path.join(options.webDir, 'index.html') : null;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  if (options.webDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: options.webDir,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', isHashedAsset ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  let renderPage: PageRenderer | null = null;
  const bundlePath =
    options.serverRenderBundle === undefined && options.webDir
      ? serverRenderBundlePath(options.webDir)
      : options.serverRenderBundle;
  if (indexHtml && bundlePath) {
    const renderer = await loadServerRenderer(bundlePath, app.log);
    if (renderer) renderPage = createPageRenderer(app, renderer, { publicUrl: options.publicUrl });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request);
    if (wantsPage && indexHtml) {
      const resolution = await options.resolvePage(pathname, query ? `?${query}` : '');
      if (resolution.kind === 'redirect')
        return reply.redirect(resolution.location, resolution.status);
      let html = injectHead(indexHtml, renderHeadTags(resolution.meta, options.publicUrl));
      // Only pages that exist are rendered (a 404 shows the app's own not-found page), and a
      // HEAD request needs no body.
      if (renderPage && request.method === 'GET' && resolution.status === 200) {
        const rendered = await renderPage(request.url);
        if (rendered) html = insertRenderedPage(html, rendered) ?? html;
      }
      // Compressed here: @fastify/compress serves routes only, and a rendered page is 100 KB of
      // HTML that slow mobile links would otherwise wait for before the first paint.
      const body = Buffer.from(html);
      const encoding = preferredEncoding(request.headers['accept-encoding'], body.length);
      if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
      return (
        reply
          .status(resolution.status)
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Accept-Encoding')
          // The device record's OS version and model (decision 023): Chromium sends these client
          // hints on later requests only when the page asked for them.
          .header('Accept-CH', 'Sec-CH-UA-Platform-Version, Sec-CH-UA-Model')
          .type('text/html; charset=utf-8')
          .send(encodeBody(body, encoding))
      );
    }
    const body: ApiErrorBody = {
      error: { code: 'not-found', message: ERROR_MESSAGES['not-found'] },
    };
    return reply.status(404).send(body);
  });
}
