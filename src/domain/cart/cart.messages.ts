/**
 * The cart's notifications (spec §8, copied exactly) and state texts. Labels of the panel, page
 * and buttons are in cart-labels.messages.ts: the navigation bar needs only these.
 */

export const CART_NOTICES = {
  /** Spec §8: '"{name}" aggiunto alla Shopping Bag.'; several units: 'N x ... aggiunti'. */
  added: (name: string, units: number) =>
    units > 1
      ? `${units} x "${name}" aggiunti alla Shopping Bag.`
      : `"${name}" aggiunto alla Shopping Bag.`,
  maxReached: (name: string, available: number) =>
    `Quantità massima raggiunta per "${name}". Disponibili ${available} unità.`,
  removed: (name: string) => `"${name}" rimosso dalla Shopping Bag.`,
  movedToSaved: (name: string) => `"${name}" spostato in "Salvati per dopo".`,
  movedToCart: (name: string) => `"${name}" spostato nella Shopping Bag.`,
  removedFromSaved: (name: string) => `"${name}" rimosso dai salvati per dopo.`,
  /** Spec §4: the synced cart could not be read; an empty cart is used. */
  loadFailed: 'Errore nel caricamento del carrello',
  /** Not given by the spec (decision 008): the changes stay in this browser and are retried. */
  saveFailed:
    'Non è stato possibile salvare il carrello. Le modifiche restano su questo dispositivo e verranno salvate appena possibile.',
  /** Lines found out of stock at a stock check, for a logged-in user (spec §4). */
  outOfStockMoved: (name: string) =>
    `"${name}" non è più disponibile ed è stato spostato in "Salvati per dopo".`,
  /** A product the catalog no longer sells (unknown or hidden). */
  unavailable: 'Prodotto non disponibile',
} as const;
