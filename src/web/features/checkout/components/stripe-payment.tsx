import type { StripeElements, StripePaymentElement } from '@stripe/stripe-js';
// The pure entry: Stripe.js is fetched when loadStripe is called, not when this chunk loads.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import { CHECKOUT_PAYMENT_MESSAGES } from '../../../../domain/checkout/checkout.messages';
import { cardFailureMessage } from '../../../../domain/orders/order.messages';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { isCardDecline } from '../checkout-failure';
import { useCheckoutSessionStore, type StripePaymentHandle } from '../checkout-session.store';
import { StepAlert } from './checkout-field';

/**
 * Stripe's Payment Element (its own chunk, imported only in Stripe mode on the payment step).
 * Stripe.js is loaded with the publishable key and the element is mounted in deferred-intent
 * mode: the PaymentIntent is made by the server when the order is submitted, and confirmed here
 * with the element's data (3-D Secure included). The card data never touches the shop.
 */
export default function StripePayment({
  publishableKey,
  amountCents,
}: {
  publishableKey: string;
  amountCents: number;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const elementsRef = useRef<StripeElements | null>(null);
  const amountRef = useRef(amountCents);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  // Declared first: the amount is current when the element is created, and follows a new total.
  useEffect(() => {
    amountRef.current = amountCents;
    void elementsRef.current?.update({ amount: amountCents });
  }, [amountCents]);

  useEffect(() => {
    let active = true;
    let element: StripePaymentElement | null = null;
    loadStripe(publishableKey).then(
      (stripe) => {
        const container = containerRef.current;
        if (!active) return;
        if (!stripe || !container) {
          setStatus('failed');
          return;
        }
        const elements = stripe.elements({
          mode: 'payment',
          amount: amountRef.current,
          currency: 'eur',
          // Cards only, as the server's PaymentIntent (decision 018).
          allowedPaymentMethodTypes: ['card'],
          locale: 'it',
        });
        elementsRef.current = elements;
        element = elements.create('payment');
        element.on('ready', () => {
          if (active) setStatus('ready');
        });
        element.on('change', (event) => {
          useCheckoutSessionStore.setState({ stripeComplete: event.complete });
        });
        element.on('loaderror', () => {
          if (active) setStatus('failed');
        });
        element.mount(container);
        const handle: StripePaymentHandle = {
          async submit() {
            const { error } = await elements.submit();
            return error ? (error.message ?? CHECKOUT_PAYMENT_MESSAGES.paymentIncomplete) : null;
          },
          async confirm(clientSecret, returnUrl) {
            const { error } = await stripe.confirmPayment({
              elements,
              clientSecret,
              redirect: 'if_required',
              confirmParams: { return_url: returnUrl },
            });
            if (!error) return { ok: true };
            const code = error.decline_code ?? error.code ?? null;
            const message = isCardDecline(code)
              ? cardFailureMessage(code, 'other')
              : (error.message ?? CHECKOUT_PAYMENT_MESSAGES.paymentIncomplete);
            return { ok: false, code, message };
          },
        };
        useCheckoutSessionStore.setState({ stripe: handle });
      },
      () => {
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
      element?.destroy();
      elementsRef.current = null;
      useCheckoutSessionStore.setState({ stripe: null, stripeComplete: false });
    };
  }, [publishableKey]);

  return (
    <div className="checkout-stripe">
      {status === 'loading' ? <LoadingStatus label={CHECKOUT_PAYMENT_MESSAGES.loading} /> : null}
      {status === 'failed' ? (
        <StepAlert message={CHECKOUT_PAYMENT_MESSAGES.stripeLoadFailed} />
      ) : null}
      <div ref={containerRef} className="checkout-stripe__element" />
    </div>
  );
}
