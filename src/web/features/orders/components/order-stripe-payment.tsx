import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_PAYMENT_MESSAGES,
} from '../../../../domain/checkout/checkout.messages';
import { ERROR_MESSAGES } from '../../../../domain/messages';
import { formatEuro } from '../../../../domain/money';
import { ORDER_PAGE_MESSAGES } from '../../../../domain/orders/order.messages';
import type { Order } from '../../../../domain/orders/order.schema';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { isApiError } from '../../../lib/api-client';
import { stripeRefusalOf, StripePaymentElement } from '../../checkout/components/stripe-element';
import { usePayOrder } from '../api/pay-order';
import { useRefreshOrderPayment } from '../api/refresh-order-payment';
import { orderPath } from '../order-path';
import { describePaymentFailure } from '../payment-failure';

function failureText(error: unknown): string {
  return describePaymentFailure(error).message ?? ERROR_MESSAGES.internal;
}

/**
 * Paying an unpaid order again in Stripe mode (its own chunk, imported only then). The server is
 * asked for the order's PaymentIntent first, which holds the stock again (or says a product ran
 * out); the Payment Element is made for it, "Paga …" confirms it with Stripe.js (3-D Secure
 * included), and the server then reads the outcome from Stripe. The order's cached copy follows
 * each answer; `onPaid` tells the page the order is paid.
 */
export default function OrderStripePayment({
  order,
  publishableKey,
  onPaid,
}: {
  order: Order;
  publishableKey: string;
  onPaid: () => void;
}) {
  const intent = usePayOrder(order.number);
  const { mutateAsync: requestIntent } = intent;
  const { mutateAsync: refreshPayment } = useRefreshOrderPayment(order.number);
  const loaded = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  // Set at once, before React renders the disabled button: a double click confirms once.
  const confirmingRef = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  const askForPayment = useCallback(() => {
    requestIntent({ provider: 'stripe' }).then(
      // Paid meanwhile (the webhook came first): nothing left to pay.
      (answer) => {
        if (answer.order.status === 'paid') onPaid();
      },
      // Shown from the mutation's error.
      () => undefined,
    );
  }, [requestIntent, onPaid]);

  // Asked once per visit of the page, not again when it renders (nor by StrictMode's rerun).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    askForPayment();
  }, [askForPayment]);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirmingRef.current) return;
    const current = loaded.current;
    if (!current) {
      setRefusal(CHECKOUT_PAYMENT_MESSAGES.paymentIncomplete);
      return;
    }
    confirmingRef.current = true;
    setConfirming(true);
    setRefusal(null);
    try {
      const { error } = await current.stripe.confirmPayment({
        elements: current.elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}${orderPath(order.number)}` },
      });
      if (error) {
        setRefusal(stripeRefusalOf(error).message);
        return;
      }
      const refreshed = await refreshPayment();
      if (refreshed.status === 'paid') onPaid();
      // Confirmed, but Stripe has not settled it yet: the webhook will.
      else if (refreshed.status === 'pending_payment') setProcessing(true);
    } catch (error) {
      setRefusal(failureText(error));
    } finally {
      confirmingRef.current = false;
      setConfirming(false);
    }
  }

  if (intent.isError) {
    // A product ran out, or the order is no longer payable: asking again would not help.
    const final = isApiError(intent.error) && intent.error.code === 'failed-precondition';
    return (
      <div className="form">
        <p className="form-error" role="alert">
          {failureText(intent.error)}
        </p>
        {final ? null : (
          <div>
            <button type="button" className="button button--primary" onClick={askForPayment}>
              {ORDER_PAGE_MESSAGES.retry}
            </button>
          </div>
        )}
      </div>
    );
  }
  if (!intent.isSuccess) return <LoadingStatus label={CHECKOUT_PAYMENT_MESSAGES.loading} />;

  const clientSecret = intent.data.stripe?.clientSecret ?? null;
  if (processing || clientSecret === null) {
    // Nothing to confirm: paid (the page shows it) or still being verified by Stripe.
    return intent.data.order.status === 'paid' ? null : (
      <p role="status">{CHECKOUT_MESSAGES.paymentPending}</p>
    );
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void confirm(event)}>
      <StripePaymentElement
        key={clientSecret}
        publishableKey={publishableKey}
        createElements={(stripe) => {
          const elements = stripe.elements({ clientSecret, locale: 'it' });
          loaded.current = { stripe, elements };
          return elements;
        }}
      />
      {refusal ? (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={confirming}
          aria-busy={confirming || undefined}
        >
          {confirming
            ? ORDER_PAGE_MESSAGES.paying
            : ORDER_PAGE_MESSAGES.pay(formatEuro(order.totalCents))}
        </button>
      </div>
    </form>
  );
}
