import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '../../../domain/messages';
import { AppError } from '../../http/app-error';
import {
  InvalidWebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export interface StripeWebhookDependencies {
  provider: PaymentProvider;
  /** Applies a verified event; must be idempotent, Stripe repeats events (decision 018). */
  handleEvent: (event: PaymentEvent) => Promise<void>;
}

/**
 * Stripe's calls about payments. The signature covers the exact bytes Stripe sent, so this
 * route reads its body raw; the parser is registered in its own plugin scope and changes no
 * other route. A call whose signature does not verify is refused and does nothing. A failure
 * of `handleEvent` answers 500, and Stripe sends the event again later.
 */
export function stripeWebhookRoutes(
  app: FastifyInstance,
  { provider, handleEvent }: StripeWebhookDependencies,
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.post(STRIPE_WEBHOOK_PATH, { config: { csrfExempt: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: PaymentEvent;
      try {
        event = provider.parseWebhook(
          rawBody,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof InvalidWebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'stripe webhook refused');
          throw new AppError('invalid-argument', ERROR_MESSAGES['invalid-argument']);
        }
        throw error;
      }
      await handleEvent(event);
      return { received: true };
    });
  });
}
