import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../../domain/errors';
import {
  NEWSLETTER_OUTCOME_PARAM,
  NEWSLETTER_OUTCOMES,
} from '../../../domain/newsletter/newsletter.constants';
import { NEWSLETTER_MESSAGES } from '../../../domain/newsletter/newsletter.messages';
import {
  newsletterConfirmQuerySchema,
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
} from '../../../domain/newsletter/newsletter.schema';
import { AppError } from '../../http/app-error';
import { serializeOutput } from '../../http/validation';
import { HOUR_MS, type RateLimitGuard, type RateLimitRule } from '../../security/rate-limit-guard';
import {
  ConfirmationMailNotSentError,
  confirmSubscription,
  requestSubscription,
  type NewsletterDependencies,
} from './newsletter.service';

/** Seconds a client should wait before retrying after the mail could not be sent. */
const MAIL_RETRY_AFTER_S = 120;

/** Subscriptions one client may request per hour, whatever the addresses. */
export const NEWSLETTER_SUBSCRIBE_PER_IP: RateLimitRule = {
  name: 'newsletter-ip',
  limit: 20,
  windowMs: HOUR_MS,
};

export function newsletterRoutes(
  app: FastifyInstance,
  { guard, ...dependencies }: NewsletterDependencies & { guard: RateLimitGuard },
): void {
  app.post('/api/newsletter', async (request, reply) => {
    await guard.enforce(NEWSLETTER_SUBSCRIBE_PER_IP, request.ip);
    const parsed = newsletterSubscribeRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      // The only field is the address, so its message is the whole answer's message too.
      throw new AppError('invalid-argument', NEWSLETTER_MESSAGES.invalidEmail, {
        email: NEWSLETTER_MESSAGES.invalidEmail,
      });
    }
    try {
      await requestSubscription(dependencies, parsed.data.email);
    } catch (error) {
      if (!(error instanceof ConfirmationMailNotSentError)) throw error;
      request.log.error({ err: error }, 'newsletter confirmation email not sent');
      // Mapped here rather than by the error handler: none of the shared codes means "try again
      // later". The code is `internal` (the fault is ours, not the shopper's), but the status is
      // 503 with Retry-After instead of the table's 500, because the request was fine and the
      // same request will work once the mail server answers again; the row stays pending.
      const body: ApiErrorBody = {
        error: { code: 'internal', message: NEWSLETTER_MESSAGES.mailFailed },
      };
      return reply.status(503).header('Retry-After', String(MAIL_RETRY_AFTER_S)).send(body);
    }
    // Same answer for a new, pending or confirmed address (no enumeration).
    return reply.status(202).send(
      serializeOutput(newsletterSubscribeResponseSchema, {
        message: NEWSLETTER_MESSAGES.checkInbox,
      }),
    );
  });

  app.get('/api/newsletter/confirm', async (request, reply) => {
    const parsed = newsletterConfirmQuerySchema.safeParse(request.query);
    const confirmed =
      parsed.success && (await confirmSubscription(dependencies.db, parsed.data.token));
    const outcome = confirmed ? NEWSLETTER_OUTCOMES.confirmed : NEWSLETTER_OUTCOMES.invalidLink;
    // The token is in this URL: never cache it, never pass it on as a referrer.
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    return reply.redirect(`/?${NEWSLETTER_OUTCOME_PARAM}=${outcome}`, 303);
  });
}
