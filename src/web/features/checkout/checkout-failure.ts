import {
  CHECKOUT_MESSAGES,
  CHECKOUT_REVIEW_MESSAGES,
} from '../../../domain/checkout/checkout.messages';
import { paymentRefusalMessage } from '../../../domain/orders/order.messages';
import { isCardDecline } from '../../../domain/orders/test-card.rules';
import { ERROR_MESSAGES } from '../../../domain/messages';
import { isApiError } from '../../lib/api-client';
import type { CheckoutStep } from './checkout-steps';

/**
 * Why a checkout request failed, in the terms the page acts on, with its Italian text
 * (CHECKOUT_MESSAGES; a refused payment's as the order page says it, paymentRefusalMessage)
 * picked by the error's code and `details.reason`.
 */
export type CheckoutFailure =
  | { kind: 'session-expired' }
  | { kind: 'empty-cart'; message: string }
  /** The server lowered the cart to what is available. */
  | { kind: 'out-of-stock'; message: string }
  /** A new review shows the new total. */
  | { kind: 'price-changed'; message: string }
  /** The order stays unpaid; another card may be tried with the same key. */
  | { kind: 'card-declined'; message: string }
  /** The order stays unpaid; it can be paid later from /orders. */
  | { kind: 'provider-unavailable'; message: string }
  | { kind: 'not-payable'; message: string }
  /** Field errors by the request's path ('address.postalCode'), to show on `step`. */
  | { kind: 'fields'; step: CheckoutStep; fields: Record<string, string>; message: string | null }
  | { kind: 'other'; message: string };

/** The step a field of the place-order request belongs to. */
function stepOfField(path: string): CheckoutStep | null {
  if (path.startsWith('address.') || path.startsWith('invoice.')) return 1;
  if (path === 'shippingMethod') return 2;
  if (path.startsWith('card.')) return 3;
  return null;
}

function stockMessage(details: Readonly<Record<string, unknown>> | undefined): string {
  const name = typeof details?.productName === 'string' ? details.productName : null;
  const available = typeof details?.available === 'number' ? details.available : 0;
  if (!name) return CHECKOUT_REVIEW_MESSAGES.stockChanged;
  return available > 0
    ? CHECKOUT_MESSAGES.belowQuantity(name, available)
    : CHECKOUT_MESSAGES.outOfStock(name);
}

export function interpretCheckoutFailure(error: unknown): CheckoutFailure {
  if (!isApiError(error)) return { kind: 'other', message: ERROR_MESSAGES.internal };
  if (error.code === 'unauthenticated') return { kind: 'session-expired' };
  const reason = error.details?.reason;

  if (error.code === 'failed-precondition') {
    if (reason === 'empty-cart')
      return { kind: 'empty-cart', message: CHECKOUT_MESSAGES.emptyCart };
    if (reason === 'out-of-stock')
      return { kind: 'out-of-stock', message: stockMessage(error.details) };
    if (reason === 'price-changed')
      return { kind: 'price-changed', message: CHECKOUT_MESSAGES.priceChanged };
  }
  // A refused payment, in the same words as on the order page.
  const refusal = paymentRefusalMessage(reason);
  if (refusal !== null) {
    if (isCardDecline(reason)) return { kind: 'card-declined', message: refusal };
    if (reason === 'not-payable') return { kind: 'not-payable', message: refusal };
    if (reason === 'payment-provider') return { kind: 'provider-unavailable', message: refusal };
  }
  if (error.code === 'invalid-argument' && error.fields) {
    const steps = Object.keys(error.fields)
      .map(stepOfField)
      .filter((step): step is CheckoutStep => step !== null);
    if (steps.length > 0) {
      return {
        kind: 'fields',
        step: Math.min(...steps) as CheckoutStep,
        fields: { ...error.fields },
        message: null,
      };
    }
    // A field of no step (the provider changed, a stale key): the server's own Italian text.
    const [message] = Object.values(error.fields);
    if (message) return { kind: 'other', message };
  }
  // Any other refusal: the Italian text of its code (or of the failed connection).
  return { kind: 'other', message: error.message };
}

/** The field errors under `prefix` ('address.'), keyed by the field's own name. */
export function fieldErrorsUnder(
  fields: Readonly<Record<string, string>>,
  prefix: string,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    if (path.startsWith(prefix)) found[path.slice(prefix.length)] = message;
  }
  return found;
}
