import type { PayOrderRequest } from '../../../domain/checkout/checkout.schema';
import type { Order } from '../../../domain/orders/order.schema';
import { isApiError } from '../../lib/api-client';
import { cancelOrder } from '../orders/api/cancel-order';
import { payOrder } from '../orders/api/pay-order';
import { refreshOrderPayment } from '../orders/api/refresh-order-payment';
import { placeOrder } from './api/place-order';
import { reloadCart } from './checkout-cart';
import { orderFingerprint, type OrderChoices } from './checkout-draft';
import type { StripePaymentHandle } from './checkout-session.store';
import {
  forgetOrder,
  markOrderSent,
  rememberPlacedOrder,
  useCheckoutStore,
} from './checkout.store';

/**
 * Placing and paying the checkout's order, and letting go of an unpaid order the customer no
 * longer wants as it is. One idempotency key per checkout: a double click, a retry after a
 * refused card or a lost answer reach the same order, never a second one.
 */

let cancelling: Promise<void> | null = null;

/**
 * Cancels this checkout's unpaid order (its stock is released and its lines go back to the
 * cart, read again here) and drops its key: the next submit places a new order.
 */
export function cancelCheckoutOrder(): Promise<void> {
  const orderNumber = useCheckoutStore.getState().order?.orderNumber ?? null;
  if (orderNumber === null) {
    // Never sent, or sent without an answer: a new key, so new choices cannot meet an old order.
    forgetOrder();
    return Promise.resolve();
  }
  cancelling ??= (async () => {
    try {
      await cancelOrder(orderNumber);
    } catch (error) {
      // No longer unpaid, or gone: there is nothing left to cancel.
      const settled =
        isApiError(error) && (error.code === 'failed-precondition' || error.code === 'not-found');
      if (!settled) throw error;
    }
    forgetOrder();
    await reloadCart();
  })().finally(() => {
    cancelling = null;
  });
  return cancelling;
}

/**
 * When the address, method or invoice now differ from what the key was sent with, the unpaid
 * order they made is cancelled first.
 */
export function releaseChangedOrder(choices: OrderChoices | null): Promise<void> {
  const record = useCheckoutStore.getState().order;
  if (!record?.sentWith) return Promise.resolve();
  if (choices && record.sentWith === orderFingerprint(choices)) return Promise.resolve();
  return cancelCheckoutOrder();
}

export type PaymentMethod =
  | { provider: 'test'; card: { number: string; expiry: string; cvc: string } }
  | { provider: 'stripe'; stripe: StripePaymentHandle };

export interface SubmitOrderInput {
  choices: OrderChoices;
  /** The total the review showed: the server refuses the order if it is no longer so. */
  expectedTotalCents: number;
  payment: PaymentMethod;
  /** Where Stripe sends the customer back after a redirect (3-D Secure, wallets). */
  returnUrlFor: (orderNumber: string) => string;
}

export type SubmitOrderOutcome =
  | { kind: 'paid'; order: Order }
  /** Paid with Stripe, but the payment is still being confirmed. */
  | { kind: 'processing'; order: Order }
  /** Stripe.js refused the payment data or the card; the order stays unpaid. */
  | { kind: 'stripe-refused'; code: string | null; message: string };

/**
 * Places the order (or reaches the one this checkout's key already made) and pays it. API
 * failures are thrown as they come (interpretCheckoutFailure reads them).
 */
export async function submitOrder(input: SubmitOrderInput): Promise<SubmitOrderOutcome> {
  const { choices, payment } = input;
  await releaseChangedOrder(choices);

  if (payment.provider === 'stripe') {
    // Stripe asks for the Payment Element's own checks before any intent is made.
    const incomplete = await payment.stripe.submit();
    if (incomplete) return { kind: 'stripe-refused', code: null, message: incomplete };
  }

  const record = markOrderSent(orderFingerprint(choices));
  const placed = await placeOrder({
    idempotencyKey: record.idempotencyKey,
    address: choices.address,
    shippingMethod: choices.shippingMethod,
    invoice: choices.invoice,
    expectedTotalCents: input.expectedTotalCents,
  });
  rememberPlacedOrder(placed.number);
  // Its lines have left the stored cart: the cart badge and panel follow.
  void reloadCart();
  // An earlier attempt whose answer was lost may have paid it already.
  if (placed.status === 'paid') return { kind: 'paid', order: placed };

  const request: PayOrderRequest =
    payment.provider === 'test' ? { provider: 'test', card: payment.card } : { provider: 'stripe' };
  const paid = await payOrder(placed.number, request);
  if (paid.order.status === 'paid') return { kind: 'paid', order: paid.order };
  if (payment.provider === 'test' || !paid.stripe) return { kind: 'processing', order: paid.order };

  const confirmed = await payment.stripe.confirm(
    paid.stripe.clientSecret,
    input.returnUrlFor(placed.number),
  );
  if (!confirmed.ok)
    return { kind: 'stripe-refused', code: confirmed.code, message: confirmed.message };
  const order = await refreshOrderPayment(placed.number);
  return order.status === 'paid' ? { kind: 'paid', order } : { kind: 'processing', order };
}
