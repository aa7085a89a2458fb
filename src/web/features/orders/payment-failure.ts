import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout.messages';
import { ERROR_MESSAGES } from '../../../domain/messages';
import {
  CARD_PAYMENT_MESSAGES,
  ORDER_MESSAGES,
  ORDER_PAGE_MESSAGES,
} from '../../../domain/orders/order.messages';
import { isApiError } from '../../lib/api-client';

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardFieldMessages = Partial<Record<CardField, string>>;

export interface PaymentFailure {
  /** What the form says as a whole; null when the field messages say it all. */
  message: string | null;
  fields: CardFieldMessages;
}

const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];
const DECLINES = ['card_declined', 'insufficient_funds', 'expired_card'] as const;

/**
 * The Italian text of a refused payment (docs: checkout API): the card's field errors, a
 * decline by its reason, an order no longer payable or whose products ran out, the provider out
 * of reach; otherwise the api-client's message for the error code.
 */
export function describePaymentFailure(error: unknown): PaymentFailure {
  if (!isApiError(error)) return { message: ERROR_MESSAGES.internal, fields: {} };
  const fields: CardFieldMessages = {};
  for (const field of CARD_FIELDS) {
    const message = error.fields?.[`card.${field}`];
    if (message) fields[field] = message;
  }
  if (Object.keys(fields).length > 0) return { message: null, fields };
  // The shop changed provider since the page was shown: the server says what to do.
  const providerMessage = error.fields?.provider;
  if (providerMessage) return { message: providerMessage, fields };
  const reason = error.details?.reason;
  const decline = DECLINES.find((code) => code === reason);
  if (decline) return { message: CARD_PAYMENT_MESSAGES[decline], fields };
  if (reason === 'not-payable') return { message: ORDER_MESSAGES.notPayable, fields };
  const productName = error.details?.productName;
  if (reason === 'out-of-stock' && typeof productName === 'string') {
    return { message: ORDER_PAGE_MESSAGES.outOfStock(productName), fields };
  }
  if (reason === 'payment-provider') {
    return { message: CHECKOUT_MESSAGES.providerUnavailable, fields };
  }
  return { message: error.message, fields };
}
