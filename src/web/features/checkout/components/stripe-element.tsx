import type { Stripe, StripeElements, StripeError, StripePaymentElement } from '@stripe/stripe-js';
// The pure entry: Stripe.js is fetched when loadStripe is called, not when this module loads.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import { CHECKOUT_PAYMENT_MESSAGES } from '../../../../domain/checkout/checkout.messages';
import { paymentRefusalMessage } from '../../../../domain/orders/order.messages';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { StepAlert } from './checkout-field';

/**
 * Stripe's Payment Element, for the checkout's payment step and for paying an unpaid order
 * again on its page. Imported only by their lazily loaded Stripe components, so that nothing of
 * Stripe reaches the browser in test mode. The card data goes from Stripe's frames to Stripe,
 * never to the shop.
 */

/** A refusal of stripe.confirmPayment in the shop's words; Stripe's own (Italian) otherwise. */
export function stripeRefusalOf(error: StripeError): { code: string | null; message: string } {
  const code = error.decline_code ?? error.code ?? null;
  const message =
    paymentRefusalMessage(code) ?? error.message ?? CHECKOUT_PAYMENT_MESSAGES.paymentIncomplete;
  return { code, message };
}

/**
 * Loads Stripe.js with the publishable key and mounts the Payment Element of the group
 * `createElements` makes (the caller keeps Stripe and the group to confirm with). Loaded once
 * per key; the element goes when this component does.
 */
export function StripePaymentElement({
  publishableKey,
  createElements,
  onComplete,
}: {
  publishableKey: string;
  createElements: (stripe: Stripe) => StripeElements;
  /** The element says whether the customer's data is complete. */
  onComplete?: (complete: boolean) => void;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ createElements, onComplete });
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  // Declared first: the element is made with the caller's latest callbacks.
  useEffect(() => {
    callbacks.current = { createElements, onComplete };
  }, [createElements, onComplete]);

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
        element = callbacks.current.createElements(stripe).create('payment');
        element.on('ready', () => {
          if (active) setStatus('ready');
        });
        element.on('change', (event) => callbacks.current.onComplete?.(event.complete));
        element.on('loaderror', () => {
          if (active) setStatus('failed');
        });
        element.mount(container);
      },
      () => {
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
      element?.destroy();
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
