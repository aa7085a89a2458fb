import { WISHLIST_MAX_ITEMS } from '../constants';

/**
 * The wishlist's notifications (spec §8 Wishlist) and labels. The spec gives some texts only in
 * part ('... aggiunto/rimosso alla Wishlist.', 'synced/loaded with product count'); decision
 * 010 says how they were completed. Names are not quoted, as in the spec's two full texts.
 */

function productCount(count: number): string {
  return count === 1 ? '1 prodotto' : `${count} prodotti`;
}

export const WISHLIST_NOTICES = {
  added: (name: string) => `${name} aggiunto alla Wishlist.`,
  removed: (name: string) => `${name} rimosso dalla Wishlist.`,
  movedToCart: (name: string) => `${name} spostato nel carrello.`,
  /** Spec §8, exact: the pending item of a login is already in the cart. */
  alreadyInCart: (name: string) => `${name} è già nel tuo carrello.`,
  /** Spec §8, exact: the pending item of a login joined the list. */
  pendingAdded: (name: string) => `${name} aggiunto alla lista desideri.`,
  /** After a login, the stored list replaced this browser's copy. */
  loaded: (count: number) => `Wishlist caricata: ${productCount(count)}.`,
  /** Changes that could not be saved earlier have now reached the server. */
  synced: (count: number) => `Wishlist sincronizzata: ${productCount(count)}.`,
  cleared: 'Wishlist svuotata.',
  full: `La Wishlist può contenere al massimo ${WISHLIST_MAX_ITEMS} prodotti. Rimuovine qualcuno per aggiungerne altri.`,
  unavailable: (name: string) =>
    `${name} non è più disponibile e non è stato aggiunto alla Wishlist.`,
} as const;

export const WISHLIST_LABELS = {
  /** The heart's accessible name; for a logged-in user aria-pressed says whether it is listed. */
  heart: (name: string) => `Aggiungi "${name}" alla lista desideri`,
  intro: 'I prodotti che hai salvato, pronti per quando vorrai acquistarli.',
  count: (count: number) => productCount(count),
  listLabel: 'Prodotti nella lista desideri',
  moveToCart: 'Sposta nel carrello',
  moveToCartOf: (name: string) => `Sposta "${name}" nel carrello`,
  remove: 'Rimuovi',
  removeOf: (name: string) => `Rimuovi "${name}" dalla lista desideri`,
  clear: 'Svuota la lista',
  clearConfirm: 'Vuoi davvero togliere tutti i prodotti dalla lista desideri?',
  clearConfirmYes: 'Sì, svuota',
  clearConfirmNo: 'Annulla',
  emptyTitle: 'La tua lista desideri è vuota',
  emptyBody: 'Tocca il cuore di un prodotto per ritrovarlo qui quando vuoi.',
  emptyAction: 'Inizia lo shopping',
  loading: 'Caricamento della lista desideri…',
  unsaved: 'Alcune modifiche non sono ancora state salvate: riproveremo appena possibile.',
} as const;
