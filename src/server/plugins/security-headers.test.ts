import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

/** The Content-Security-Policy a page is served with, as directive → sources. */
async function policyOf(options: { isProduction: boolean; stripe: boolean }) {
  const app = Fastify();
  await registerSecurityHeaders(app, options);
  app.get('/', async () => 'ok');
  const response = await app.inject({ url: '/' });
  await app.close();
  const header = String(response.headers['content-security-policy']);
  const directives = new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  return { header, directives };
}

const STRICT_POLICY =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;" +
  "font-src 'self';connect-src 'self';worker-src 'self' blob:;frame-ancestors 'none';" +
  "form-action 'self';base-uri 'self';object-src 'none'";

describe('Content-Security-Policy', () => {
  it('allows nothing but this origin without Stripe', async () => {
    expect((await policyOf({ isProduction: false, stripe: false })).header).toBe(STRICT_POLICY);
    expect((await policyOf({ isProduction: true, stripe: false })).header).toBe(
      `${STRICT_POLICY};upgrade-insecure-requests`,
    );
  });

  it("adds only Stripe's own origins for Stripe.js, its frames and its API in Stripe mode", async () => {
    const strict = (await policyOf({ isProduction: false, stripe: false })).directives;
    const { directives } = await policyOf({ isProduction: false, stripe: true });

    expect(directives.get('script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(directives.get('frame-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);

    // Every other directive is exactly the strict policy's: no inline code, no other origin.
    const others = [...directives].filter(
      ([name]) => !['script-src', 'frame-src', 'connect-src'].includes(name),
    );
    expect(others).toEqual(
      [...strict].filter(([name]) => !['script-src', 'connect-src'].includes(name)),
    );
    expect(others.length).toBeGreaterThan(0);
    const everySource = [...directives.values()].flat();
    expect(everySource).not.toContain("'unsafe-inline'");
    expect(everySource).not.toContain("'unsafe-eval'");
  });
});

describe('the other security headers', () => {
  const OTHER_HEADERS = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  async function answers(isProduction: boolean) {
    const app = Fastify();
    await registerSecurityHeaders(app, { isProduction, stripe: false });
    app.get('/', async () => 'ok');
    app.get('/guasto', async () => {
      throw new Error('guasto');
    });
    const found = await app.inject({ url: '/' });
    const missing = await app.inject({ url: '/nessuna-pagina' });
    const failed = await app.inject({ url: '/guasto' });
    await app.close();
    return [found, missing, failed];
  }

  it('come with every answer, a missing page and an error included', async () => {
    for (const response of await answers(false)) {
      expect(response.headers).toMatchObject(OTHER_HEADERS);
      expect(response.headers['content-security-policy']).toBe(STRICT_POLICY);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('add HSTS in production, where the shop is served over HTTPS', async () => {
    for (const response of await answers(true)) {
      expect(response.headers).toMatchObject(OTHER_HEADERS);
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});
