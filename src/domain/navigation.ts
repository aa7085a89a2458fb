/**
 * The shop's navigation (spec §2.2, §2.4, §2.6): every link of the header sections, the search
 * panel's quick links and the footer. Every path here must open a real page: product paths
 * are catalog routes, the others are content pages (content-pages.ts).
 */

export interface NavLink {
  readonly label: string;
  readonly path: string;
}

export interface NavColumn {
  readonly title: string;
  /** Up to 6 links (spec §2.2). */
  readonly links: readonly NavLink[];
}

export interface NavSection {
  readonly id: 'products' | 'services' | 'deals' | 'news';
  readonly label: string;
  /** Clicking the section button on desktop navigates here: /{section}. */
  readonly path: string;
  /** Up to 3 columns (spec §2.2). */
  readonly columns: readonly NavColumn[];
}

export const NAV_SECTIONS: readonly NavSection[] = [
  {
    id: 'products',
    label: 'Prodotti',
    path: '/products',
    columns: [
      {
        title: 'Smartphone e tablet',
        links: [
          { label: 'iPhone', path: '/products/iphone' },
          { label: 'iPad', path: '/products/ipad' },
        ],
      },
      {
        title: 'Computer e indossabili',
        links: [
          { label: 'Mac', path: '/products/mac' },
          { label: 'Watch', path: '/products/watch' },
        ],
      },
      {
        title: 'Scopri',
        links: [
          { label: 'Tutti i prodotti', path: '/products' },
          { label: 'Nuovi arrivi', path: '/products/new' },
          { label: 'Confronta i modelli', path: '/products/compare' },
        ],
      },
    ],
  },
  {
    id: 'services',
    label: 'Servizi',
    path: '/services',
    columns: [
      {
        title: 'Assistenza',
        links: [
          { label: 'Supporto tecnico', path: '/services/supporto' },
          { label: 'Riparazioni', path: '/services/riparazioni' },
          { label: 'Garanzia', path: '/services/garanzia' },
          { label: 'Guide', path: '/services/guide' },
        ],
      },
      {
        title: 'Per le aziende',
        links: [
          { label: 'Soluzioni business', path: '/services/business' },
          { label: 'Formazione', path: '/services/formazione' },
          { label: 'Consulenza IT', path: '/services/consulenza-it' },
        ],
      },
      {
        title: 'Su misura',
        links: [
          { label: 'Personalizzazione', path: '/services/personalizzazione' },
          { label: 'Installazione', path: '/services/installazione' },
          { label: 'Configurazione', path: '/services/configurazione' },
        ],
      },
    ],
  },
  {
    id: 'deals',
    label: 'Offerte',
    path: '/deals',
    columns: [
      {
        title: 'Risparmia ora',
        links: [
          { label: 'Offerte del giorno', path: '/deals/offerte-del-giorno' },
          { label: 'Black Friday', path: '/deals/black-friday' },
          { label: 'Outlet', path: '/deals/outlet' },
          { label: 'Ricondizionati', path: '/deals/ricondizionati' },
        ],
      },
      {
        title: 'Scuola e università',
        links: [
          { label: 'Istruzione', path: '/deals/istruzione' },
          { label: 'Studenti', path: '/deals/studenti' },
        ],
      },
      {
        title: 'Pagamenti e aziende',
        links: [
          { label: 'Permuta il tuo usato', path: '/deals/permuta' },
          { label: 'Finanziamenti', path: '/deals/finanziamenti' },
          { label: 'Noleggio per aziende', path: '/deals/noleggio-aziende' },
          { label: 'Offerte business', path: '/deals/business' },
        ],
      },
    ],
  },
  {
    id: 'news',
    label: 'Novità',
    path: '/news',
    columns: [
      {
        title: 'Prodotti',
        links: [
          { label: 'Nuovi prodotti', path: '/news/nuovi-prodotti' },
          { label: 'Preordini', path: '/news/preordini' },
          { label: 'In arrivo', path: '/news/in-arrivo' },
          { label: 'Edizioni limitate', path: '/news/edizioni-limitate' },
        ],
      },
      {
        title: 'Eventi',
        links: [
          { label: 'Presentazioni', path: '/news/presentations' },
          { label: 'Workshop', path: '/news/workshop' },
          { label: 'Meetup', path: '/news/meetup' },
        ],
      },
      {
        title: 'Da leggere',
        links: [
          { label: 'Notizie tech', path: '/news/tech' },
          { label: 'Guide all’acquisto', path: '/news/guide' },
          { label: 'Recensioni', path: '/news/recensioni' },
        ],
      },
    ],
  },
];

/** Spec §2.4: the search panel's quick links. */
export const SEARCH_QUICK_LINKS: readonly NavLink[] = [
  { label: 'Nuovi arrivi', path: '/products/new' },
  { label: 'Offerte', path: '/offers' },
  { label: 'Supporto', path: '/support' },
  { label: 'Resi', path: '/returns' },
  { label: 'Contatti', path: '/contact' },
];

/** Spec §2.6: the footer's three columns, with their exact labels. */
export const FOOTER_COLUMNS: readonly NavColumn[] = [
  {
    title: 'Chi Siamo',
    links: [
      { label: 'La Nostra Storia', path: '/about' },
      { label: 'Lavora con Noi', path: '/careers' },
      { label: 'Partner', path: '/partners' },
    ],
  },
  {
    title: 'Supporto',
    links: [
      { label: 'Contattaci', path: '/contact' },
      { label: 'FAQ', path: '/faq' },
      { label: 'Spedizioni', path: '/shipping' },
      { label: 'Resi', path: '/returns' },
    ],
  },
  {
    title: 'Legale',
    links: [
      { label: 'Privacy', path: '/privacy' },
      { label: 'Termini e Condizioni', path: '/terms' },
      { label: 'Cookie Policy', path: '/cookie-policy' },
    ],
  },
];

/** Every path the navigation links to, for tests that check none leads to a missing page. */
export function allNavigationPaths(): string[] {
  const paths = new Set<string>();
  for (const section of NAV_SECTIONS) {
    paths.add(section.path);
    for (const column of section.columns) for (const link of column.links) paths.add(link.path);
  }
  for (const link of SEARCH_QUICK_LINKS) paths.add(link.path);
  for (const column of FOOTER_COLUMNS) for (const link of column.links) paths.add(link.path);
  return [...paths];
}
