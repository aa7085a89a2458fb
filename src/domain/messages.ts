import type { ErrorCode } from './errors';
import type { AppRouteKey } from './routes';
import { formatDecimal } from './italian-numbers';

/**
 * Every user-visible Italian text lives here (texts from the spec are copied exactly).
 * Group by feature; functions build texts with values.
 */

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  'not-found': 'Non abbiamo trovato ciò che cercavi.',
  'invalid-argument': 'Dati non validi. Controlla i campi evidenziati.',
  'already-exists': 'Esiste già.',
  'deadline-exceeded': 'Il tempo a disposizione è scaduto. Riprova.',
  'resource-exhausted': 'Troppe richieste. Attendi qualche istante e riprova.',
  'permission-denied': 'Non hai i permessi per questa operazione.',
  unauthenticated: 'Accedi per continuare.',
  'failed-precondition': 'Operazione non possibile in questo momento.',
  internal: 'Si è verificato un errore imprevisto. Riprova tra poco.',
  unavailable: 'Il negozio è molto impegnato in questo momento. Riprova tra qualche secondo.',
};

export const COMMON_MESSAGES = {
  networkError: 'Impossibile contattare il negozio. Controlla la connessione e riprova.',
  comingSoon: 'Questa pagina è in arrivo.',
  startupErrorPrefix: 'Errore avvio: ',
  notFoundTitle: 'Pagina non trovata',
  notFoundBody: 'La pagina che cerchi non esiste o è stata spostata.',
  backHome: 'Torna alla home',
  loading: 'Caricamento…',
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Email o password non corrette.',
  /** Only after the right password: a deactivated account is not revealed to a guesser. */
  accountDeactivated:
    'Questo account è stato disattivato. Per riattivarlo scrivi al servizio clienti.',
  loginSuccess: 'Login effettuato con successo!',
  logoutSuccess: 'Logout effettuato con successo',
  welcome: (name: string) => `Benvenuto, ${name}!`,
} as const;

export const CATALOG_MESSAGES = {
  productNotFound: 'Prodotto non trovato',
  productWithoutName: 'Prodotto senza nome',
  productUnavailable: 'Prodotto non disponibile',
  inStock: 'Disponibile',
  lowStock: (units: number) =>
    units === 1 ? 'Ultimo pezzo disponibile' : `Solo ${units} pezzi disponibili`,
  outOfStock: 'Esaurito',
} as const;

// ---------------------------------------------------------------------------------------------
// Browser app shell and pages (foundation). Titles per route key, so a new route needs a title.

export const PAGE_TITLES = {
  home: 'Elettronica di consumo',
  products: 'Prodotti',
  productsNew: 'Nuovi arrivi',
  productsCompare: 'Confronta i modelli',
  product: 'Prodotto',
  search: 'Ricerca',
  orders: 'I tuoi ordini',
  order: 'Il tuo ordine',
  shippingCosts: 'Costi di spedizione',
  wishlist: 'Lista desideri',
  shoppingBag: 'Shopping Bag',
  checkout: 'Checkout',
  login: 'Accedi',
  register: 'Registrati',
  resetPassword: 'Reimposta password',
  emailCodeVerification: 'Verifica email',
  accountSetup: 'Completa il tuo account',
  profile: 'Il tuo profilo',
  editProfile: 'Modifica profilo',
  settings: 'Impostazioni',
  newsPresentations: 'Presentazioni',
  admin: 'Admin Tool',
  adminOrders: 'Ordini',
  adminOrder: 'Ordine',
  adminProducts: 'Prodotti',
  adminProductNew: 'Nuovo prodotto',
  adminProduct: 'Modifica prodotto',
  adminCategories: 'Categorie',
  adminUsers: 'Utenti',
  adminDevices: 'Dispositivi',
  adminShopSettings: 'Dati del venditore',
  adminAudit: 'Registro delle modifiche',
} as const satisfies Record<AppRouteKey, string>;

export const LAYOUT_MESSAGES = {
  siteName: 'Vetrina',
  skipToContent: 'Vai al contenuto',
  mainNavLabel: 'Navigazione principale',
  accountNavLabel: 'Account',
  products: 'Prodotti',
  shoppingBag: 'Shopping Bag',
  login: 'Accedi',
  logout: 'Esci',
  loggingOut: 'Uscita in corso…',
  adminTool: 'Admin Tool',
  documentTitle: (pageTitle: string) => `${pageTitle} – Vetrina`,
  copyright: (year: number) => `© ${year} Vetrina`,
  footerNavLabel: 'Informazioni sul negozio',
  footerTagline: 'Elettronica di consumo scelta con cura, con consegna in tutta Italia.',
  rightsReserved: 'Tutti i diritti riservati.',
  pricesIncludeVat: 'Prezzi IVA inclusa',
  routeErrorTitle: 'Qualcosa è andato storto',
  routeErrorBody: 'Non è stato possibile caricare questa pagina.',
  reloadPage: 'Ricarica la pagina',
} as const;

export const HOME_MESSAGES = {
  heroTitle: 'La tecnologia che ami, scelta con cura',
  heroText:
    'Smartphone, computer, tablet e smartwatch delle marche più amate. Prezzi chiari con IVA inclusa e disponibilità sempre aggiornata.',
  heroCta: 'Scopri i prodotti',
  featuredTitle: 'In evidenza',
} as const;

export const CATALOG_LIST_MESSAGES = {
  empty: 'Nessun prodotto disponibile al momento.',
  previousPrice: 'Prezzo precedente:',
  currentPrice: 'Prezzo:',
  ratingLabel: (rating: number, reviewCount: number) =>
    `Valutazione ${formatDecimal(rating, 1)} su 5, ${reviewCount} ${reviewCount === 1 ? 'recensione' : 'recensioni'}`,
} as const;

export const LOGIN_FORM_MESSAGES = {
  emailLabel: 'Email',
  passwordLabel: 'Password',
  submit: 'Accedi',
  submitting: 'Accesso in corso…',
  invalidFields: 'Inserisci un indirizzo email valido e la password.',
  noAccount: 'Non hai un account?',
  registerLink: 'Registrati',
  forgotPassword: 'Password dimenticata?',
} as const;
