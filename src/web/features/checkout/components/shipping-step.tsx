import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CHECKOUT_SHIPPING_MESSAGES,
  CHECKOUT_STEP_MESSAGES,
} from '../../../../domain/checkout/checkout.messages';
import {
  formatDeliveryRange,
  SHIPPING_MESSAGES,
  SHIPPING_METHOD_LABELS,
} from '../../../../domain/checkout/shipping.messages';
import type { ShippingMethod } from '../../../../domain/checkout/shipping';
import { formatEuro } from '../../../../domain/money';
import { isApiError } from '../../../lib/api-client';
import { useShippingOptions } from '../api/get-shipping-options';
import { chosenShippingMethod, orderChoicesOf } from '../checkout-draft';
import { releaseChangedOrder } from '../checkout-order';
import { clearStepNotice, useStepNotice } from '../checkout-session.store';
import { checkoutPathFor } from '../checkout-steps';
import { updateDraft, useCheckoutStore } from '../checkout.store';
import {
  isUnauthenticated,
  useExpireOnUnauthenticated,
  useSessionExpiry,
} from '../use-session-expiry';
import { StepAlert } from './checkout-field';
import { StepActions, StepForm } from './step-form';
import { StepHeading } from './step-heading';

/** The price as the cart shows it: "Gratuita" for nothing. */
export function formatShippingPrice(cents: number): string {
  return cents === 0 ? SHIPPING_MESSAGES.free : formatEuro(cents);
}

/**
 * Step 2: the methods the server offers for the address's CAP, with price and expected
 * delivery days. The first one is proposed; a choice is kept in the draft at once.
 */
export function ShippingStep({
  headingId,
  focusOnMount,
  onBack,
  onDone,
}: {
  headingId: string;
  focusOnMount: boolean;
  onBack: () => void;
  onDone: () => void;
}) {
  const draft = useCheckoutStore((state) => state.draft);
  const notice = useStepNotice(2);
  const postalCode = draft.address.postalCode.trim();
  const options = useShippingOptions(postalCode);
  const expireSession = useSessionExpiry();
  useExpireOnUnauthenticated(options.error, 2);
  const chosen = chosenShippingMethod(draft);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const offered = options.data?.options;
  // Propose the first method, and replace one the new zone does not offer.
  useEffect(() => {
    if (!offered || offered.length === 0) return;
    const current = chosenShippingMethod(useCheckoutStore.getState().draft);
    if (current && offered.some((option) => option.method === current)) return;
    updateDraft({ shipping: { method: offered[0]!.method, postalCode } });
  }, [offered, postalCode]);

  const choose = (method: ShippingMethod) => updateDraft({ shipping: { method, postalCode } });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || chosen === null) return;
    clearStepNotice();
    setFailure(null);
    setBusy(true);
    try {
      await releaseChangedOrder(orderChoicesOf(useCheckoutStore.getState().draft));
      onDone();
    } catch (error) {
      if (isUnauthenticated(error)) expireSession(2);
      else setFailure(isApiError(error) ? error.message : null);
    } finally {
      setBusy(false);
    }
  };

  // A CAP the server refuses (outside the delivery area): the address must change.
  const refusal =
    isApiError(options.error) && options.error.fields?.postalCode
      ? options.error.fields.postalCode
      : options.error && !isUnauthenticated(options.error)
        ? options.error.message
        : null;

  return (
    <StepForm headingId={headingId} onSubmit={onSubmit}>
      <StepHeading id={headingId} step={2} focusOnMount={focusOnMount} />
      <StepAlert message={failure ?? refusal ?? notice?.message ?? notice?.fields.shippingMethod}>
        {refusal ? (
          <Link to={checkoutPathFor(1)}>{CHECKOUT_SHIPPING_MESSAGES.changeAddress}</Link>
        ) : null}
      </StepAlert>
      <p className="checkout-muted">
        {CHECKOUT_SHIPPING_MESSAGES.deliverTo(postalCode, draft.address.city.trim())}{' '}
        <Link to={checkoutPathFor(1)}>{CHECKOUT_SHIPPING_MESSAGES.changeAddress}</Link>
      </p>

      {options.isPending ? (
        <p className="checkout-muted" role="status">
          {CHECKOUT_SHIPPING_MESSAGES.loading}
        </p>
      ) : null}
      {offered ? (
        <fieldset className="checkout-fieldset">
          <legend className="checkout-fieldset__legend">{CHECKOUT_SHIPPING_MESSAGES.legend}</legend>
          <ul className="checkout-options">
            {offered.map((option) => {
              const id = `checkout-shipping-${option.method}`;
              return (
                <li key={option.method} className="checkout-option">
                  <input
                    id={id}
                    type="radio"
                    name="checkout-shipping-method"
                    value={option.method}
                    checked={chosen === option.method}
                    onChange={() => choose(option.method)}
                    aria-describedby={`${id}-delivery`}
                  />
                  <label
                    htmlFor={id}
                    className="checkout-option__label checkout-option__label--row"
                  >
                    <span className="checkout-option__name">
                      {SHIPPING_METHOD_LABELS[option.method]}
                    </span>
                    <span
                      className={`checkout-option__price${option.priceCents === 0 ? ' checkout-option__price--free' : ''}`}
                    >
                      {formatShippingPrice(option.priceCents)}
                    </span>
                  </label>
                  <p id={`${id}-delivery`} className="checkout-option__detail">
                    {formatDeliveryRange(option.earliest, option.latest)}
                  </p>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      <StepActions
        onBack={onBack}
        busy={busy}
        disabled={busy || chosen === null}
        label={CHECKOUT_STEP_MESSAGES.toPayment}
      />
    </StepForm>
  );
}
