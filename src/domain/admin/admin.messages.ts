/**
 * Texts the whole admin area shares (spec §8 "Admin messages"). Each section keeps its own texts
 * beside its schema (orders, categories, users, shop settings, audit log).
 */
export const ADMIN_MESSAGES = {
  /** Spec §8: every admin failure reads "Errore: {message}". */
  error: (message: string) => `Errore: ${message}`,
  navLabel: 'Sezioni dell’area admin',
  nav: {
    dashboard: 'Cruscotto',
    orders: 'Ordini',
    products: 'Prodotti',
    categories: 'Categorie',
    users: 'Utenti',
    devices: 'Dispositivi',
    shopSettings: 'Dati del venditore',
    audit: 'Registro delle modifiche',
  },
  backToShop: 'Torna al negozio',
  loading: 'Caricamento…',
  loadFailed: 'Non è stato possibile caricare questi dati.',
  retry: 'Riprova',
  previousPage: 'Pagina precedente',
  nextPage: 'Pagina successiva',
  pageOf: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
  noResults: 'Nessun risultato.',
} as const;
