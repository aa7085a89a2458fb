import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CHECKOUT_ADDRESS_MESSAGES,
  CHECKOUT_MESSAGES,
  CHECKOUT_REVIEW_MESSAGES,
  CHECKOUT_STEP_MESSAGES,
} from '../../../../domain/checkout/checkout.messages';
import { provinceName } from '../../../../domain/checkout/provinces';
import {
  formatDeliveryRange,
  SHIPPING_METHOD_LABELS,
} from '../../../../domain/checkout/shipping.messages';
import { formatEuro } from '../../../../domain/money';
import type { Order } from '../../../../domain/orders/order.schema';
import { normalizeCardNumber } from '../../../../domain/orders/test-card.rules';
import { APP_ROUTES } from '../../../../domain/routes';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { PostalAddress } from '../../orders/components/postal-address';
import { usePaymentConfig } from '../api/get-payment-config';
import { reloadCart } from '../checkout-cart';
import type { OrderChoices } from '../checkout-draft';
import { interpretCheckoutFailure, type CheckoutFailure } from '../checkout-failure';
import { cancelCheckoutOrder, submitOrder, type PaymentMethod } from '../checkout-order';
import {
  clearStepNotice,
  showStepNotice,
  useCheckoutSessionStore,
  useStepNotice,
} from '../checkout-session.store';
import { checkoutPathFor, type CheckoutStep } from '../checkout-steps';
import { forgetOrder, useCheckoutStore } from '../checkout.store';
import { useCheckoutSummary, type CheckoutSummary } from '../use-checkout-summary';
import { useSessionExpiry } from '../use-session-expiry';
import { StepAlert } from './checkout-field';
import { formatShippingPrice } from './shipping-step';
import { StepForm } from './step-form';
import { StepHeading } from './step-heading';

/**
 * Step 4: what the order will be, as the server computes it (lines, shipping, total, the IVA
 * it contains, the expected delivery), the address, invoice and payment chosen, the withdrawal
 * notice, and the button that places the order and pays it (Codice del Consumo art. 51).
 */
export function ReviewStep({
  userId,
  headingId,
  focusOnMount,
  goToStep,
  onPaid,
  onProcessing,
  onEmptyCart,
}: {
  userId: string;
  headingId: string;
  focusOnMount: boolean;
  goToStep: (step: CheckoutStep) => void;
  onPaid: (order: Order) => void;
  onProcessing: (order: Order) => void;
  onEmptyCart: () => void;
}) {
  const { state, choices, refetch } = useCheckoutSummary(userId, true);
  const config = usePaymentConfig();
  const notice = useStepNotice(4);
  const card = useCheckoutSessionStore((session) => session.card);
  const expireSession = useSessionExpiry();
  const [submitting, setSubmitting] = useState(false);
  // Set at once, before React renders the disabled button: a double click places one order.
  const submittingRef = useRef(false);

  const loadError = state.status === 'error' ? state.error : null;
  const failure = loadError ? interpretCheckoutFailure(loadError) : null;
  useEffect(() => {
    if (!loadError) return;
    const refusal = interpretCheckoutFailure(loadError);
    if (refusal.kind === 'session-expired') expireSession(4);
    else if (refusal.kind === 'empty-cart') onEmptyCart();
    else if (refusal.kind === 'fields') {
      // The server refused the address or the method: back to that step, its fields marked.
      showStepNotice({ step: refusal.step, message: null, fields: refusal.fields });
      goToStep(refusal.step);
    }
  }, [loadError, expireSession, onEmptyCart, goToStep]);

  const paidOrder = state.status === 'paid' ? state.order : null;
  useEffect(() => {
    if (paidOrder) onPaid(paidOrder);
  }, [paidOrder, onPaid]);

  const provider = config.data?.provider ?? null;

  /** What the page does for each refusal of placing or paying the order. */
  const handleRefusal = async (refusal: CheckoutFailure) => {
    try {
      switch (refusal.kind) {
        case 'session-expired':
          expireSession(4);
          return;
        case 'empty-cart':
          onEmptyCart();
          return;
        case 'out-of-stock':
          // The server already lowered the cart (or, paying an order whose hold ended, found
          // the stock gone: that order is cancelled and its lines go back to the cart). The
          // message stays; the review is computed again for the customer to confirm.
          showStepNotice({ step: 4, message: refusal.message });
          if (useCheckoutStore.getState().order?.orderNumber) await cancelCheckoutOrder();
          else await reloadCart();
          await refetch();
          return;
        case 'price-changed':
          showStepNotice({ step: 4, message: refusal.message });
          await refetch();
          return;
        case 'card-declined':
          showStepNotice({ step: 3, message: refusal.message });
          goToStep(3);
          return;
        case 'provider-unavailable':
          showStepNotice({ step: 4, message: refusal.message, link: 'orders' });
          return;
        case 'not-payable':
          forgetOrder();
          showStepNotice({ step: 4, message: refusal.message, link: 'orders' });
          return;
        case 'fields':
          showStepNotice({ step: refusal.step, message: null, fields: refusal.fields });
          goToStep(refusal.step);
          return;
        case 'other':
          showStepNotice({ step: 4, message: refusal.message });
          return;
      }
    } catch (error) {
      // The cancel or the new review failed in turn (offline…): say so, stay on the review.
      const failure = interpretCheckoutFailure(error);
      if (failure.kind === 'session-expired') expireSession(4);
      else showStepNotice({ step: 4, message: 'message' in failure ? failure.message : null });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current || state.status !== 'ready' || !choices || !provider) return;
    const stripe = useCheckoutSessionStore.getState().stripe;
    let payment: PaymentMethod;
    if (provider === 'test') payment = { provider: 'test', card };
    else if (stripe) payment = { provider: 'stripe', stripe };
    else {
      goToStep(3);
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    clearStepNotice();
    try {
      const outcome = await submitOrder({
        choices,
        expectedTotalCents: state.summary.totalCents,
        payment,
        returnUrlFor: (orderNumber) =>
          `${window.location.origin}${APP_ROUTES.orders.path}/${encodeURIComponent(orderNumber)}`,
      });
      if (outcome.kind === 'paid') onPaid(outcome.order);
      else if (outcome.kind === 'processing') onProcessing(outcome.order);
      else {
        showStepNotice({ step: 3, message: outcome.message });
        goToStep(3);
      }
    } catch (error) {
      await handleRefusal(interpretCheckoutFailure(error));
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  const loadFailure =
    failure && (failure.kind === 'other' || failure.kind === 'provider-unavailable')
      ? failure.message
      : null;

  return (
    <StepForm headingId={headingId} onSubmit={onSubmit}>
      <StepHeading id={headingId} step={4} focusOnMount={focusOnMount} />
      <StepAlert message={notice?.message ?? loadFailure}>
        {notice?.link === 'orders' ? (
          <Link to={APP_ROUTES.orders.path}>{CHECKOUT_STEP_MESSAGES.toOrders}</Link>
        ) : null}
      </StepAlert>

      {state.status === 'ready' && choices ? (
        <>
          <ReviewSummary summary={state.summary} refetching={state.refetching} />
          <ReviewChoices
            choices={choices}
            provider={provider}
            cardNumber={card.number}
            goToStep={goToStep}
          />
          <p className="checkout-withdrawal">
            {CHECKOUT_MESSAGES.withdrawalNotice}{' '}
            <Link to="/returns">{CHECKOUT_REVIEW_MESSAGES.withdrawalLink}</Link>
          </p>
          <div className="checkout-step__actions">
            <button type="button" className="button button--ghost" onClick={() => goToStep(3)}>
              {CHECKOUT_STEP_MESSAGES.back}
            </button>
            <button
              type="submit"
              className="button button--primary button--large checkout-submit"
              disabled={submitting || state.refetching || !provider}
              aria-describedby={submitting ? 'checkout-submit-progress' : undefined}
            >
              {submitting ? <span className="loading-status__spinner" aria-hidden="true" /> : null}
              {CHECKOUT_MESSAGES.placeOrder}
            </button>
          </div>
          <p id="checkout-submit-progress" className="checkout-muted" role="status">
            {submitting ? CHECKOUT_REVIEW_MESSAGES.submitting : null}
          </p>
        </>
      ) : state.status === 'error' ? null : (
        <LoadingStatus label={CHECKOUT_REVIEW_MESSAGES.loading} />
      )}
    </StepForm>
  );
}

function ReviewSummary({ summary, refetching }: { summary: CheckoutSummary; refetching: boolean }) {
  return (
    <section
      className="checkout-review"
      aria-labelledby="checkout-review-lines"
      aria-busy={refetching || undefined}
    >
      <h3 id="checkout-review-lines" className="checkout-review__title">
        {CHECKOUT_REVIEW_MESSAGES.linesTitle}
      </h3>
      <ul className="checkout-lines">
        {summary.lines.map((line, index) => (
          <li key={line.productId ?? `line-${index}`} className="checkout-line">
            {line.image ? (
              <img
                className="checkout-line__image"
                src={line.image}
                alt=""
                width={56}
                height={56}
              />
            ) : (
              <span className="checkout-line__image" aria-hidden="true" />
            )}
            <span className="checkout-line__name">
              {line.name}
              <span className="checkout-muted">
                {CHECKOUT_REVIEW_MESSAGES.quantity(line.quantity)} ×{' '}
                {formatEuro(line.unitPriceCents)}
              </span>
            </span>
            <span className="checkout-line__total">{formatEuro(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <div className="checkout-totals__row">
          <dt>{CHECKOUT_REVIEW_MESSAGES.subtotal}</dt>
          <dd>{formatEuro(summary.subtotalCents)}</dd>
        </div>
        <div className="checkout-totals__row">
          <dt>{SHIPPING_METHOD_LABELS[summary.shippingMethod]}</dt>
          <dd>{formatShippingPrice(summary.shippingCents)}</dd>
        </div>
        <div className="checkout-totals__row checkout-totals__row--total">
          <dt>{CHECKOUT_REVIEW_MESSAGES.total}</dt>
          <dd>{formatEuro(summary.totalCents)}</dd>
        </div>
        <div className="checkout-totals__row checkout-totals__row--vat">
          <dt>{CHECKOUT_REVIEW_MESSAGES.vatShare}</dt>
          <dd>{formatEuro(summary.vatCents)}</dd>
        </div>
      </dl>
      {summary.delivery ? (
        <p className="checkout-delivery">
          {formatDeliveryRange(summary.delivery.earliest, summary.delivery.latest)}
        </p>
      ) : null}
    </section>
  );
}

function ReviewChoices({
  choices,
  provider,
  cardNumber,
  goToStep,
}: {
  choices: OrderChoices;
  provider: 'test' | 'stripe' | null;
  cardNumber: string;
  goToStep: (step: CheckoutStep) => void;
}) {
  const { address, invoice } = choices;
  const province = provinceName(address.province);
  const edit = (title: string, step: CheckoutStep) => (
    <Link
      to={checkoutPathFor(step)}
      className="checkout-review__edit"
      aria-label={CHECKOUT_REVIEW_MESSAGES.editNamed(title)}
      onClick={(event) => {
        event.preventDefault();
        goToStep(step);
      }}
    >
      {CHECKOUT_REVIEW_MESSAGES.edit}
    </Link>
  );
  return (
    <div className="checkout-review__choices">
      <section className="checkout-review__box" aria-labelledby="checkout-review-address">
        <div className="checkout-review__box-head">
          <h3 id="checkout-review-address">{CHECKOUT_REVIEW_MESSAGES.addressTitle}</h3>
          {edit(CHECKOUT_REVIEW_MESSAGES.addressTitle, 1)}
        </div>
        <PostalAddress
          className="checkout-review__address"
          address={address}
          afterCity={
            <>
              {province ? <span className="visually-hidden">{`, ${province}`}</span> : null}
              <br />
              {CHECKOUT_ADDRESS_MESSAGES.countryItaly}
            </>
          }
        />
      </section>
      <section className="checkout-review__box" aria-labelledby="checkout-review-invoice">
        <div className="checkout-review__box-head">
          <h3 id="checkout-review-invoice">{CHECKOUT_REVIEW_MESSAGES.invoiceTitle}</h3>
          {edit(CHECKOUT_REVIEW_MESSAGES.invoiceTitle, 1)}
        </div>
        {invoice === null ? (
          <p>{CHECKOUT_REVIEW_MESSAGES.invoiceNone}</p>
        ) : invoice.kind === 'person' ? (
          <p>{CHECKOUT_REVIEW_MESSAGES.invoicePerson(invoice.taxCode)}</p>
        ) : (
          <p>
            {CHECKOUT_REVIEW_MESSAGES.invoiceCompany(invoice.companyName, invoice.vatNumber)}
            <br />
            {CHECKOUT_REVIEW_MESSAGES.invoiceRecipient(invoice.sdiCode, invoice.pec)}
          </p>
        )}
      </section>
      <section className="checkout-review__box" aria-labelledby="checkout-review-payment">
        <div className="checkout-review__box-head">
          <h3 id="checkout-review-payment">{CHECKOUT_REVIEW_MESSAGES.paymentTitle}</h3>
          {edit(CHECKOUT_REVIEW_MESSAGES.paymentTitle, 3)}
        </div>
        <p>
          {provider === 'test'
            ? CHECKOUT_REVIEW_MESSAGES.paymentCard(normalizeCardNumber(cardNumber).slice(-4))
            : CHECKOUT_REVIEW_MESSAGES.paymentStripe}
        </p>
      </section>
    </div>
  );
}
