import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE_TTL_MS } from '../../domain/constants';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '../../domain/http';
import { AppError } from '../http/app-error';
import { isApiRequest } from '../http/request-path';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skips the CSRF check: only for calls another party signs itself (the Stripe webhook). */
    csrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_ERROR_MESSAGE = 'Sessione del modulo non valida. Ricarica la pagina e riprova.';

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF protection: a random token cookie (365 days, set if absent) that the
 * browser must echo in a header on every mutating API request. Another site can make the
 * browser send the cookie but cannot read it to write the header.
 */
export function registerCsrf(app: FastifyInstance, options: { secureCookies: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request) || request.routeOptions.config.csrfExempt === true) return;
    const cookieToken = request.cookies[CSRF_COOKIE_NAME];
    // A public answer may be kept by shared caches: it never carries a cookie (decision 026).
    if (!cookieToken && request.routeOptions.config.publicAnswer !== true) {
      reply.setCookie(CSRF_COOKIE_NAME, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: options.secureCookies,
        httpOnly: false,
        maxAge: CSRF_COOKIE_TTL_MS / 1000,
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const headerToken = request.headers[CSRF_HEADER_NAME];
    if (!cookieToken || typeof headerToken !== 'string' || !sameToken(cookieToken, headerToken)) {
      throw new AppError('permission-denied', CSRF_ERROR_MESSAGE);
    }
  });
}
