import { lazy, Suspense, useMemo, useState } from 'react';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_PAYMENT_MESSAGES,
} from '../../../../domain/checkout/checkout.messages';
import { formatEuro } from '../../../../domain/money';
import {
  formatOrderTime,
  ORDER_MESSAGES,
  ORDER_PAGE_MESSAGES,
} from '../../../../domain/orders/order.messages';
import type { Order } from '../../../../domain/orders/order.schema';
import type { TestCardInput } from '../../../../domain/orders/test-card.rules';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { isApiError } from '../../../lib/api-client';
import type { useCancelOrder } from '../api/cancel-order';
import { usePaymentConfig } from '../../checkout/api/get-payment-config';
import type { usePayOrder } from '../api/pay-order';
import { PAYMENT_SECTION_ID } from '../order-path';
import { describePaymentFailure } from '../payment-failure';
import { TestCardForm } from './test-card-form';

// Its own chunk: Stripe.js is loaded only in Stripe mode.
const OrderStripePayment = lazy(() => import('./order-stripe-payment'));

const TITLE_ID = 'order-payment-title';

/** "Annulla ordine", asked twice: the first press asks for a confirmation in place. */
function CancelOrder({
  cancel,
  onConfirm,
}: {
  cancel: ReturnType<typeof useCancelOrder>;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const refused =
    cancel.isError && isApiError(cancel.error) && cancel.error.code === 'failed-precondition';
  return (
    <div className="order-payment__cancel">
      {confirming ? (
        <div
          className="order-payment__confirm"
          role="group"
          aria-label={ORDER_PAGE_MESSAGES.cancelOrder}
        >
          <p>{ORDER_PAGE_MESSAGES.cancelConfirm}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={cancel.isPending}
            onClick={onConfirm}
          >
            {cancel.isPending
              ? ORDER_PAGE_MESSAGES.cancelling
              : ORDER_PAGE_MESSAGES.cancelConfirmYes}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={cancel.isPending}
            onClick={() => setConfirming(false)}
          >
            {ORDER_PAGE_MESSAGES.cancelConfirmNo}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          {ORDER_PAGE_MESSAGES.cancelOrder}
        </button>
      )}
      {cancel.isError ? (
        <p className="form-error" role="alert">
          {refused ? ORDER_MESSAGES.notPayable : cancel.error.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * An order waiting for payment: pay it again with the card (the test provider's form, or
 * Stripe's Payment Element) or cancel it. The test payment and the cancel are the order page's
 * mutations; the page stays on screen when they succeed.
 */
export function OrderPayment({
  order,
  pay,
  cancel,
  onPay,
  onPaid,
  onCancel,
}: {
  order: Order;
  pay: ReturnType<typeof usePayOrder>;
  cancel: ReturnType<typeof useCancelOrder>;
  onPay: (card: TestCardInput) => void;
  /** Paid with Stripe. */
  onPaid: () => void;
  onCancel: () => void;
}) {
  const config = usePaymentConfig();
  // One object per refusal: the card form focuses the first field the server found wrong.
  const failure = useMemo(
    () => (pay.error ? describePaymentFailure(pay.error) : null),
    [pay.error],
  );

  return (
    <section
      id={PAYMENT_SECTION_ID}
      className="order-section order-payment"
      aria-labelledby={TITLE_ID}
      tabIndex={-1}
    >
      <h2 id={TITLE_ID}>{ORDER_PAGE_MESSAGES.payTitle}</h2>
      <p>{ORDER_PAGE_MESSAGES.payIntro}</p>
      <p className="order-payment__reservation">
        {order.reservedUntil
          ? ORDER_PAGE_MESSAGES.reservedUntil(formatOrderTime(order.reservedUntil))
          : CHECKOUT_MESSAGES.reservationExpired}
      </p>
      {config.isPending ? (
        <LoadingStatus />
      ) : config.isError ? (
        <p className="form-error" role="alert">
          {config.error.message}
        </p>
      ) : config.data.provider === 'test' ? (
        <TestCardForm
          submitLabel={ORDER_PAGE_MESSAGES.pay(formatEuro(order.totalCents))}
          busy={pay.isPending}
          serverErrors={failure?.fields}
          onSubmit={onPay}
        />
      ) : config.data.publishableKey ? (
        <Suspense fallback={<LoadingStatus label={CHECKOUT_PAYMENT_MESSAGES.loading} />}>
          <OrderStripePayment
            order={order}
            publishableKey={config.data.publishableKey}
            onPaid={onPaid}
          />
        </Suspense>
      ) : (
        <p>{ORDER_PAGE_MESSAGES.stripeUnavailableHere}</p>
      )}
      {failure?.message ? (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      ) : null}
      <CancelOrder cancel={cancel} onConfirm={onCancel} />
    </section>
  );
}
