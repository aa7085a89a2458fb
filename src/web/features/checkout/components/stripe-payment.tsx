import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef } from 'react';
import { CHECKOUT_PAYMENT_MESSAGES } from '../../../../domain/checkout/checkout.messages';
import { useCheckoutSessionStore, type StripePaymentHandle } from '../checkout-session.store';
import { stripeRefusalOf, StripePaymentElement } from './stripe-element';

/**
 * Stripe's Payment Element on the payment step (its own chunk, imported only in Stripe mode),
 * in deferred-intent mode: the PaymentIntent is made by the server when the order is submitted,
 * and confirmed here with the element's data (3-D Secure included).
 */
export default function StripePayment({
  publishableKey,
  amountCents,
}: {
  publishableKey: string;
  amountCents: number;
}) {
  const elementsRef = useRef<StripeElements | null>(null);
  const amountRef = useRef(amountCents);

  // Declared first: the amount is current when the element is created, and follows a new total.
  useEffect(() => {
    amountRef.current = amountCents;
    void elementsRef.current?.update({ amount: amountCents });
  }, [amountCents]);

  useEffect(
    () => () => {
      elementsRef.current = null;
      useCheckoutSessionStore.setState({ stripe: null, stripeComplete: false });
    },
    [],
  );

  const createElements = (stripe: Stripe) => {
    const elements = stripe.elements({
      mode: 'payment',
      amount: amountRef.current,
      currency: 'eur',
      // Cards only, as the server's PaymentIntent (decision 018).
      allowedPaymentMethodTypes: ['card'],
      locale: 'it',
    });
    elementsRef.current = elements;
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
        return error ? { ok: false, ...stripeRefusalOf(error) } : { ok: true };
      },
    };
    useCheckoutSessionStore.setState({ stripe: handle });
    return elements;
  };

  return (
    <StripePaymentElement
      publishableKey={publishableKey}
      createElements={createElements}
      onComplete={(complete) => useCheckoutSessionStore.setState({ stripeComplete: complete })}
    />
  );
}
