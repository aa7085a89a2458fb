import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ABUSE_MESSAGES } from '../../domain/auth/auth.messages';
import { AppError } from '../http/app-error';
import type { RateLimitDecision, RateLimiter } from './rate-limiter';

/**
 * Named limits over the shared RateLimiter, counted per subject (a client IP — request.ip, the
 * proxy's X-Forwarded-For in production — or an email), so every server instance agrees.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export interface RateLimitRule {
  /** Prefix of the counter key; rules with the same name share their counters. */
  name: string;
  limit: number;
  windowMs: number;
}

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
