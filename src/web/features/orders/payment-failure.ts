import { ERROR_MESSAGES } from '../../../domain/messages';
import {
  ORDER_PAGE_MESSAGES,
  paymentRefusalMessage,
  type CardFieldMessages,
} from '../../../domain/orders/order.messages';
import { isApiError } from '../../lib/api-client';
import { fieldErrorsUnder } from '../checkout/checkout-failure';

export interface PaymentFailure {
  /** What the form says as a whole; null when the field messages say it all. */
  message: string | null;
  fields: CardFieldMessages;
}

/**
 * The Italian text of a refused payment on the order page (docs: checkout API): the card's
 * field errors; a decline, an order no longer payable or the provider out of reach in the
 * checkout's words (paymentRefusalMessage); the product that ran out while the order waited;
 * otherwise the api-client's message for the error code.
 */
export function describePaymentFailure(error: unknown): PaymentFailure {
  if (!isApiError(error)) return { message: ERROR_MESSAGES.internal, fields: {} };
  const fields: CardFieldMessages = fieldErrorsUnder(error.fields ?? {}, 'card.');
  if (Object.keys(fields).length > 0) return { message: null, fields };
  // The shop changed provider since the page was shown: the server says what to do.
  const providerMessage = error.fields?.provider;
  if (providerMessage) return { message: providerMessage, fields };
  const reason = error.details?.reason;
  const refusal = paymentRefusalMessage(reason);
  if (refusal) return { message: refusal, fields };
  const productName = error.details?.productName;
  if (reason === 'out-of-stock' && typeof productName === 'string') {
    return { message: ORDER_PAGE_MESSAGES.outOfStock(productName), fields };
  }
  return { message: error.message, fields };
}
