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
