import { useState, type FormEvent } from 'react';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_PAYMENT_MESSAGES,
} from '../../../../domain/checkout/checkout.messages';
import { cardFailureMessage, ORDER_PAGE_MESSAGES } from '../../../../domain/orders/order.messages';
import {
  cardBrandOf,
  checkTestCard,
  normalizeCardNumber,
} from '../../../../domain/orders/test-card.rules';
import '../../../styles/orders.css';
import type { CardField, CardFieldMessages } from '../payment-failure';
import { OrderField } from './order-field';

export interface TestCard {
  number: string;
  expiry: string;
  cvc: string;
}

const EMPTY_CARD: TestCard = { number: '', expiry: '', cvc: '' };
const FIELD_ORDER: readonly CardField[] = ['number', 'expiry', 'cvc'];

/** The same checks as the test provider's, so a typo is shown before anything is sent. */
function cardFieldMessages(card: TestCard): CardFieldMessages {
  const errors = checkTestCard(card, new Date());
  const brand = cardBrandOf(normalizeCardNumber(card.number));
  const messages: CardFieldMessages = {};
  if (errors.number) messages.number = cardFailureMessage(errors.number, brand);
  if (errors.expiry) messages.expiry = cardFailureMessage(errors.expiry, brand);
  if (errors.cvc) messages.cvc = cardFailureMessage(errors.cvc, brand);
  return messages;
}

/**
 * The card form of the built-in test payment provider (decision 017): number, expiry MM/AA and
 * CVC, with the "Modalità di prova" badge. The card stays in this form's state only; the
 * server checks it again. `serverErrors` are the field errors of the last refused payment.
 */
export function TestCardForm({
  idPrefix,
  submitLabel,
  busy,
  serverErrors,
  onSubmit,
}: {
  idPrefix: string;
  submitLabel: string;
  busy: boolean;
  serverErrors?: CardFieldMessages;
  onSubmit: (card: TestCard) => void;
}) {
  const [card, setCard] = useState<TestCard>(EMPTY_CARD);
  const [localErrors, setLocalErrors] = useState<CardFieldMessages>({});
  const errors = Object.keys(localErrors).length > 0 ? localErrors : (serverErrors ?? {});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const messages = cardFieldMessages(card);
    setLocalErrors(messages);
    const first = FIELD_ORDER.find((field) => messages[field]);
    if (first) {
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    onSubmit(card);
  }

  const field = (name: CardField) => ({
    id: `${idPrefix}-${name}`,
    value: card[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setCard((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form className="test-card-form" noValidate onSubmit={submit}>
      <p className="test-card-form__mode">
        <span className="test-card-form__badge">{CHECKOUT_MESSAGES.testModeBadge}</span>{' '}
        {CHECKOUT_MESSAGES.testModeHint}
      </p>
      <fieldset className="test-card-form__fields">
        <legend>{CHECKOUT_PAYMENT_MESSAGES.cardLegend}</legend>
        <OrderField
          {...field('number')}
          label={CHECKOUT_PAYMENT_MESSAGES.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
        />
        <div className="test-card-form__row">
          <OrderField
            {...field('expiry')}
            label={CHECKOUT_PAYMENT_MESSAGES.cardExpiry}
            autoComplete="cc-exp"
            placeholder="MM/AA"
            maxLength={7}
          />
          <OrderField
            {...field('cvc')}
            label={CHECKOUT_PAYMENT_MESSAGES.cardCvc}
            hint={CHECKOUT_PAYMENT_MESSAGES.cardCvcHint}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
          />
        </div>
      </fieldset>
      <button type="submit" className="button button--primary button--large" disabled={busy}>
        {busy ? ORDER_PAGE_MESSAGES.paying : submitLabel}
      </button>
    </form>
  );
}
