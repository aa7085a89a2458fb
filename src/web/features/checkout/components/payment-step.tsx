import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_PAYMENT_MESSAGES,
  CHECKOUT_STEP_MESSAGES,
} from '../../../../domain/checkout/checkout.messages';
import { cardFailureMessage } from '../../../../domain/orders/order.messages';
import {
  cardBrandOf,
  checkTestCard,
  normalizeCardNumber,
  type TestCardInput,
} from '../../../../domain/orders/test-card.rules';
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
import { StepAlert, TextField } from './checkout-field';
import { StepHeading } from './step-heading';

// Its own chunk: Stripe.js is loaded only in Stripe mode, and only from this step on.
const StripePayment = lazy(() => import('./stripe-payment'));

type CardField = keyof TestCardInput;
const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];
type CardErrors = Partial<Record<CardField, string>>;

/** The card fields' problems, in the test provider's words (checkTestCard). */
export function cardErrorsOf(card: TestCardInput, now: Date): CardErrors {
  const failures = checkTestCard(card, now);
  const brand = cardBrandOf(normalizeCardNumber(card.number));
  const errors: CardErrors = {};
  for (const field of CARD_FIELDS) {
    const failure = failures[field];
    if (failure) errors[field] = cardFailureMessage(failure, brand);
  }
  return errors;
}

export function isCardComplete(card: TestCardInput, now: Date): boolean {
  return Object.keys(checkTestCard(card, now)).length === 0;
}

/** "1228" → "12/28" as it is typed: digits only, the slash after the month. */
export function formatExpiryInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

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
  const [initialErrors] = useState<CardErrors>(() =>
    notice ? fieldErrorsUnder(notice.fields, 'card.') : {},
  );
  const [errors, setErrors] = useState<CardErrors>(initialErrors);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});

  // Sent back with the server's card errors: straight to the first one.
  useEffect(() => {
    const first = CARD_FIELDS.find((field) => initialErrors[field]);
    if (first) inputs.current[first]?.focus();
  }, [initialErrors]);

  const change = (field: CardField, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    if (submitted) setErrors(cardErrorsOf(next, new Date()));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !provider) return;
    clearStepNotice();
    setFailure(null);
    if (provider === 'test') {
      setSubmitted(true);
      const found = cardErrorsOf(card, new Date());
      setErrors(found);
      const first = CARD_FIELDS.find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      else onDone();
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

  const text = (field: CardField) => ({
    id: `checkout-card-${field}`,
    name: `card-${field}`,
    value: card[field],
    error: errors[field],
  });

  const message = failure ?? notice?.message ?? null;
  const total = summary.state.status === 'ready' ? summary.state.summary.totalCents : null;
  // Once mounted, the Payment Element stays while the summary is read again (an order placed,
  // a new total): it holds what the customer entered.
  const [amountCents, setAmountCents] = useState<number | null>(null);
  if (total !== null && total !== amountCents) setAmountCents(total);

  return (
    <form
      className="checkout-step"
      aria-labelledby={headingId}
      hidden={hidden}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {/* Hidden on the review step, where the submit is: no heading to focus then. */}
      {hidden ? null : <StepHeading id={headingId} step={3} focusOnMount={focusOnMount} />}
      {config.isPending ? <LoadingStatus label={CHECKOUT_PAYMENT_MESSAGES.loading} /> : null}
      {config.error && !hidden ? <StepAlert message={config.error.message} /> : null}

      {provider === 'test' ? (
        <>
          <div className="checkout-test-mode">
            <p className="checkout-badge">{CHECKOUT_MESSAGES.testModeBadge}</p>
            <p className="checkout-muted">{CHECKOUT_MESSAGES.testModeHint}</p>
          </div>
          <StepAlert message={message}>
            {notice?.link === 'orders' ? (
              <Link to={APP_ROUTES.orders.path}>{CHECKOUT_STEP_MESSAGES.toOrders}</Link>
            ) : null}
          </StepAlert>
          <fieldset className="checkout-fieldset">
            <legend className="checkout-fieldset__legend">
              {CHECKOUT_PAYMENT_MESSAGES.cardLegend}
            </legend>
            <div className="checkout-grid checkout-grid--card">
              <TextField
                {...text('number')}
                inputRef={(element) => {
                  inputs.current.number = element;
                }}
                wide
                label={CHECKOUT_PAYMENT_MESSAGES.cardNumber}
                autoComplete="cc-number"
                inputMode="numeric"
                spellCheck={false}
                maxLength={23}
                required
                onChange={(event) =>
                  change('number', event.currentTarget.value.replace(/[^\d\s-]/g, ''))
                }
              />
              <TextField
                {...text('expiry')}
                inputRef={(element) => {
                  inputs.current.expiry = element;
                }}
                label={CHECKOUT_PAYMENT_MESSAGES.cardExpiry}
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder="MM/AA"
                maxLength={5}
                required
                onChange={(event) => change('expiry', formatExpiryInput(event.currentTarget.value))}
              />
              <TextField
                {...text('cvc')}
                inputRef={(element) => {
                  inputs.current.cvc = element;
                }}
                label={CHECKOUT_PAYMENT_MESSAGES.cardCvc}
                hint={CHECKOUT_PAYMENT_MESSAGES.cardCvcHint}
                autoComplete="cc-csc"
                inputMode="numeric"
                maxLength={4}
                required
                onChange={(event) =>
                  change('cvc', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))
                }
              />
            </div>
            <p className="checkout-muted">{CHECKOUT_PAYMENT_MESSAGES.cardKeptHint}</p>
          </fieldset>
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
        <div className="checkout-step__actions">
          <button type="button" className="button button--ghost" onClick={onBack}>
            {CHECKOUT_STEP_MESSAGES.back}
          </button>
          <button
            type="submit"
            className="button button--primary button--large"
            disabled={busy || !provider}
            aria-busy={busy || undefined}
          >
            {busy ? <span className="loading-status__spinner" aria-hidden="true" /> : null}
            {CHECKOUT_STEP_MESSAGES.toReview}
          </button>
        </div>
      )}
    </form>
  );
}
