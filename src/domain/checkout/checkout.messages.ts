import { VAT_RATE_PERCENT } from '../constants';

/**
 * Texts of the checkout flow and of the order-creation failures (spec §8: "not shown", so
 * these are the shop's own). Address, invoice, shipping and card texts live beside their rules.
 */

export const CHECKOUT_MESSAGES = {
  /** Codice del Consumo art. 51 c. 2: the button must say that the order obliges to pay. */
  placeOrder: 'Ordine con obbligo di pagamento',
  testModeBadge: 'Modalità di prova',
  testModeHint:
    'Nessun addebito reale: usa la carta 4242 4242 4242 4242, una scadenza futura e un CVC qualsiasi.',
  emptyCart: 'La tua Shopping Bag è vuota: aggiungi un prodotto per procedere all’acquisto.',
  outOfStock: (name: string) =>
    `«${name}» non è più disponibile: l’abbiamo tolto dalla tua Shopping Bag.`,
  belowQuantity: (name: string, available: number) =>
    available === 1
      ? `Di «${name}» è rimasto solo 1 pezzo: abbiamo aggiornato la quantità nella tua Shopping Bag.`
      : `Di «${name}» sono rimasti solo ${available} pezzi: abbiamo aggiornato la quantità nella tua Shopping Bag.`,
  priceChanged:
    'Alcuni prezzi sono cambiati da quando hai aggiunto i prodotti. Controlla il nuovo totale e conferma di nuovo.',
  providerUnavailable:
    'Il servizio di pagamento non risponde. Il tuo ordine è in attesa di pagamento: puoi riprovare da «I tuoi ordini».',
  paymentPending:
    'Il pagamento è in corso di verifica. Ti avviseremo appena confermato; trovi l’ordine in «I tuoi ordini».',
  sessionExpired: 'La sessione è scaduta. Accedi di nuovo per completare l’acquisto.',
  reservationExpired:
    'Il tempo per il pagamento è scaduto e i prodotti sono tornati disponibili. Riprova il pagamento per riservarli di nuovo.',
  paid: (orderNumber: string) => `Grazie! Il tuo ordine ${orderNumber} è confermato.`,
  withdrawalNotice:
    'Hai 14 giorni dalla consegna per recedere dall’acquisto senza indicarne il motivo (Codice del Consumo, artt. 52–59).',
  addressSaved: 'Indirizzo salvato.',
  addressDeleted: 'Indirizzo eliminato.',
  addressLimit: 'Puoi salvare al massimo 10 indirizzi: eliminane uno per aggiungerne un altro.',
  addressNotFound: 'Indirizzo non trovato.',
  paymentMethodChanged:
    'Il metodo di pagamento del negozio è cambiato: ricarica la pagina e riprova.',
  idempotencyKeyInvalid: 'Richiesta non valida: ricarica la pagina e riprova.',
  expectedTotalInvalid: 'Totale non valido: ricarica la pagina e riprova.',
} as const;

/** The steps of /checkout, as the step indicator and the step headings name them. */
export const CHECKOUT_STEP_MESSAGES = {
  indicatorLabel: 'Passaggi del checkout',
  /** Read before each step's name in the indicator. */
  position: (step: number, count: number) => `Passaggio ${step} di ${count}:`,
  completed: 'completato',
  names: {
    address: 'Indirizzo',
    shipping: 'Spedizione',
    payment: 'Pagamento',
    review: 'Riepilogo',
  },
  titles: {
    address: 'Indirizzo di consegna',
    shipping: 'Metodo di spedizione',
    payment: 'Pagamento',
    review: 'Riepilogo dell’ordine',
  },
  toShipping: 'Continua con la spedizione',
  toPayment: 'Continua con il pagamento',
  toReview: 'Continua con il riepilogo',
  back: 'Indietro',
  toProducts: 'Scopri i prodotti',
  toOrders: 'Vai a «I tuoi ordini»',
} as const;

/** The address step: saved addresses, the address form and the invoice request. */
export const CHECKOUT_ADDRESS_MESSAGES = {
  loadingSaved: 'Caricamento degli indirizzi salvati…',
  savedLegend: 'Indirizzi salvati',
  newAddress: 'Nuovo indirizzo',
  editAddress: 'Modifica',
  editAddressNamed: (summary: string) => `Modifica l’indirizzo ${summary}`,
  deleteAddress: 'Elimina',
  deleteAddressNamed: (summary: string) => `Elimina l’indirizzo ${summary}`,
  editingLegend: 'Modifica dell’indirizzo salvato',
  editingHint: 'Le modifiche vengono salvate quando prosegui.',
  cancelEdit: 'Annulla modifica',
  fullName: 'Nome e cognome',
  street: 'Indirizzo e numero civico',
  streetExtra: 'Informazioni aggiuntive (facoltativo)',
  streetExtraHint: 'Scala, interno, citofono, presso…',
  postalCode: 'CAP',
  city: 'Città',
  province: 'Provincia',
  provinceChoose: 'Scegli la provincia',
  country: 'Paese',
  countryItaly: 'Italia',
  countryHint: 'Spediamo solo in Italia.',
  phone: 'Telefono',
  phoneHint: 'Serve al corriere per la consegna.',
  saveAddress: 'Salva questo indirizzo per i prossimi acquisti',
  /** One line that tells a saved address apart: "Mario Rossi, Via Roma 1, 20121 Milano (MI)". */
  summary: (address: {
    fullName: string;
    street: string;
    streetExtra: string | null;
    postalCode: string;
    city: string;
    province: string;
  }) =>
    [
      address.fullName,
      address.street,
      address.streetExtra,
      `${address.postalCode} ${address.city} (${address.province})`,
    ]
      .filter(Boolean)
      .join(', '),
  invoiceRequest: 'Richiedi fattura',
  invoiceLegend: 'Dati per la fattura',
  invoiceKindLegend: 'Intestata a',
  invoicePerson: 'Privato',
  invoiceCompany: 'Azienda',
  taxCode: 'Codice fiscale',
  companyName: 'Ragione sociale',
  vatNumber: 'Partita IVA',
  companyTaxCode: 'Codice fiscale dell’azienda (facoltativo)',
  sdiCode: 'Codice destinatario SDI',
  pec: 'PEC',
  recipientHint: 'Indica il codice destinatario SDI oppure un indirizzo PEC.',
} as const;

/** The shipping step. */
export const CHECKOUT_SHIPPING_MESSAGES = {
  loading: 'Calcolo delle opzioni di spedizione…',
  legend: 'Come vuoi ricevere l’ordine?',
  deliverTo: (postalCode: string, city: string) => `Consegna a ${city} (${postalCode}).`,
  changeAddress: 'Modifica l’indirizzo',
} as const;

/** The payment step: the test provider's card form and the Stripe Payment Element. */
export const CHECKOUT_PAYMENT_MESSAGES = {
  loading: 'Caricamento del pagamento…',
  cardLegend: 'Dati della carta',
  cardNumber: 'Numero della carta',
  cardExpiry: 'Scadenza (MM/AA)',
  cardCvc: 'Codice di sicurezza (CVC)',
  cardCvcHint: 'Le 3 cifre sul retro della carta (4 sul fronte per American Express).',
  cardKeptHint: 'I dati della carta non vengono salvati e vanno reinseriti se ricarichi la pagina.',
  stripeLegend: 'Metodo di pagamento',
  stripeLoadFailed:
    'Il modulo di pagamento non si è caricato. Controlla la connessione e ricarica la pagina.',
  paymentIncomplete: 'Completa i dati di pagamento per proseguire.',
} as const;

/** The review step. */
export const CHECKOUT_REVIEW_MESSAGES = {
  loading: 'Calcolo del riepilogo…',
  linesTitle: 'Prodotti',
  quantity: (quantity: number) => `Quantità: ${quantity}`,
  subtotal: 'Subtotale',
  shipping: 'Spedizione',
  total: 'Totale',
  vatShare: `di cui IVA (${VAT_RATE_PERCENT}%)`,
  deliveryTitle: 'Consegna',
  addressTitle: 'Indirizzo di consegna',
  invoiceTitle: 'Fattura',
  invoiceNone: 'Nessuna fattura richiesta.',
  invoicePerson: (taxCode: string) => `Privato, codice fiscale ${taxCode}`,
  invoiceCompany: (companyName: string, vatNumber: string) =>
    `${companyName}, partita IVA ${vatNumber}`,
  invoiceRecipient: (sdiCode: string, pec: string | null) =>
    pec ? `Codice destinatario ${sdiCode}, PEC ${pec}` : `Codice destinatario ${sdiCode}`,
  paymentTitle: 'Pagamento',
  paymentCard: (last4: string) => `Carta che termina con ${last4}`,
  paymentStripe: 'Il metodo scelto nel passaggio Pagamento',
  edit: 'Modifica',
  editNamed: (section: string) => `Modifica ${section.toLowerCase()}`,
  withdrawalLink: 'Resi e diritto di recesso',
  submitting: 'Stiamo registrando l’ordine e il pagamento: non chiudere la pagina.',
  /** An out-of-stock refusal that does not name the product. */
  stockChanged:
    'Alcuni prodotti non sono più disponibili nelle quantità scelte: abbiamo aggiornato la tua Shopping Bag.',
} as const;
