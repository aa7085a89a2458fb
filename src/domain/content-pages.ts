/**
 * Pages of editorial content (sections, services, offers, news, help and legal pages) that the
 * header, footer and search panel link to. Titles serve the browser, the server-rendered <head>
 * and the sitemap; the descriptions are in content-page-descriptions.ts (the browser's first
 * download, which builds the routes from this list, leaves them out); the bodies live with the
 * web app.
 */

export type ContentPageKind =
  'section' | 'service' | 'deal' | 'news' | 'help' | 'company' | 'legal';

export interface ContentPage {
  readonly path: string;
  readonly kind: ContentPageKind;
  /** The <h1> and the <title>. */
  readonly title: string;
  /** The page one level up in the breadcrumbs (a content page or an app route), if any. */
  readonly parentPath?: string;
  /** Pages with terms the shop is bound to say when they last changed (ISO date). */
  readonly updatedAt?: string;
}

/** The day the legal and help terms below were last revised. */
export const TERMS_REVISED_ON = '2026-11-21';

export const CONTENT_PAGES: readonly ContentPage[] = [
  // Sections of the navigation bar (spec §2.2) -------------------------------------------------
  {
    path: '/services',
    kind: 'section',
    title: 'Servizi',
  },
  {
    path: '/deals',
    kind: 'section',
    title: 'Offerte',
  },
  {
    path: '/news',
    kind: 'section',
    title: 'Novità',
  },

  // Servizi ------------------------------------------------------------------------------------
  {
    path: '/services/supporto',
    kind: 'service',
    title: 'Supporto tecnico',
    parentPath: '/services',
  },
  {
    path: '/services/riparazioni',
    kind: 'service',
    title: 'Riparazioni',
    parentPath: '/services',
  },
  {
    path: '/services/garanzia',
    kind: 'service',
    title: 'Garanzia',
    parentPath: '/services',
  },
  {
    path: '/services/guide',
    kind: 'service',
    title: 'Guide e tutorial',
    parentPath: '/services',
  },
  {
    path: '/services/business',
    kind: 'service',
    title: 'Soluzioni business',
    parentPath: '/services',
  },
  {
    path: '/services/formazione',
    kind: 'service',
    title: 'Formazione',
    parentPath: '/services',
  },
  {
    path: '/services/consulenza-it',
    kind: 'service',
    title: 'Consulenza IT',
    parentPath: '/services',
  },
  {
    path: '/services/personalizzazione',
    kind: 'service',
    title: 'Personalizzazione',
    parentPath: '/services',
  },
  {
    path: '/services/installazione',
    kind: 'service',
    title: 'Installazione',
    parentPath: '/services',
  },
  {
    path: '/services/configurazione',
    kind: 'service',
    title: 'Configurazione',
    parentPath: '/services',
  },

  // Offerte ------------------------------------------------------------------------------------
  {
    path: '/offers',
    kind: 'deal',
    title: 'Prodotti in offerta',
    parentPath: '/deals',
  },
  {
    path: '/deals/offerte-del-giorno',
    kind: 'deal',
    title: 'Offerte del giorno',
    parentPath: '/deals',
  },
  {
    path: '/deals/black-friday',
    kind: 'deal',
    title: 'Black Friday',
    parentPath: '/deals',
  },
  {
    path: '/deals/outlet',
    kind: 'deal',
    title: 'Outlet',
    parentPath: '/deals',
  },
  {
    path: '/deals/ricondizionati',
    kind: 'deal',
    title: 'Ricondizionati',
    parentPath: '/deals',
  },
  {
    path: '/deals/istruzione',
    kind: 'deal',
    title: 'Offerte per l’istruzione',
    parentPath: '/deals',
  },
  {
    path: '/deals/studenti',
    kind: 'deal',
    title: 'Offerte per studenti',
    parentPath: '/deals',
  },
  {
    path: '/deals/permuta',
    kind: 'deal',
    title: 'Permuta il tuo usato',
    parentPath: '/deals',
  },
  {
    path: '/deals/finanziamenti',
    kind: 'deal',
    title: 'Finanziamenti',
    parentPath: '/deals',
  },
  {
    path: '/deals/noleggio-aziende',
    kind: 'deal',
    title: 'Noleggio per aziende',
    parentPath: '/deals',
  },
  {
    path: '/deals/business',
    kind: 'deal',
    title: 'Offerte business',
    parentPath: '/deals',
  },

  // Novità -------------------------------------------------------------------------------------
  {
    path: '/news/nuovi-prodotti',
    kind: 'news',
    title: 'Nuovi prodotti',
    parentPath: '/news',
  },
  {
    path: '/news/preordini',
    kind: 'news',
    title: 'Preordini',
    parentPath: '/news',
  },
  {
    path: '/news/in-arrivo',
    kind: 'news',
    title: 'In arrivo',
    parentPath: '/news',
  },
  {
    path: '/news/edizioni-limitate',
    kind: 'news',
    title: 'Edizioni limitate',
    parentPath: '/news',
  },
  {
    path: '/news/workshop',
    kind: 'news',
    title: 'Workshop',
    parentPath: '/news',
  },
  {
    path: '/news/meetup',
    kind: 'news',
    title: 'Meetup',
    parentPath: '/news',
  },
  {
    path: '/news/tech',
    kind: 'news',
    title: 'Notizie tech',
    parentPath: '/news',
  },
  {
    path: '/news/guide',
    kind: 'news',
    title: 'Guide all’acquisto',
    parentPath: '/news',
  },
  {
    path: '/news/recensioni',
    kind: 'news',
    title: 'Recensioni',
    parentPath: '/news',
  },

  // Aiuto (search panel quick links and footer "Supporto", spec §2.4 and §2.6) ------------------
  {
    path: '/support',
    kind: 'help',
    title: 'Supporto clienti',
  },
  {
    path: '/contact',
    kind: 'help',
    title: 'Contatti',
    parentPath: '/support',
  },
  {
    path: '/faq',
    kind: 'help',
    title: 'Domande frequenti',
    parentPath: '/support',
  },
  {
    path: '/shipping',
    kind: 'help',
    title: 'Spedizioni e consegne',
    parentPath: '/support',
    updatedAt: TERMS_REVISED_ON,
  },
  {
    path: '/returns',
    kind: 'help',
    title: 'Resi e diritto di recesso',
    parentPath: '/support',
    updatedAt: TERMS_REVISED_ON,
  },
  {
    path: '/track',
    kind: 'help',
    title: 'Traccia il tuo ordine',
    parentPath: '/support',
  },

  // Chi siamo (footer, spec §2.6) -------------------------------------------------------------
  {
    path: '/about',
    kind: 'company',
    title: 'La nostra storia',
  },
  {
    path: '/careers',
    kind: 'company',
    title: 'Lavora con noi',
  },
  {
    path: '/partners',
    kind: 'company',
    title: 'Partner',
  },

  // Legale (footer, spec §2.6) ----------------------------------------------------------------
  {
    path: '/privacy',
    kind: 'legal',
    title: 'Informativa sulla privacy',
    updatedAt: TERMS_REVISED_ON,
  },
  {
    path: '/terms',
    kind: 'legal',
    title: 'Termini e condizioni di vendita',
    updatedAt: TERMS_REVISED_ON,
  },
  {
    path: '/cookie-policy',
    kind: 'legal',
    title: 'Cookie policy',
    updatedAt: TERMS_REVISED_ON,
  },
];

const PAGES_BY_PATH = new Map(CONTENT_PAGES.map((page) => [page.path, page]));

export function findContentPage(pathname: string): ContentPage | undefined {
  return PAGES_BY_PATH.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/** The content pages one level below `parentPath`, in registry order (section cards). */
export function listContentPagesUnder(parentPath: string): ContentPage[] {
  return CONTENT_PAGES.filter((page) => page.parentPath === parentPath);
}
