import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../domain/catalog/product.schema';
import { setupTestApp } from '../test/helper';
import {
  CLIENT_MANIFEST_FILE,
  createInProcessFetch,
  createPageRenderer,
  insertRenderedPage,
  loadServerRenderer,
  createPageAssets,
  renderPageDataScript,
  serverRenderBundlePath,
  type ClientManifest,
  type ServerRenderBundle,
} from './page-renderer';

const INDEX_HTML = `<!doctype html>
<html lang="it">
  <head>
    <title>Vetrina</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST: ClientManifest = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['main.tsx'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'main.tsx': {
    file: 'assets/startup-5.js',
    imports: ['_react-1.js'],
    css: ['assets/startup-5.css'],
  },
  'pages/home.page.tsx': {
    file: 'assets/home.page-2.js',
    imports: ['index.html', '_react-1.js', '_grid-3.js'],
    css: ['assets/catalog-2.css'],
  },
  '_grid-3.js': { file: 'assets/grid-3.js', imports: ['_react-1.js'], css: ['assets/grid-3.css'] },
  'pages/admin.page.tsx': { file: 'assets/admin.page-4.js', css: ['assets/admin-4.css'] },
};

/**
 * A folder laid out like dist: web/index.html and ssr/ with the given bundle source and the
 * manifest. Each call makes a new folder (an imported module stays cached by its path).
 */
function buildOutput(bundleSource: string | null, manifest: ClientManifest | null = MANIFEST) {
  const root = mkdtempSync(path.join(tmpdir(), 'vetrina-ssr-'));
  const webDir = path.join(root, 'web');
  mkdirSync(webDir);
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'package.json'), '{"type":"module"}');
  if (bundleSource !== null) writeFileSync(serverRenderBundlePath(webDir), bundleSource);
  if (manifest !== null) {
    writeFileSync(path.join(root, 'ssr', CLIENT_MANIFEST_FILE), JSON.stringify(manifest));
  }
  return { webDir, bundlePath: serverRenderBundlePath(webDir) };
}

const silentLog = () => ({ warn: vi.fn() }) as unknown as FastifyInstance['log'];

describe('the page data script', () => {
  it('is JSON that cannot close its element or open a comment, and reads back the same', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- & -->', line: '\u2028' };
    const script = renderPageDataScript('page-data', data);
    const json = script.slice(
      '<script type="application/json" id="page-data" data-modules="">'.length,
      -'</script>'.length,
    );
    expect(
      script.startsWith('<script type="application/json" id="page-data" data-modules="">'),
    ).toBe(true);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('lists the chunks in an attribute that cannot break out of it', () => {
    const script = renderPageDataScript('page-data', {}, ['/assets/a.js', '/assets/"b<.js']);
    expect(script).toBe(
      '<script type="application/json" id="page-data" data-modules="/assets/a.js /assets/&quot;b&lt;.js">{}</script>',
    );
  });
});

describe('inserting a rendered page into index.html', () => {
  const page = {
    appHtml: '<p>Prezzo: $& 10 €</p>',
    dataScript: '<script>{}</script>',
    headTags: '<link>',
  };

  it('puts the markup in #root, the data after it and the links in the head, text kept as is', () => {
    const html = insertRenderedPage(INDEX_HTML, page)!;
    expect(html).toContain('<div id="root"><p>Prezzo: $& 10 €</p></div>\n    <script>{}</script>');
    expect(html).toMatch(/<link>\n {2}<\/head>/);
  });

  it('gives up on a template without an empty #root', () => {
    expect(insertRenderedPage('<html><head></head><body></body></html>', page)).toBeNull();
  });
});

describe("a page's styles and chunks", () => {
  it("links the styles of the app's start and of the page beyond the entry's", () => {
    const tags = createPageAssets(MANIFEST)(['pages/home.page.tsx'])
      .styleTags.split('\n')
      .map((tag) => tag.trim());
    expect(tags).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/startup-5.css">',
      '<link rel="stylesheet" crossorigin href="/assets/catalog-2.css">',
      '<link rel="stylesheet" crossorigin href="/assets/grid-3.css">',
    ]);
  });

  it("lists the chunks of the app's start and of the page beyond the entry's, once each", () => {
    expect(createPageAssets(MANIFEST)(['pages/home.page.tsx']).moduleUrls).toEqual([
      '/assets/startup-5.js',
      '/assets/home.page-2.js',
      '/assets/grid-3.js',
    ]);
  });

  it("gives only the app's start for a file the manifest does not know", () => {
    expect(createPageAssets(MANIFEST)(['pages/missing.page.tsx']).styleTags).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/startup-5.css">',
    );
    expect(createPageAssets(MANIFEST)(['pages/missing.page.tsx']).moduleUrls).toEqual([
      '/assets/startup-5.js',
    ]);
  });
});

describe('loading the bundle', () => {
  it('is off without a bundle (no build, or the dev server), without a warning', async () => {
    const log = silentLog();
    const { bundlePath } = buildOutput(null);
    expect(await loadServerRenderer(bundlePath, log)).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('is off with a warning when the bundle fails to load, lacks renderPage or has no manifest', async () => {
    for (const { source, manifest } of [
      { source: 'throw new Error("broken bundle");', manifest: MANIFEST },
      { source: 'export const PAGE_DATA_ELEMENT_ID = "x";', manifest: MANIFEST },
      {
        source: 'export const PAGE_DATA_ELEMENT_ID = "x"; export function renderPage() {}',
        manifest: null,
      },
    ]) {
      const log = silentLog();
      const { bundlePath } = buildOutput(source, manifest);
      expect(await loadServerRenderer(bundlePath, log)).toBeNull();
      expect(log.warn).toHaveBeenCalledTimes(1);
    }
  });

  it('loads a bundle with renderPage and its manifest', async () => {
    const { bundlePath } = buildOutput(
      'export const PAGE_DATA_ELEMENT_ID = "page-data"; export async function renderPage() { return null; }',
    );
    const renderer = await loadServerRenderer(bundlePath, silentLog());
    expect(renderer?.bundle.PAGE_DATA_ELEMENT_ID).toBe('page-data');
    expect(renderer?.manifest).toEqual(MANIFEST);
  });
});

describe('rendering a page', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  async function appWithApi(): Promise<FastifyInstance> {
    app = Fastify({ logger: false });
    app.get('/api/hello', async () => ({ text: 'ciao' }));
    await app.ready();
    vi.spyOn(app.log, 'warn');
    return app;
  }

  function bundle(renderPage: ServerRenderBundle['renderPage']): ServerRenderBundle {
    return { PAGE_DATA_ELEMENT_ID: 'page-data', renderPage };
  }

  it('reads the API in-process, GET only', async () => {
    const fetchInProcess = createInProcessFetch(await appWithApi());
    const answer = await fetchInProcess('/api/hello');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ text: 'ciao' });
    expect((await fetchInProcess('/api/missing')).status).toBe(404);
    await expect(fetchInProcess('/api/hello', { method: 'POST' })).rejects.toThrow(TypeError);
    await expect(fetchInProcess('https://example.com/api/hello')).rejects.toThrow(TypeError);
  });

  it('gives the page with its data script and links, the URL on the public origin', async () => {
    const renderPage = vi.fn<ServerRenderBundle['renderPage']>(async ({ fetch }) => {
      const { text } = (await (await fetch('/api/hello')).json()) as { text: string };
      return { appHtml: `<p>${text}</p>`, moduleFiles: ['pages/home.page.tsx'], data: { text } };
    });
    const render = createPageRenderer(
      await appWithApi(),
      { bundle: bundle(renderPage), manifest: MANIFEST },
      { publicUrl: 'https://negozio.example/shop' },
    );
    const page = await render('//elsewhere.example/?q=1');
    expect(renderPage.mock.calls[0]![0].url).toBe(
      'https://negozio.example//elsewhere.example/?q=1',
    );
    expect(page).toEqual({
      appHtml: '<p>ciao</p>',
      dataScript:
        '<script type="application/json" id="page-data" data-modules="/assets/startup-5.js /assets/home.page-2.js /assets/grid-3.js">{"text":"ciao"}</script>',
      headTags: createPageAssets(MANIFEST)(['pages/home.page.tsx']).styleTags,
    });
  });

  it('gives null for a page the bundle leaves to the browser, without a warning', async () => {
    const render = createPageRenderer(
      await appWithApi(),
      { bundle: bundle(async () => null), manifest: MANIFEST },
      { publicUrl: 'http://localhost:3000' },
    );
    expect(await render('/login')).toBeNull();
    expect(app.log.warn).not.toHaveBeenCalled();
  });

  it('gives null with a warning when rendering fails', async () => {
    const render = createPageRenderer(
      await appWithApi(),
      {
        bundle: bundle(async () => {
          throw new Error('render failed');
        }),
        manifest: MANIFEST,
      },
      { publicUrl: 'http://localhost:3000' },
    );
    expect(await render('/products?token=secret')).toBeNull();
    expect(app.log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ pagePath: '/products' }),
      expect.stringContaining('Server rendering failed'),
    );
  });

  it('gives up at the deadline and aborts the render', async () => {
    let signal: AbortSignal | undefined;
    const render = createPageRenderer(
      await appWithApi(),
      {
        bundle: bundle((input) => {
          signal = input.signal;
          return new Promise(() => undefined);
        }),
        manifest: MANIFEST,
      },
      { publicUrl: 'http://localhost:3000', timeoutMs: 50 },
    );
    const started = Date.now();
    expect(await render('/')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(signal?.aborted).toBe(true);
    expect(app.log.warn).toHaveBeenCalledTimes(1);
  });
});

describe('pages served with the server-rendering bundle', () => {
  // Renders the first product's name from the real API, read in-process: proof that the
  // bundle's fetch reaches the shop's own routes as a guest.
  const working = buildOutput(`
    export const PAGE_DATA_ELEMENT_ID = 'page-data';
    export async function renderPage({ url, fetch }) {
      if (new URL(url).pathname !== '/') return null;
      const { items } = await (await fetch('/api/products?pageSize=1')).json();
      return { appHtml: '<h1>' + items[0].name + '</h1>', moduleFiles: ['pages/home.page.tsx'], data: { id: items[0].id } };
    }
  `);
  const failing = buildOutput(`
    export const PAGE_DATA_ELEMENT_ID = 'page-data';
    export async function renderPage() { throw new Error('render failed'); }
  `);
  const t = setupTestApp({ webDir: working.webDir });
  const tFailing = setupTestApp({ webDir: failing.webDir });

  it('carry the rendered page, its data, chunks and styles; the head, status and caching stay', async () => {
    const [product] = (await t.app.inject({ url: '/api/products?pageSize=1' })).json()
      .items as ProductSummary[];
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<div id="root"><h1>${product!.name}</h1></div>`);
    expect(response.body).toContain(
      `<script type="application/json" id="page-data" data-modules="/assets/startup-5.js /assets/home.page-2.js /assets/grid-3.js">{"id":${product!.id}}</script>`,
    );
    expect(response.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/catalog-2.css">',
    );
    expect(response.body).toContain('<meta name="description"');
  });

  it('are the plain app shell where the bundle renders nothing, and for HEAD and 404', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/products' },
      { method: 'HEAD' as const, url: '/' },
      { method: 'GET' as const, url: '/no-such-page' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(request.url === '/no-such-page' ? 404 : 200);
      if (request.method === 'GET') expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('are the plain app shell, still 200, when rendering fails', async () => {
    const response = await tFailing.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('page-data');
  });
});
