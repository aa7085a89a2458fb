import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_STEP_MESSAGES,
} from '../../../../domain/checkout/checkout.messages';
import type { Order } from '../../../../domain/orders/order.schema';
import { APP_ROUTES } from '../../../../domain/routes';
import { LoadingStatus } from '../../../components/ui/loading-status';
import '../../../styles/checkout.css';
import { useCurrentUser } from '../../auth/api/get-session';
import { notify } from '../../notifications/notifications.store';
import { ORDERS_QUERY_KEY } from '../../orders/api/get-orders';
import { orderPath } from '../../orders/order-path';
import { usePaymentConfig } from '../api/get-payment-config';
import { reloadCart, useCheckoutCart } from '../checkout-cart';
import {
  clearStepNotice,
  resetCheckoutSession,
  useCheckoutSessionStore,
} from '../checkout-session.store';
import {
  checkoutPathFor,
  firstIncompleteStep,
  parseStep,
  reachableStep,
  type CheckoutStep,
} from '../checkout-steps';
import { finishCheckout, openCheckout, useCheckoutStore } from '../checkout.store';
import { AddressStep } from './address-step';
import { isCardComplete } from './card-fields';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';
import { StepIndicator } from './step-indicator';

const headingIdOf = (step: CheckoutStep) => `checkout-step-title-${step}`;

/**
 * /checkout: address → shipping → payment → review, the step in the URL (`?step=N`). A step
 * whose earlier steps are not done sends the customer to the first one that is not. Once the
 * order is paid the draft and the key are dropped, the cart is read again from the server and
 * the customer lands on the order's page.
 */
export function CheckoutFlow() {
  const user = useCurrentUser();
  const userId = user?.id ?? null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const loadedFor = useCheckoutStore((state) => state.userId);
  const draft = useCheckoutStore((state) => state.draft);
  const orderNumber = useCheckoutStore((state) => state.order?.orderNumber ?? null);
  const card = useCheckoutSessionStore((state) => state.card);
  const stripeComplete = useCheckoutSessionStore((state) => state.stripeComplete);
  const config = usePaymentConfig();
  const cart = useCheckoutCart(userId);
  /** The customer moved between steps here (the new step's title takes the focus). */
  const [navigated, setNavigated] = useState(false);
  const [done, setDone] = useState(false);
  const [cartFoundEmpty, setCartFoundEmpty] = useState(false);

  useEffect(() => {
    if (userId) openCheckout(userId);
  }, [userId]);

  // The card lives as long as the page: leaving it forgets the card.
  useEffect(() => () => resetCheckoutSession(), []);

  const ready = userId !== null && loadedFor === userId;
  const paymentReady = stripeComplete || isCardComplete(card, new Date());
  const step = reachableStep(
    parseStep(searchParams.get('step')),
    firstIncompleteStep(draft, paymentReady),
  );

  useEffect(() => {
    if (!ready || done) return;
    if (searchParams.get('step') !== String(step)) {
      void navigate(checkoutPathFor(step), { replace: true });
    }
  }, [ready, done, step, searchParams, navigate]);

  // A failure's message belongs to the step it was shown on: gone once the customer moves on.
  useEffect(() => {
    const notice = useCheckoutSessionStore.getState().notice;
    if (notice && notice.step !== step) clearStepNotice();
  }, [step]);

  const goToStep = useCallback(
    (next: CheckoutStep) => {
      setNavigated(true);
      void navigate(checkoutPathFor(next));
    },
    [navigate],
  );

  const complete = useCallback(
    (order: Order, processing: boolean) => {
      setDone(true);
      finishCheckout();
      resetCheckoutSession();
      // The bought lines left the stored cart.
      void reloadCart();
      // The order page thanks the customer (?placed=1); a payment still being verified is said
      // here, since the page then shows the order as unpaid.
      if (processing) notify(CHECKOUT_MESSAGES.paymentPending, { kind: 'info' });
      // The orders list gains this order; the order page thanks the customer (?placed=1).
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      void navigate(`${orderPath(order.number)}?placed=1`, { replace: true });
    },
    [navigate, queryClient],
  );
  const onPaid = useCallback((order: Order) => complete(order, false), [complete]);
  const onProcessing = useCallback((order: Order) => complete(order, true), [complete]);
  const onEmptyCart = useCallback(() => {
    setCartFoundEmpty(true);
    void reloadCart();
  }, []);

  if (!ready || done) return <LoadingStatus />;
  // An unpaid order of this checkout holds the lines the cart no longer has.
  if (cartFoundEmpty || (cart.empty && orderNumber === null)) return <CheckoutEmptyCart />;

  const provider = config.data?.provider ?? null;
  const stepProps = (shown: CheckoutStep) => ({
    headingId: headingIdOf(shown),
    focusOnMount: navigated,
  });

  return (
    <div className="checkout">
      <StepIndicator current={step} onNavigate={() => setNavigated(true)} />
      {step === 1 ? <AddressStep {...stepProps(1)} onDone={() => goToStep(2)} /> : null}
      {step === 2 ? (
        <ShippingStep {...stepProps(2)} onBack={() => goToStep(1)} onDone={() => goToStep(3)} />
      ) : null}
      {/* In Stripe mode the Payment Element stays mounted (hidden) until the review submits. */}
      {step === 3 || (step === 4 && provider === 'stripe') ? (
        <PaymentStep
          {...stepProps(3)}
          userId={userId}
          hidden={step === 4}
          onBack={() => goToStep(2)}
          onDone={() => goToStep(4)}
        />
      ) : null}
      {step === 4 ? (
        <ReviewStep
          {...stepProps(4)}
          userId={userId}
          goToStep={goToStep}
          onPaid={onPaid}
          onProcessing={onProcessing}
          onEmptyCart={onEmptyCart}
        />
      ) : null}
    </div>
  );
}

function CheckoutEmptyCart() {
  return (
    <div className="checkout-empty" role="status">
      <p>{CHECKOUT_MESSAGES.emptyCart}</p>
      <Link className="button button--primary" to={APP_ROUTES.products.path}>
        {CHECKOUT_STEP_MESSAGES.toProducts}
      </Link>
    </div>
  );
}
