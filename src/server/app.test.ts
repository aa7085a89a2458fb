import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserHeaders, setupTestApp } from './test/helper';

const webDir = mkdtempSync(path.join(tmpdir(), 'vetrina-web-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="it"><head><title>Vetrina</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("vetrina");');

describe('HTTP application', () => {
  const t = setupTestApp({ webDir });

  it('answers liveness and readiness', async () => {
    const live = await t.app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('sends a strict Content-Security-Policy without inline scripts', async () => {
    const response = await t.app.inject({ url: '/' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the app for known routes with 200 and never caches index.html', async () => {
    for (const url of [
      '/',
      '/products',
      '/products/watch',
      '/shoppingbag?x=1',
      '/services',
      '/admin',
      '/news/presentations',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<html lang="it">');
    }
  });

  it('serves the app with a real 404 status for unknown pages and unknown products', async () => {
    for (const url of [
      '/pagina-che-non-esiste',
      '/products/prodotto-che-non-esiste',
      '/services/inesistente',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('redirects /cart to /shoppingbag keeping the query', async () => {
    const response = await t.app.inject({ url: '/cart?da=menu' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/shoppingbag?da=menu');
  });

  it('caches hashed assets forever', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const response = await t.app.inject({ url: '/api/non-esiste' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not-found', message: expect.any(String) } });
  });

  it('compresses large responses', async () => {
    const response = await t.app.inject({
      url: '/api/products?pageSize=24',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the generated product artwork from the uploads folder', async () => {
    const products = (await t.app.inject({ url: '/api/products?pageSize=1' })).json();
    const image = products.items[0].images[0] as string;
    expect(image).toMatch(/^\/uploads\/catalog\/.+\.svg$/);
    const response = await t.app.inject({ url: image });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });
});

describe('CSRF protection', () => {
  const t = setupTestApp();

  it('sets the token cookie for a year when absent', async () => {
    const response = await t.app.inject({ url: '/api/auth/session' });
    const csrf = response.cookies.find((cookie) => cookie.name === 'csrf_token');
    expect(csrf?.value).toMatch(/^[\w-]{20,}$/);
    expect(csrf?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(csrf?.sameSite).toBe('Lax');
  });

  it('refuses a mutating request without the echoed token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: 'csrf_token=abc' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('permission-denied');
  });

  it('refuses a token that differs from the cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: 'csrf_token=abc', 'x-csrf-token': 'abd' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the echoed token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: browserHeaders(),
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('error handling', () => {
  const t = setupTestApp();

  it('answers malformed JSON with invalid-argument, not a stack', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...browserHeaders(), 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid-argument', message: expect.any(String) },
    });
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it('reports invalid fields by name', async () => {
    const response = await t.app.inject({ url: '/api/products?sort=a-caso&page=0' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(
      expect.arrayContaining(['sort', 'page']),
    );
  });

  it('hides internal failures behind a generic Italian message', async () => {
    await t.database.close();
    const response = await t.app.inject({ url: '/api/categories' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'internal',
        message: 'Si è verificato un errore imprevisto. Riprova tra poco.',
      },
    });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
  });
});
