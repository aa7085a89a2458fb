import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CHECKOUT_PAYMENT_MESSAGES,
  CHECKOUT_STEP_MESSAGES,
} from '../../../../domain/checkout/checkout.messages';
import type { CardFieldMessages } from '../../../../domain/orders/order.messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { usePaymentConfig } from '../api/get-payment-config';
import { fieldErrorsUnder } from '../checkout-failure';
import {
  clearStepNotice,
  setCard,
  useCheckoutSessionStore,
  useStepNotice,
} from '../checkout-session.store';
import { useCheckoutSummary } from '../use-checkout-summary';
import { useExpireOnUnauthenticated } from '../use-session-expiry';
import { CardFields, TestModeNotice, useCardFieldErrors } from './card-fields';
import { StepAlert } from './checkout-field';
import { StepActions, StepForm } from './step-form';
import { StepHeading } from './step-heading';

// Its own chunk: Stripe.js is loaded only in Stripe mode, and only from this step on.
const StripePayment = lazy(() => import('./stripe-payment'));

const CARD_ID_PREFIX = 'checkout-card';

/**
 * Step 3: the test provider's card form (with its "Modalità di prova" badge), or Stripe's
 * Payment Element. Stays mounted, hidden, on the review step in Stripe mode: the review's
 * submit confirms the payment with the element the customer filled in.
 */
export function PaymentStep({
  userId,
  headingId,
  focusOnMount,
  hidden,
  onBack,
  onDone,
}: {
  userId: string;
  headingId: string;
  focusOnMount: boolean;
  hidden: boolean;
  onBack: () => void;
  onDone: () => void;
}) {
  const config = usePaymentConfig();
  useExpireOnUnauthenticated(config.error, 3);
  const provider = config.data?.provider ?? null;
  const notice = useStepNotice(3);
  const card = useCheckoutSessionStore((state) => state.card);
  const stripe = useCheckoutSessionStore((state) => state.stripe);
  const summary = useCheckoutSummary(userId, provider === 'stripe');
  // Sent back with the server's card errors: they show until the next submit.
  const [serverErrors] = useState<CardFieldMessages>(() =>
    notice ? fieldErrorsUnder(notice.fields, 'card.') : {},
  );
  const cardErrors = useCardFieldErrors(card, CARD_ID_PREFIX, serverErrors);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !provider) return;
    clearStepNotice();
    setFailure(null);
    if (provider === 'test') {
      if (cardErrors.checkOnSubmit()) onDone();
      return;
    }
    if (!stripe) {
      setFailure(CHECKOUT_PAYMENT_MESSAGES.paymentIncomplete);
      return;
    }
    setBusy(true);
    try {
      const incomplete = await stripe.submit();
      if (incomplete) setFailure(incomplete);
      else onDone();
    } finally {
      setBusy(false);
    }
  };

  const message = failure ?? notice?.message ?? null;
  const total = summary.state.status === 'ready' ? summary.state.summary.totalCents : null;
  // Once mounted, the Payment Element stays while the summary is read again (an order placed,
  // a new total): it holds what the customer entered.
  const [amountCents, setAmountCents] = useState<number | null>(null);
  if (total !== null && total !== amountCents) setAmountCents(total);

  return (
    <StepForm headingId={headingId} hidden={hidden} onSubmit={onSubmit}>
      {/* Hidden on the review step, where the submit is: no heading to focus then. */}
      {hidden ? null : <StepHeading id={headingId} step={3} focusOnMount={focusOnMount} />}
      {config.isPending ? <LoadingStatus label={CHECKOUT_PAYMENT_MESSAGES.loading} /> : null}
      {config.error && !hidden ? <StepAlert message={config.error.message} /> : null}

      {provider === 'test' ? (
        <>
          <TestModeNotice />
          <StepAlert message={message}>
            {notice?.link === 'orders' ? (
              <Link to={APP_ROUTES.orders.path}>{CHECKOUT_STEP_MESSAGES.toOrders}</Link>
            ) : null}
          </StepAlert>
          <CardFields
            idPrefix={CARD_ID_PREFIX}
            card={card}
            errors={cardErrors.errors}
            note={CHECKOUT_PAYMENT_MESSAGES.cardKeptHint}
            onChange={setCard}
          />
        </>
      ) : null}

      {provider === 'stripe' ? (
        <>
          <StepAlert message={hidden ? null : message}>
            {notice?.link === 'orders' ? (
              <Link to={APP_ROUTES.orders.path}>{CHECKOUT_STEP_MESSAGES.toOrders}</Link>
            ) : null}
          </StepAlert>
          <fieldset className="checkout-fieldset">
            <legend className="checkout-fieldset__legend">
              {CHECKOUT_PAYMENT_MESSAGES.stripeLegend}
            </legend>
            {config.data?.publishableKey && amountCents !== null ? (
              <Suspense fallback={<LoadingStatus label={CHECKOUT_PAYMENT_MESSAGES.loading} />}>
                <StripePayment
                  publishableKey={config.data.publishableKey}
                  amountCents={amountCents}
                />
              </Suspense>
            ) : summary.state.status === 'error' ? null : (
              <LoadingStatus label={CHECKOUT_PAYMENT_MESSAGES.loading} />
            )}
          </fieldset>
        </>
      ) : null}

      {hidden ? null : (
        <StepActions
          onBack={onBack}
          busy={busy}
          disabled={busy || !provider}
          label={CHECKOUT_STEP_MESSAGES.toReview}
        />
      )}
    </StepForm>
  );
}
