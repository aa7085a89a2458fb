import type { CatalogSort } from './catalog-sort';
import { formatCount } from '../italian-numbers';

/**
 * Italian texts of the catalog pages (home, listings, product, compare). The texts shared with
 * other features (stock states, rating label, product fallbacks) stay in ../messages.ts.
 */

export const HOME_PAGE_MESSAGES = {
  familiesTitle: 'Scegli la tua famiglia',
  familyCta: (name: string) => `Scopri ${name}`,
  offersTitle: 'Offerte',
  offersLink: 'Tutte le offerte',
  newTitle: 'Novità',
  newLink: 'Tutti i nuovi arrivi',
} as const;

export const SORT_LABELS: Readonly<Record<CatalogSort, string>> = {
  relevance: 'Rilevanza',
  'price-asc': 'Prezzo crescente',
  'price-desc': 'Prezzo decrescente',
  newest: 'Novità',
  rating: 'Valutazione',
};

export const LISTING_MESSAGES = {
  resultCount: (count: number) => (count === 1 ? '1 prodotto' : `${formatCount(count)} prodotti`),
  filtersTitle: 'Filtri',
  filtersToggle: 'Filtri',
  filtersToggleActive: (count: number) => `Filtri (${count})`,
  familyLegend: 'Famiglia',
  allFamilies: 'Tutte',
  priceLegend: 'Prezzo (€, IVA inclusa)',
  minPriceLabel: 'Da',
  maxPriceLabel: 'A',
  pricePlaceholderMin: 'es. 300',
  pricePlaceholderMax: 'es. 1.500',
  applyPrice: 'Applica prezzo',
  priceInvalid: 'Inserisci un importo valido, ad esempio 499 oppure 499,90.',
  availabilityLegend: 'Disponibilità e offerte',
  inStockOnly: 'Solo disponibili',
  onSaleOnly: 'Solo in offerta',
  clearFilters: 'Azzera filtri',
  sortLabel: 'Ordina per',
  empty: 'Nessun prodotto corrisponde ai filtri scelti.',
  emptyHint: 'Prova ad allargare la fascia di prezzo o ad azzerare i filtri.',
  pageBeyondEnd: 'Questa pagina non contiene prodotti.',
  firstPage: 'Vai alla prima pagina',
  paginationLabel: 'Paginazione',
  previousPage: 'Precedente',
  nextPage: 'Successiva',
  pageLabel: (page: number) => `Pagina ${page}`,
  pageOf: (page: number, pageCount: number) => `Pagina ${page} di ${pageCount}`,
  retry: 'Riprova',
  loadingResults: 'Aggiornamento dei risultati…',
} as const;

export const PRODUCT_PAGE_MESSAGES = {
  breadcrumbLabel: 'Percorso',
  breadcrumbHome: 'Home',
  breadcrumbProducts: 'Prodotti',
  vatIncluded: 'IVA inclusa',
  saving: (amount: string) => `Risparmi ${amount}`,
  galleryLabel: 'Immagini del prodotto',
  thumbnailsLabel: 'Scegli un’immagine',
  imageOf: (index: number, count: number) => `Immagine ${index} di ${count}`,
  imageAlt: (name: string, index: number, count: number) =>
    index === 1 ? name : `${name}, immagine ${index} di ${count}`,
  descriptionTitle: 'Descrizione',
  specsTitle: 'Caratteristiche tecniche',
  relatedTitle: 'Potrebbero interessarti anche',
  compareLink: 'Confronta con altri modelli',
  notFoundBody: 'Il prodotto che cerchi non esiste o non è più in vendita.',
  seeAllProducts: 'Vedi tutti i prodotti',
} as const;

export const COMPARE_MESSAGES = {
  intro: 'Scegli fino a 4 prodotti e confrontane prezzo, valutazione e caratteristiche.',
  pickerLegend: 'Prodotti da confrontare',
  slotLabel: (slot: number) => `Prodotto ${slot}`,
  choose: '— Scegli un prodotto —',
  empty: 'Nessun prodotto scelto: usa i menu qui sopra per iniziare il confronto.',
  tableCaption: 'Confronto tra i prodotti scelti',
  tableRegionLabel: 'Tabella di confronto, scorrevole in orizzontale',
  imageRow: 'Immagine',
  priceRow: 'Prezzo',
  ratingRow: 'Valutazione',
  stockRow: 'Disponibilità',
  specsHeading: 'Caratteristiche',
  missingValue: '—',
  missingValueLabel: 'Non indicato',
  otherFamily: 'Altri prodotti',
  clear: 'Svuota il confronto',
} as const;
