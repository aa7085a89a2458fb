/**
 * Italian texts of the navigation bar and its panels (spec §2.2–§2.5) that messages.ts does not
 * already hold. Texts quoted by the spec are copied exactly; shared shell labels (Accedi, Esci,
 * Shopping Bag, Admin Tool…) and page titles stay in messages.ts and are reused from there.
 */

export const NAVBAR_MESSAGES = {
  accountButton: 'Account',
  searchButton: 'Cerca',
  openMenu: 'Apri il menu',
  closeMenu: 'Chiudi il menu',
  back: 'Indietro',
  drawerLabel: 'Menu',
  /** The small disclosure button next to a section link (desktop, keyboard and screen readers). */
  sectionMenuToggle: (sectionLabel: string) => `Menu ${sectionLabel}`,
  goToSection: (sectionLabel: string) => `Vai a ${sectionLabel}`,
  /** Spec §2.3: a count badge capped at 9+; this is its spoken form. */
  badgeCount: (count: number) => (count === 1 ? '1 articolo' : `${count} articoli`),
} as const;

export const ACCOUNT_PANEL_MESSAGES = {
  guestTitle: 'Account',
  guestText: 'Accedi per vedere i tuoi ordini, gestire resi e creare la tua Wishlist.',
  register: 'Registrati',
  userTitle: 'Il tuo account',
} as const;

export const SEARCH_PANEL_MESSAGES = {
  inputLabel: 'Cerca nel sito',
  placeholder: 'Cerca nel sito di Vetrina',
  submit: 'Avvia la ricerca',
  quickLinksTitle: 'Link rapidi',
} as const;

export const CART_PANEL_MESSAGES = {
  /** Title of the panel once the cart has lines (spec §2.5); the empty state uses 'Shopping Bag'. */
  title: 'Il tuo carrello',
  emptyText: 'La tua Shopping Bag è vuota. Scopri i nostri prodotti e trova quello che fa per te.',
  familiesTitle: 'Scopri',
  startShopping: 'Inizia lo shopping',
  goToShoppingBag: 'Vai alla Shopping Bag',
  /** The panel's lines could not be loaded (no connection). */
  linesUnavailable: 'Non riusciamo a mostrare qui il carrello in questo momento.',
} as const;
