import type { OrderStatus } from './order-status.rules';
import type { CardBrand, TestCardFailure } from './test-card.rules';

/**
 * Texts of orders: the status labels, why a status change is refused, and the card payment
 * failures. The spec lists the order failure texts as "not shown": these are the shop's own.
 */

/** Labels as a badge or a column shows them. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'In attesa di pagamento',
  paid: 'Pagato',
  preparing: 'In preparazione',
  shipped: 'Spedito',
  delivered: 'Consegnato',
  cancelled: 'Annullato',
  refunded: 'Rimborsato',
};

const inSentence = (status: OrderStatus) => `«${ORDER_STATUS_LABELS[status].toLowerCase()}»`;

export const ORDER_TRANSITION_MESSAGES = {
  same: (status: OrderStatus) => `L’ordine è già ${inSentence(status)}.`,
  final: (status: OrderStatus) =>
    `L’ordine è ${ORDER_STATUS_LABELS[status].toLowerCase()}: il suo stato non può più cambiare.`,
  refused: (from: OrderStatus, to: OrderStatus) =>
    `Un ordine non può passare da ${inSentence(from)} a ${inSentence(to)}.`,
} as const;

/** What the card form and the payment step say when the built-in test payment fails. */
export const CARD_PAYMENT_MESSAGES: Record<TestCardFailure, string> = {
  invalid_number: 'Il numero della carta non è valido. Controlla le cifre e riprova.',
  invalid_expiry: 'La data di scadenza non è valida: scrivila come MM/AA.',
  expiry_passed: 'La data di scadenza è già passata. Controllala o usa un’altra carta.',
  invalid_cvc: 'Il codice di sicurezza (CVC) non è valido: sono le 3 cifre sul retro della carta.',
  card_declined: 'La carta è stata rifiutata. Usa un’altra carta o contatta la tua banca.',
  insufficient_funds: 'Fondi insufficienti sulla carta. Usa un’altra carta.',
  expired_card: 'La carta risulta scaduta. Usa un’altra carta.',
};

/** The CVC of an American Express card is the 4 digits on its front. */
export function cardFailureMessage(failure: TestCardFailure, brand: CardBrand): string {
  if (failure === 'invalid_cvc' && brand === 'amex') {
    return 'Il codice di sicurezza (CID) non è valido: sono le 4 cifre sul fronte della carta.';
  }
  return CARD_PAYMENT_MESSAGES[failure];
}

/** Orders, /orders, the order page, /track and returns. */
export const ORDER_MESSAGES = {
  numberInvalid:
    'Inserisci il numero d’ordine come appare nella conferma, ad esempio VT-2026-000123.',
  trackEmailInvalid: 'Inserisci l’email usata per l’ordine.',
  trackNotFound:
    'Nessun ordine corrisponde a questo numero e a questa email. Controlla i dati e riprova.',
  notFound: 'Ordine non trovato.',
  returnReasonInvalid: 'Il motivo del reso contiene caratteri non validi.',
  returnReasonTooLong: 'Il motivo del reso può avere al massimo 500 caratteri.',
  returnNotAllowed:
    'Il reso si può richiedere solo per un ordine consegnato, entro 14 giorni dalla consegna.',
  returnAlreadyRequested: 'Hai già richiesto il reso di questo ordine.',
  returnRequested:
    'Richiesta di reso registrata. Ti scriveremo con le istruzioni per la spedizione.',
  notPayable: 'Questo ordine non è in attesa di pagamento.',
} as const;
