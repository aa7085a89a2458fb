import Stripe from 'stripe';
import type { CardDecline } from '../../../domain/orders/test-card.rules';
import type { StripeConfig } from '../../config';
import {
  InvalidWebhookSignatureError,
  RefundRefusedError,
  PaymentProviderUnavailableError,
  type PayableOrder,
  type PaymentProvider,
  type PaymentResult,
} from './payment-provider';

/**
 * Card payments by Stripe (decision 018): one PaymentIntent per order, confirmed in the
 * browser by Stripe.js with the Payment Element, so the card never reaches this server. The
 * webhook is the source of truth; `status()` lets the browser's return be answered at once.
 */

/** A call to Stripe that takes longer is given up (the SDK's default is 80 s). */
const STRIPE_TIMEOUT_MS = 10_000;
/** One more try after a dropped connection or a 5xx; the idempotency key makes it safe. */
const STRIPE_MAX_NETWORK_RETRIES = 1;
const CURRENCY = 'eur';
/**
 * Cards only: the browser's Payment Element is created with the same list
 * (`paymentMethodTypes: ['card']`), so nothing it offers needs a redirect or a return URL.
 * (`allowed_payment_method_types` is the API version's name for the old `payment_method_types`.)
 */
const PAYMENT_METHOD_TYPES: Stripe.PaymentIntentCreateParams.AllowedPaymentMethodType[] = ['card'];

/** Where the SDK sends its calls: api.stripe.com, or the local double of STRIPE_API_URL. */
function apiLocation(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** Stripe could not be reached or failed on its side: worth trying again later. */
function isUnavailable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  );
}

async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUnavailable(error)) {
      throw new PaymentProviderUnavailableError(`Stripe: ${what} failed`, { cause: error });
    }
    throw error;
  }
}

/** Stripe's refusal codes reduced to the three the shop explains; anything else is a decline. */
function declineReasonOf(
  paymentError: { code?: string | null; decline_code?: string | null } | null | undefined,
): CardDecline {
  const codes = [paymentError?.decline_code, paymentError?.code];
  if (codes.includes('insufficient_funds')) return 'insufficient_funds';
  if (codes.includes('expired_card')) return 'expired_card';
  return 'card_declined';
}

/** The card of the charge that paid, when the PaymentIntent was read with it expanded. */
function cardOf(intent: Stripe.PaymentIntent): {
  cardBrand: string | null;
  cardLast4: string | null;
} {
  const charge = intent.latest_charge;
  const card =
    charge !== null && typeof charge === 'object' ? charge.payment_method_details?.card : null;
  return { cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null };
}

function clientSecretOf(intent: Stripe.PaymentIntent): string {
  // Always present when the PaymentIntent is read with the secret key.
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
  return intent.client_secret;
}

/**
 * What a PaymentIntent's state means for the order. `afterConfirm`: the browser has tried,
 * so a PaymentIntent back to requires_payment_method with an error was refused by the bank;
 * before paying again the same state just waits for (another) card.
 */
function resultOf(intent: Stripe.PaymentIntent, afterConfirm: boolean): PaymentResult {
  switch (intent.status) {
    case 'succeeded':
      return { kind: 'succeeded', reference: intent.id, ...cardOf(intent) };
    case 'requires_payment_method':
      if (afterConfirm && intent.last_payment_error) {
        return {
          kind: 'declined',
          reason: declineReasonOf(intent.last_payment_error),
          reference: intent.id,
        };
      }
      return {
        kind: 'requires-action',
        reference: intent.id,
        clientSecret: clientSecretOf(intent),
      };
    case 'requires_confirmation':
    case 'requires_action':
      return {
        kind: 'requires-action',
        reference: intent.id,
        clientSecret: clientSecretOf(intent),
      };
    case 'canceled':
      // Only status() meets this: pay() replaces a cancelled PaymentIntent.
      return { kind: 'declined', reason: 'card_declined', reference: intent.id };
    default:
      // processing, requires_capture (not used) or a state added later: the webhook will tell.
      return { kind: 'processing', reference: intent.id };
  }
}

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    ...apiLocation(config.apiUrl),
  });

  const retrieve = (reference: string) =>
    callStripe('reading the PaymentIntent', () =>
      stripe.paymentIntents.retrieve(reference, { expand: ['latest_charge'] }),
    );

  /**
   * The key makes a repeated call (a retry, a second click, a crash before the reference was
   * saved) return the same PaymentIntent instead of a second one. A replacement for a
   * cancelled PaymentIntent gets its own key, or Stripe would replay the cancelled one.
   */
  const create = (order: PayableOrder, replacing: string | null) =>
    callStripe('creating the PaymentIntent', () =>
      stripe.paymentIntents.create(
        {
          amount: order.totalCents,
          currency: CURRENCY,
          allowed_payment_method_types: PAYMENT_METHOD_TYPES,
          metadata: { orderId: order.id, orderNumber: order.number },
        },
        {
          idempotencyKey: [
            'vetrina-order',
            order.id,
            order.totalCents,
            ...(replacing ? ['replacing', replacing] : []),
          ].join('-'),
        },
      ),
    );

  return {
    kind: 'stripe',
    publishableKey: config.publishableKey,

    async pay(order) {
      if (order.paymentReference === null) return resultOf(await create(order, null), false);
      const intent = await retrieve(order.paymentReference);
      if (intent.status === 'canceled') return resultOf(await create(order, intent.id), false);
      return resultOf(intent, false);
    },

    async status(reference) {
      return resultOf(await retrieve(reference), true);
    },

    async cancel(reference) {
      try {
        await callStripe('cancelling the PaymentIntent', () =>
          stripe.paymentIntents.cancel(reference),
        );
      } catch (error) {
        // Already succeeded or already cancelled: there is nothing left to stop.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          return;
        }
        throw error;
      }
    },

    async refund(reference, amountCents, idempotencyKey) {
      try {
        const refund = await callStripe('creating the refund', () =>
          stripe.refunds.create(
            { payment_intent: reference, amount: amountCents },
            { idempotencyKey },
          ),
        );
        return refund.id;
      } catch (error) {
        // Stripe said no (already refunded, more than the charge, ...): nothing moved.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new RefundRefusedError(`Stripe refused the refund: ${error.message}`, {
            cause: error,
          });
        }
        throw error;
      }
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new InvalidWebhookSignatureError('Missing Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new InvalidWebhookSignatureError(error.message);
        }
        // Signed by Stripe but not an event this SDK can read: refused the same way.
        throw new InvalidWebhookSignatureError('Unreadable webhook body');
      }
      switch (event.type) {
        case 'payment_intent.succeeded': {
          const intent = event.data.object;
          return {
            id: event.id,
            kind: 'succeeded',
            reference: intent.id,
            orderId: intent.metadata?.orderId ?? null,
            amountCents: intent.amount_received,
            // Events carry latest_charge as an id: the card is null here unless expanded.
            ...cardOf(intent),
          };
        }
        case 'payment_intent.payment_failed': {
          const intent = event.data.object;
          return {
            id: event.id,
            kind: 'failed',
            reference: intent.id,
            orderId: intent.metadata?.orderId ?? null,
            reason: declineReasonOf(intent.last_payment_error),
          };
        }
        case 'payment_intent.canceled': {
          const intent = event.data.object;
          return {
            id: event.id,
            kind: 'canceled',
            reference: intent.id,
            orderId: intent.metadata?.orderId ?? null,
          };
        }
        default:
          return { id: event.id, kind: 'ignored' };
      }
    },
  };
}
