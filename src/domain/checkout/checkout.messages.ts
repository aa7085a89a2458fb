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
  idempotencyKeyInvalid: 'Richiesta non valida: ricarica la pagina e riprova.',
  expectedTotalInvalid: 'Totale non valido: ricarica la pagina e riprova.',
} as const;
