import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Stripe's own origins for Stripe.js and the Payment Element, as Stripe's integration security
 * guide lists them (docs.stripe.com/security/guide#content-security-policy): the script and
 * its frames from js.stripe.com and its subdomains, 3-D Secure and redirect frames from
 * hooks.stripe.com, API calls to api.stripe.com. The guide's maps.googleapis.com serves only
 * the Address Element's autocomplete, which the shop does not use.
 */
const STRIPE_SCRIPT_SOURCES = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAME_SOURCES = [
  'https://js.stripe.com',
  'https://*.js.stripe.com',
  'https://hooks.stripe.com',
];
const STRIPE_CONNECT_SOURCES = ['https://api.stripe.com'];

/**
 * Strict Content-Security-Policy: scripts, styles, fonts and images only from this origin.
 * No inline scripts anywhere; JSON-LD data blocks are not executed and need no exception.
 * With `stripe` (card payments by Stripe, decision 018) Stripe's own origins are added to
 * scripts, frames and connections, and nothing else changes.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isProduction: boolean; stripe: boolean },
): Promise<void> {
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.stripe ? STRIPE_SCRIPT_SOURCES : [])],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.stripe ? STRIPE_CONNECT_SOURCES : [])],
        workerSrc: ["'self'", 'blob:'],
        // Without Stripe, frames fall back to default-src 'self'; with it, the same plus Stripe.
        ...(options.stripe ? { frameSrc: ["'self'", ...STRIPE_FRAME_SOURCES] } : {}),
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the shop is really served over HTTPS.
    strictTransportSecurity: options.isProduction
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers Helmet sets for these options, worked out once: they are the same for every
 * answer, and Helmet would otherwise build its whole policy again on each request.
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
