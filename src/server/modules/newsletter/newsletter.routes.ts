import type { FastifyInstance } from 'fastify';
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
import type { ProofOfWork } from '../../security/altcha';
import { HOUR_MS, type RateLimitGuard, type RateLimitRule } from '../../security/rate-limit-guard';
import { proofOfWorkOf, redeemProofOfWork } from '../auth/account-http';
import {
  confirmSubscription,
  requestSubscription,
  type NewsletterDependencies,
} from './newsletter.service';

/** Subscriptions one client may request per hour, whatever the addresses. */
export const NEWSLETTER_SUBSCRIBE_PER_IP: RateLimitRule = {
  name: 'newsletter-ip',
  limit: 20,
  windowMs: HOUR_MS,
};

export interface NewsletterRouteOptions extends NewsletterDependencies {
  guard: RateLimitGuard;
  /** The ALTCHA check of registration (docs/decisions/006): each email sent costs a solved challenge. */
  proofOfWork: ProofOfWork;
}

export function newsletterRoutes(
  app: FastifyInstance,
  { guard, proofOfWork, ...dependencies }: NewsletterRouteOptions,
): void {
  app.post('/api/newsletter', async (request, reply) => {
    // The order of registration: a request refused early costs nothing, and a typo in the
    // address does not use up the solved challenge.
    await guard.enforce(NEWSLETTER_SUBSCRIBE_PER_IP, request.ip);
    const altcha = proofOfWorkOf(request.body);
    const parsed = newsletterSubscribeRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      // The only field is the address, so its message is the whole answer's message too.
      throw new AppError('invalid-argument', NEWSLETTER_MESSAGES.invalidEmail, {
        email: NEWSLETTER_MESSAGES.invalidEmail,
      });
    }
    await redeemProofOfWork(request, proofOfWork, altcha);
    await requestSubscription(dependencies, parsed.data.email);
    // The same answer, by the same path, for a new, pending or confirmed address.
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
