import type { AppRouteKey } from '../routes';
import { italianDateFormat, longShopDate } from '../formatter-on-first-use';

/**
 * Italian texts shared by the content pages (sections, services, offers, news, help, legal).
 * The page bodies themselves live with the web app; here are the labels they have in common
 * and the seller's identity, which the legal pages must state (Codice del Consumo, art. 49;
 * D.Lgs. 70/2003, art. 7).
 */

/**
 * The seller's identity as the legal pages state it, in this order. The values are the shop
 * settings edited in the admin area (domain/admin/shop-settings.ts); a value not yet given is
 * left out of the page, never shown as a placeholder.
 */
export const SELLER_IDENTITY_FIELDS = [
  'companyName',
  'registeredOffice',
  'vatNumber',
  'reaNumber',
  'pec',
  'customerServiceEmail',
  'phone',
] as const;

export type SellerIdentityField = (typeof SELLER_IDENTITY_FIELDS)[number];

export const SELLER_IDENTITY_LABELS: Record<SellerIdentityField, string> = {
  companyName: 'Ragione sociale',
  registeredOffice: 'Sede legale',
  vatNumber: 'Partita IVA e codice fiscale',
  reaNumber: 'Numero REA',
  pec: 'PEC',
  customerServiceEmail: 'Email',
  phone: 'Telefono',
};

/** Customer service hours, as the help pages state them until the admin area gives others. */
export const CUSTOMER_SERVICE_HOURS =
  'dal lunedì al venerdì, dalle 9:00 alle 18:00 (festivi esclusi)';

const eventDateFormatter = italianDateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A calendar day "YYYY-MM-DD" as an instant that is the same day in Italy. */
function middayOf(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

/** "2026-11-21" → "21 novembre 2026". */
export function formatLongDate(isoDate: string): string {
  return longShopDate().format(middayOf(isoDate));
}

/** "2026-12-03" → "giovedì 3 dicembre 2026". */
export function formatEventDate(isoDate: string): string {
  return eventDateFormatter().format(middayOf(isoDate));
}

export const CONTENT_MESSAGES = {
  breadcrumbsLabel: 'Percorso',
  home: 'Home',
  lastUpdated: 'Ultimo aggiornamento:',
  relatedTitle: 'Pagine correlate',
  sellerTitle: 'Chi vende',
  faqTitle: 'Domande frequenti',
  eventWhen: 'Quando',
  eventWhere: 'Dove',
  eventFormat: 'Formato',
  eventSignup: 'Iscrizione',
  eventSignupBefore: 'gratuita, fino a esaurimento posti. Scrivi a',
  eventSignupAfter:
    'indicando nome, cognome e l’evento che ti interessa: ti confermiamo il posto e l’indirizzo esatto.',
  productsLoading: 'Caricamento dei prodotti…',
  productsError: 'Non è stato possibile caricare i prodotti. Riprova tra poco.',
  noOffers: 'In questo momento non ci sono prodotti in questa selezione. Torna a trovarci presto.',
  browseAll: 'Vedi tutti i prodotti',
  tableScrollHint: 'Tabella scorrevole',
} as const;

/**
 * Lead texts of the two app routes that share the content page frame (spec §2.1
 * /shipping-costs and /news/presentations); also used by their cards on the section pages.
 */
export const APP_PAGE_DESCRIPTIONS = {
  shippingCosts:
    'Spedizione standard sempre gratuita in Italia, consegna express a 9,90 € e tempi di consegna per ogni zona.',
  newsPresentations:
    'Le presentazioni dal vivo di Vetrina nelle città italiane: date, luoghi e come iscriversi gratuitamente.',
} as const satisfies Partial<Record<AppRouteKey, string>>;
