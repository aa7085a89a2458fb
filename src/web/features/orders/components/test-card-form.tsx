import { useState, type FormEvent } from 'react';
import {
  ORDER_PAGE_MESSAGES,
  type CardFieldMessages,
} from '../../../../domain/orders/order.messages';
import type { TestCardInput } from '../../../../domain/orders/test-card.rules';
import '../../../styles/orders.css';
import {
  CardFields,
  TestModeNotice,
  useCardFieldErrors,
} from '../../checkout/components/card-fields';

const EMPTY_CARD: TestCardInput = { number: '', expiry: '', cvc: '' };
const CARD_ID_PREFIX = 'order-card';

/**
 * Paying an unpaid order with the built-in test payment provider: the checkout's card fields
 * and "Modalità di prova" badge, and the pay button. The card stays in this form's state only;
 * the server checks it again. `serverErrors` are the field errors of the last refused payment.
 */
export function TestCardForm({
  submitLabel,
  busy,
  serverErrors,
  onSubmit,
}: {
  submitLabel: string;
  busy: boolean;
  serverErrors?: CardFieldMessages;
  onSubmit: (card: TestCardInput) => void;
}) {
  const [card, setCard] = useState<TestCardInput>(EMPTY_CARD);
  const cardErrors = useCardFieldErrors(card, CARD_ID_PREFIX, serverErrors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (cardErrors.checkOnSubmit()) onSubmit(card);
  }

  return (
    <form className="test-card-form" noValidate onSubmit={submit}>
      <TestModeNotice />
      <CardFields
        idPrefix={CARD_ID_PREFIX}
        card={card}
        errors={cardErrors.errors}
        onChange={setCard}
      />
      <button type="submit" className="button button--primary button--large" disabled={busy}>
        {busy ? ORDER_PAGE_MESSAGES.paying : submitLabel}
      </button>
    </form>
  );
}
