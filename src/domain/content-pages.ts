/**
 * Pages of editorial content (sections, services, offers, news, help and legal pages) that the
 * header, footer and search panel link to. Title and description serve the browser, the
 * server-rendered <head> and the sitemap; the bodies live with the web app.
 */

export type ContentPageKind =
  'section' | 'service' | 'deal' | 'news' | 'help' | 'company' | 'legal';

export interface ContentPage {
  readonly path: string;
  readonly kind: ContentPageKind;
  /** The <h1> and the <title>. */
  readonly title: string;
  /** One or two sentences for meta description and listings. */
  readonly description: string;
}

export const CONTENT_PAGES: readonly ContentPage[] = [
  {
    path: '/services',
    kind: 'section',
    title: 'Servizi',
    description: 'Assistenza, riparazioni, garanzia e soluzioni su misura per privati e aziende.',
  },
  {
    path: '/deals',
    kind: 'section',
    title: 'Offerte',
    description:
      'Tutte le promozioni di Vetrina: offerte del giorno, ricondizionati, outlet e sconti dedicati.',
  },
  {
    path: '/news',
    kind: 'section',
    title: 'Novità',
    description: 'Nuovi prodotti, preordini, eventi e notizie dal mondo della tecnologia.',
  },
];

const PAGES_BY_PATH = new Map(CONTENT_PAGES.map((page) => [page.path, page]));

export function findContentPage(pathname: string): ContentPage | undefined {
  return PAGES_BY_PATH.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
