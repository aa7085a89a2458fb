/** Labels of the cart's panel, page and buttons (the notifications are in cart.messages.ts). */

export const CART_MESSAGES = {
  addToCart: 'Aggiungi alla Shopping Bag',
  addToCartNamed: (name: string) => `Aggiungi "${name}" alla Shopping Bag`,
  /** The visible text of the compact button on tiles (its accessible name is addToCartNamed). */
  addToCartShort: 'Aggiungi',
  soldOut: 'Non disponibile',
  soldOutNamed: (name: string) => `"${name}" non disponibile`,
  quantityLabel: (name: string) => `Quantità di "${name}"`,
  decrease: (name: string) => `Diminuisci la quantità di "${name}"`,
  removeLast: (name: string) => `Rimuovi "${name}" dalla Shopping Bag`,
  increase: (name: string) => `Aumenta la quantità di "${name}"`,
  maxReachedHint: 'Quantità massima disponibile',
  remove: 'Rimuovi',
  removeNamed: (name: string) => `Rimuovi "${name}"`,
  saveForLater: 'Salva per dopo',
  /**
   * The accessible names of the "Salva per dopo" and "Sposta nella Shopping Bag" buttons: they
   * start with the visible text, as WCAG 2.5.3 (label in name) asks, then say which product.
   */
  saveForLaterFor: (name: string) => `Salva per dopo "${name}"`,
  moveToCartFor: (name: string) => `Sposta nella Shopping Bag "${name}"`,
  moveToCart: 'Sposta nella Shopping Bag',
  /** Why an out-of-stock saved product cannot go back to the cart. */
  moveToCartUnavailable:
    'Esaurito: potrai spostarlo nella Shopping Bag quando tornerà disponibile.',
  savedTitle: 'Salvati per dopo',
  subtotal: 'Subtotale',
  shipping: 'Spedizione',
  shippingFree: 'Gratuita',
  total: 'Totale',
  vatIncluded: 'IVA inclusa',
  checkout: 'Checkout',
  unitPrice: 'Prezzo',
  lineTotal: 'Totale riga',
  outOfStock: 'Esaurito',
  fewLeft: (units: number) =>
    units === 1 ? 'Ultimo pezzo disponibile' : `Solo ${units} disponibili`,
  itemCount: (units: number) => (units === 1 ? '1 articolo' : `${units} articoli`),
  bagSummaryTitle: 'Riepilogo',
  /** The (visually hidden) title of the list of cart lines. */
  linesTitle: 'Articoli nella Shopping Bag',
  loading: 'Caricamento del carrello…',
  retrySave: 'Riprova a salvare',
  continueShopping: 'Continua lo shopping',
} as const;
