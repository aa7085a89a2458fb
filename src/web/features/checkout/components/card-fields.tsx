import { useEffect, useState } from 'react';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_PAYMENT_MESSAGES,
} from '../../../../domain/checkout/checkout.messages';
import {
  cardFieldMessages,
  type CardFieldMessages,
} from '../../../../domain/orders/order.messages';
import {
  cardBrandOf,
  checkTestCard,
  normalizeCardNumber,
  type TestCardInput,
} from '../../../../domain/orders/test-card.rules';
import { TextField } from './checkout-field';

/**
 * The card form of the built-in test payment provider (decision 017), the same in the checkout's
 * payment step and on the order page of an unpaid order: number, expiry MM/AA and CVC, checked
 * as the provider checks them so that a typo is shown before anything is sent.
 */

type CardField = keyof TestCardInput;
const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];
const NO_ERRORS: CardFieldMessages = {};

/** The card's problems, field by field, in the test provider's words. */
export function checkCardFields(card: TestCardInput, now: Date): CardFieldMessages {
  return cardFieldMessages(checkTestCard(card, now), cardBrandOf(normalizeCardNumber(card.number)));
}

export function isCardComplete(card: TestCardInput, now: Date): boolean {
  return Object.keys(checkTestCard(card, now)).length === 0;
}

/** "1228" → "12/28" as it is typed: digits only, the slash after the month. */
function formatExpiryInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const cardFieldId = (idPrefix: string, field: CardField) => `${idPrefix}-${field}`;

/** The focus goes to the first wrong field, which reads its error; false when none is wrong. */
function focusFirstError(idPrefix: string, errors: CardFieldMessages): boolean {
  const first = CARD_FIELDS.find((field) => errors[field]);
  if (first) document.getElementById(cardFieldId(idPrefix, first))?.focus();
  return first !== undefined;
}

/**
 * The errors a card form shows. Until the customer submits, those the server found
 * (`serverErrors`, a new object for each refusal: the focus goes to the first); once submitted,
 * the form's own checks, again at every change, while they find something.
 * `checkOnSubmit` marks the wrong fields, focuses the first, and says whether the card passes.
 */
export function useCardFieldErrors(
  card: TestCardInput,
  idPrefix: string,
  serverErrors: CardFieldMessages = NO_ERRORS,
) {
  const [submitted, setSubmitted] = useState(false);
  const own = submitted ? checkCardFields(card, new Date()) : NO_ERRORS;
  const errors = Object.keys(own).length > 0 ? own : serverErrors;

  useEffect(() => {
    focusFirstError(idPrefix, serverErrors);
  }, [idPrefix, serverErrors]);

  const checkOnSubmit = (): boolean => {
    setSubmitted(true);
    return !focusFirstError(idPrefix, checkCardFields(card, new Date()));
  };

  return { errors, checkOnSubmit };
}

/** "Modalità di prova": no real charge, and the card number to use. */
export function TestModeNotice() {
  return (
    <div className="checkout-test-mode">
      <p className="checkout-badge">{CHECKOUT_MESSAGES.testModeBadge}</p>
      <p className="checkout-muted">{CHECKOUT_MESSAGES.testModeHint}</p>
    </div>
  );
}

/**
 * The three fields, each with its error under it (aria-invalid, aria-describedby). What is typed
 * is kept to what the field can hold: digits, spaces and dashes in the number, the expiry's
 * slash put after the month, up to 4 digits of CVC.
 */
export function CardFields({
  idPrefix,
  card,
  errors,
  note,
  onChange,
}: {
  idPrefix: string;
  card: TestCardInput;
  errors: CardFieldMessages;
  /** Shown under the fields. */
  note?: string;
  onChange: (card: TestCardInput) => void;
}) {
  const field = (name: CardField) => ({
    id: cardFieldId(idPrefix, name),
    name: `card-${name}`,
    value: card[name],
    error: errors[name],
    inputMode: 'numeric' as const,
    required: true,
  });
  const change = (name: CardField, value: string) => onChange({ ...card, [name]: value });

  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-fieldset__legend">{CHECKOUT_PAYMENT_MESSAGES.cardLegend}</legend>
      <div className="checkout-grid checkout-grid--card">
        <TextField
          {...field('number')}
          wide
          label={CHECKOUT_PAYMENT_MESSAGES.cardNumber}
          autoComplete="cc-number"
          spellCheck={false}
          maxLength={23}
          onChange={(event) => change('number', event.currentTarget.value.replace(/[^\d\s-]/g, ''))}
        />
        <TextField
          {...field('expiry')}
          label={CHECKOUT_PAYMENT_MESSAGES.cardExpiry}
          autoComplete="cc-exp"
          placeholder="MM/AA"
          maxLength={5}
          onChange={(event) => change('expiry', formatExpiryInput(event.currentTarget.value))}
        />
        <TextField
          {...field('cvc')}
          label={CHECKOUT_PAYMENT_MESSAGES.cardCvc}
          hint={CHECKOUT_PAYMENT_MESSAGES.cardCvcHint}
          autoComplete="cc-csc"
          maxLength={4}
          onChange={(event) =>
            change('cvc', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))
          }
        />
      </div>
      {note ? <p className="checkout-muted">{note}</p> : null}
    </fieldset>
  );
}
