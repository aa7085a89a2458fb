import type { CardDecline } from '../../../domain/orders/test-card.rules';
import type { PaymentProviderKind } from '../../../domain/orders/order.schema';

/**
 * The one interface checkout pays through (decision 018): Stripe when STRIPE_SECRET_KEY is set,
 * else the built-in test provider. The orders service decides what a result means for the
 * order; a provider only talks to the payment system and never touches the database.
 */

/** What a provider needs to know about the order it charges. */
export interface PayableOrder {
  id: string;
  number: string;
  totalCents: number;
  email: string;
  /** The provider's payment already started for this order, if any (a PaymentIntent id). */
  paymentReference: string | null;
}

/** The test provider's card as typed; Stripe never sees one (Stripe.js sends it to Stripe). */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

export type PaymentResult =
  /** Money taken: the order is paid. */
  | {
      kind: 'succeeded';
      reference: string;
      cardBrand: string | null;
      cardLast4: string | null;
    }
  /** The card or bank said no; the order stays unpaid and may be paid again. */
  | { kind: 'declined'; reason: CardDecline; reference: string | null }
  /** The card form is wrong (test provider): per field, the Italian text. */
  | { kind: 'invalid-card'; fields: Record<'number' | 'expiry' | 'cvc', string | undefined> }
  /** Stripe: the browser must confirm (card details, 3-D Secure) with this client secret. */
  | { kind: 'requires-action'; reference: string; clientSecret: string }
  /** Stripe: confirmed, the bank has not answered yet; a webhook will tell. */
  | { kind: 'processing'; reference: string };

/** The provider could not be reached or failed: the order stays "in attesa di pagamento". */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** The provider refused a refund (already refunded, more than was paid, ...): nothing moved. */
export class RefundRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RefundRefusedError';
  }
}

/** A verified provider event about a payment (Stripe webhooks). */
export type PaymentEvent =
  | {
      id: string;
      kind: 'succeeded';
      reference: string;
      orderId: string | null;
      amountCents: number;
      cardBrand: string | null;
      cardLast4: string | null;
    }
  | { id: string; kind: 'failed'; reference: string; orderId: string | null; reason: CardDecline }
  | { id: string; kind: 'canceled'; reference: string; orderId: string | null }
  /** Any other event type: acknowledged and ignored. */
  | { id: string; kind: 'ignored' };

/** The webhook's signature did not verify: answered 400, nothing done. */
export class InvalidWebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'InvalidWebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** Stripe's publishable key for the browser; null for the test provider. */
  readonly publishableKey: string | null;
  /**
   * Starts (or continues) the payment of an order. Called again for the same order it never
   * charges twice: Stripe reuses the order's PaymentIntent (and creates it with an idempotency
   * key), the test provider's caller holds the order row locked. `card` only for the test
   * provider. Throws PaymentProviderUnavailableError when the provider cannot be reached.
   */
  pay(order: PayableOrder, card: CardDetails | null): Promise<PaymentResult>;
  /** The current state of a started payment, read from the provider (after the browser confirmed). */
  status(reference: string): Promise<PaymentResult>;
  /** Stops a payment that may no longer complete (its stock was released). Best effort. */
  cancel(reference: string): Promise<void>;
  /**
   * Gives `amountCents` of a succeeded payment back to the customer's card and returns the
   * provider's id of the refund. Called again with the same key it refunds once (Stripe's
   * idempotency key). Throws PaymentProviderUnavailableError when the provider cannot be
   * reached, RefundRefusedError when it says no.
   */
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<string>;
  /** Verifies and reads a webhook call; throws InvalidWebhookSignatureError. Stripe only. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}
