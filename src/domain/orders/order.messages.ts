import { CHECKOUT_MESSAGES } from '../checkout/checkout.messages';
import { VAT_RATE_PERCENT } from '../constants';
import type { OrderStatus } from './order-status';
import {
  isCardDecline,
  type CardBrand,
  type CardFieldErrors,
  type TestCardFailure,
} from './test-card.rules';
import { italianDateFormat, longShopDate, shopClockTime } from '../formatter-on-first-use';

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

/** The card form's texts, field by field. */
export type CardFieldMessages = { [Field in keyof CardFieldErrors]?: string };

/** Each problem checkTestCard found, in words, under its field. */
export function cardFieldMessages(errors: CardFieldErrors, brand: CardBrand): CardFieldMessages {
  const messages: CardFieldMessages = {};
  if (errors.number) messages.number = cardFailureMessage(errors.number, brand);
  if (errors.expiry) messages.expiry = cardFailureMessage(errors.expiry, brand);
  if (errors.cvc) messages.cvc = cardFailureMessage(errors.cvc, brand);
  return messages;
}

/**
 * The text of a refused payment by its `details.reason` (docs: checkout API), the same in the
 * checkout and on the order page: a card decline, an order no longer waiting for payment, the
 * payment provider out of reach. Null for any other reason, whose text depends on the page.
 */
export function paymentRefusalMessage(reason: unknown): string | null {
  if (isCardDecline(reason)) return CARD_PAYMENT_MESSAGES[reason];
  if (reason === 'not-payable') return ORDER_MESSAGES.notPayable;
  if (reason === 'payment-provider') return CHECKOUT_MESSAGES.providerUnavailable;
  return null;
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

/** The order confirmation email. */
export const ORDER_MAIL_MESSAGES = {
  subject: (orderNumber: string) => `Conferma ordine ${orderNumber}`,
  /** Without a name once the customer's account is gone (the order keeps only the town). */
  greeting: (fullName: string | null) => (fullName ? `Ciao ${fullName},` : 'Ciao,'),
  intro:
    'grazie per il tuo acquisto su Vetrina! Abbiamo ricevuto il tuo ordine: ecco il riepilogo.',
  orderNumber: 'Numero d’ordine',
  orderDate: 'Data',
  products: 'Prodotti',
  subtotal: 'Subtotale',
  total: 'Totale',
  vatShare: `di cui IVA ${VAT_RATE_PERCENT}%`,
  payment: 'Pagamento',
  deliveryAddress: 'Indirizzo di consegna',
  phone: (phone: string) => `Tel. ${phone}`,
  /** In place of the name, street and phone of an order whose customer deleted the account. */
  deletedCustomer: 'Dati del cliente cancellati su sua richiesta',
  invoice: 'Fattura richiesta',
  invoiceTaxCode: 'Codice fiscale',
  invoiceVatNumber: 'Partita IVA',
  invoiceSdiCode: 'Codice destinatario SDI',
  invoicePec: 'PEC',
  orderLinkIntro: 'Puoi seguire il tuo ordine in ogni momento:',
  orderLinkButton: 'Vedi il tuo ordine',
  returnsLink: 'Come restituire un prodotto',
  signature: 'Il team di Vetrina',
} as const;

const calendarDayFormatter = italianDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An instant as the shop's day in Rome: "21 novembre 2026". */
export function formatOrderDate(isoInstant: string): string {
  return longShopDate().format(new Date(isoInstant));
}

/** An instant in Rome, day and time: "21 novembre 2026, 10:30". */
export function formatOrderDateTime(isoInstant: string): string {
  const when = new Date(isoInstant);
  return `${longShopDate().format(when)}, ${shopClockTime().format(when)}`;
}

/** An instant's time of day in Rome: "10:30". */
export function formatOrderTime(isoInstant: string): string {
  return shopClockTime().format(new Date(isoInstant));
}

/** A calendar day (YYYY-MM-DD): "15 dicembre 2026". */
export function formatOrderDay(isoDay: string): string {
  return calendarDayFormatter().format(new Date(`${isoDay}T12:00:00Z`));
}

/** Card brands as the payment summary names them; an unknown brand is just "Carta". */
const CARD_BRAND_LABELS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** What the order page and its receipt say about the payment. */
export const ORDER_PAYMENT_LABELS = {
  provider: { test: 'Carta (modalità di prova)', stripe: 'Carta di credito o di debito' },
  card: (brand: string | null, last4: string) =>
    `${(brand && CARD_BRAND_LABELS[brand]) || 'Carta'} che termina con ${last4}`,
} as const;

/** /orders, the order page and its printed receipt, the payment retry, returns and /track. */
export const ORDER_PAGE_MESSAGES = {
  // The list (/orders)
  listLabel: 'Elenco dei tuoi ordini',
  orderCount: (count: number) => (count === 1 ? '1 ordine' : `${count} ordini`),
  loadingOrders: 'Caricamento degli ordini…',
  emptyTitle: 'Non hai ancora effettuato ordini',
  emptyBody: 'Quando acquisti un prodotto, qui trovi lo stato dell’ordine, la ricevuta e i resi.',
  emptyAction: 'Scopri i prodotti',
  pageWithoutOrders: 'In questa pagina non ci sono ordini.',
  firstPage: 'Vai alla prima pagina',
  orderTitle: (number: string) => `Ordine ${number}`,
  placedOn: 'Data',
  status: 'Stato',
  items: 'Articoli',
  payNow: 'Paga ora',
  /** The accessible name of "Paga ora" in a list: the visible text first, then which order. */
  payNowFor: (number: string) => `Paga ora l’ordine ${number}`,
  retry: 'Riprova',
  logInAgain: 'Accedi di nuovo',
  backToOrders: 'Torna ai tuoi ordini',

  // The order page (/orders/{number})
  loadingOrder: 'Caricamento dell’ordine…',
  thankYouPending: (number: string) =>
    `Grazie! Abbiamo registrato il tuo ordine ${number}: completa il pagamento per confermarlo.`,
  linesTitle: 'Articoli',
  product: 'Prodotto',
  quantity: 'Quantità',
  unitPrice: 'Prezzo unitario',
  lineTotal: 'Totale riga',
  summaryTitle: 'Riepilogo',
  deliveryTitle: 'Consegna',
  address: 'Indirizzo di consegna',
  shippingMethod: 'Metodo di spedizione',
  trackingNumber: 'Codice di tracciamento',
  paymentTitle: 'Pagamento',
  paymentMethod: 'Metodo di pagamento',
  card: 'Carta',
  paidAt: 'Pagato il',
  notPaid: 'Non ancora pagato',
  historyTitle: 'Cronologia dell’ordine',
  printReceipt: 'Stampa ricevuta',
  receiptTitle: 'Ricevuta d’ordine',

  // Paying again or cancelling an unpaid order
  payTitle: 'Completa il pagamento',
  payIntro:
    'L’ordine è in attesa di pagamento. Paga con la carta per confermarlo, oppure annullalo.',
  reservedUntil: (time: string) => `I prodotti restano riservati per te fino alle ${time}.`,
  pay: (total: string) => `Paga ${total}`,
  paying: 'Pagamento in corso…',
  /** Paying again an order whose reservation ended, when the stock no longer has its lines. */
  outOfStock: (name: string) =>
    `«${name}» non è più disponibile nella quantità ordinata, quindi l’ordine non si può pagare. Annullalo: i prodotti tornano nella tua Shopping Bag con le quantità disponibili.`,
  stripeUnavailableHere:
    'Il pagamento di questo ordine non si può riprendere da questa pagina. Annulla l’ordine: i prodotti tornano nella tua Shopping Bag e puoi acquistarli di nuovo dal checkout.',
  cancelOrder: 'Annulla ordine',
  cancelConfirm:
    'Vuoi davvero annullare l’ordine? I prodotti tornano nella tua Shopping Bag e non ti verrà addebitato nulla.',
  cancelConfirmYes: 'Sì, annulla l’ordine',
  cancelConfirmNo: 'No, tienilo',
  cancelling: 'Annullamento in corso…',
  cancelled: 'Ordine annullato: i prodotti sono tornati nella tua Shopping Bag.',

  // Returns
  returnTitle: 'Reso',
  returnDeadline: (day: string) => `Puoi richiedere il reso fino al ${day}.`,
  requestReturn: 'Richiedi reso',
  returnReason: 'Motivo del reso (facoltativo)',
  returnReasonHint: 'Al massimo 500 caratteri.',
  sendReturnRequest: 'Invia la richiesta di reso',
  sendingReturnRequest: 'Invio in corso…',
  closeReturnForm: 'Chiudi',
  returnRequestedOn: (date: string) => `Hai richiesto il reso il ${date}.`,

  // /track
  trackTitle: 'Cerca il tuo ordine',
  trackIntro: 'Ti mostriamo lo stato dell’ordine e quando è cambiato l’ultima volta.',
  trackNumber: 'Numero d’ordine',
  trackNumberHint: 'Lo trovi nell’email di conferma, ad esempio VT-2026-000123.',
  trackEmail: 'Email',
  trackSubmit: 'Cerca l’ordine',
  trackSearching: 'Ricerca in corso…',
  trackUpdatedAt: 'Ultimo aggiornamento',
} as const;
