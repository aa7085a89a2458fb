import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ABUSE_MESSAGES } from '../../../domain/auth/auth.messages';
import { AppError } from '../../http/app-error';
import type { RateLimitDecision, RateLimiter } from '../../security/rate-limiter';

/**
 * How often the account endpoints may be called (docs/decisions/006). Counted per client IP
 * (request.ip: the proxy's X-Forwarded-For in production) and per email, in the shared
 * RateLimiter, so every server instance agrees.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface RateLimitRule {
  /** Prefix of the counter key; rules with the same name share their counters. */
  name: string;
  limit: number;
  windowMs: number;
}

export const RATE_LIMITS = {
  /** Every login attempt from one IP, successful or not. */
  loginPerIp: { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE_MS },
  /** Consecutive failures for one email from one IP; a successful login forgets them. */
  loginFailuresPerIpAndEmail: { name: 'login-fail', limit: 10, windowMs: 15 * MINUTE_MS },
  registrationCodePerIp: { name: 'register-code-ip', limit: 5, windowMs: HOUR_MS },
  registrationCodePerEmail: { name: 'register-code-email', limit: 3, windowMs: HOUR_MS },
  /** Registration and password-reset resends together. */
  resendPerIp: { name: 'resend-ip', limit: 10, windowMs: HOUR_MS },
  resetCodePerIp: { name: 'reset-code-ip', limit: 5, windowMs: HOUR_MS },
  resetCodePerEmail: { name: 'reset-code-email', limit: 3, windowMs: HOUR_MS },
  /** Registration verify and password-reset confirm together: every code entered. */
  codeCheckPerIp: { name: 'code-check-ip', limit: 30, windowMs: 15 * MINUTE_MS },
  /** The verification screen reading its state. */
  stateLookupPerIp: { name: 'state-ip', limit: 60, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateLimitRule>;

/** A refused request: HTTP 429 with details.reason 'rate-limit' and a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'resource-exhausted',
      ABUSE_MESSAGES.rateLimited(Math.ceil(retryAfterSeconds / 60)),
      undefined,
      { reason: 'rate-limit', retryAfterSeconds },
    );
    this.name = 'RateLimitedError';
  }
}

export function secondsUntil(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Any AppError whose details carry retryAfterSeconds (a rate limit, a resend cooldown) gets the
 * standard Retry-After header. onError hooks run before the error handler, which keeps headers.
 */
export function registerRetryAfterHeader(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    const seconds = error instanceof AppError ? error.details?.retryAfterSeconds : undefined;
    if (typeof seconds === 'number') reply.header('Retry-After', String(seconds));
  });
}

export interface RateLimitGuard {
  /** Counts one request under the rule; throws RateLimitedError beyond its limit. */
  enforce(rule: RateLimitRule, subject: string): Promise<void>;
  /** Forgets the counter of a rule for a subject (e.g. login failures after a success). */
  forget(rule: RateLimitRule, subject: string): Promise<void>;
  /** Counts without throwing, for counters that are not limits (see password reset). */
  count(rule: RateLimitRule, subject: string): Promise<RateLimitDecision>;
}

/**
 * The counter keys hold an HMAC of the subject rather than the IP or email itself: the counters
 * table or Redis never becomes a list of who tried to register.
 */
export function createRateLimitGuard(limiter: RateLimiter, secret: string): RateLimitGuard {
  const keyOf = (rule: RateLimitRule, subject: string) =>
    `${rule.name}:${createHmac('sha256', secret)
      .update(`vetrina:rate-limit\n${rule.name}\n${subject}`)
      .digest('base64url')
      .slice(0, 32)}`;
  const count = (rule: RateLimitRule, subject: string) =>
    limiter.hit(keyOf(rule, subject), rule.limit, rule.windowMs);
  return {
    count,
    async enforce(rule, subject) {
      const decision = await count(rule, subject);
      if (!decision.allowed) throw new RateLimitedError(secondsUntil(decision.retryAfterMs));
    },
    async forget(rule, subject) {
      await limiter.reset(keyOf(rule, subject));
    },
  };
}

/** The subject of a per-IP-and-email rule. */
export function ipAndEmail(ip: string, email: string): string {
  return `${ip}\n${email}`;
}
