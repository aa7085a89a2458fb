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
  /** One or two sentences for meta description and listings (at most 160 characters). */
  readonly description: string;
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

  // Servizi ------------------------------------------------------------------------------------
  {
    path: '/services/supporto',
    kind: 'service',
    title: 'Supporto tecnico',
    description:
      'Aiuto per configurare, aggiornare e risolvere i problemi dei tuoi dispositivi, via email e telefono.',
    parentPath: '/services',
  },
  {
    path: '/services/riparazioni',
    kind: 'service',
    title: 'Riparazioni',
    description:
      'Riparazioni in garanzia e fuori garanzia con preventivo gratuito, ricambi originali e ritiro a domicilio.',
    parentPath: '/services',
  },
  {
    path: '/services/garanzia',
    kind: 'service',
    title: 'Garanzia',
    description:
      'Garanzia legale di conformità di 2 anni su ogni prodotto, garanzia del produttore e come chiedere assistenza.',
    parentPath: '/services',
  },
  {
    path: '/services/guide',
    kind: 'service',
    title: 'Guide e tutorial',
    description:
      'Guide passo passo per iniziare con il nuovo dispositivo: trasferimento dati, backup, sicurezza e batteria.',
    parentPath: '/services',
  },
  {
    path: '/services/business',
    kind: 'service',
    title: 'Soluzioni business',
    description:
      'Dispositivi, configurazione e assistenza per aziende, studi professionali e pubbliche amministrazioni.',
    parentPath: '/services',
  },
  {
    path: '/services/formazione',
    kind: 'service',
    title: 'Formazione',
    description:
      'Corsi per privati e team aziendali: dalle basi del nuovo dispositivo alla produttività e alla sicurezza.',
    parentPath: '/services',
  },
  {
    path: '/services/consulenza-it',
    kind: 'service',
    title: 'Consulenza IT',
    description:
      'Analisi delle esigenze, scelta dei dispositivi, gestione centralizzata e sicurezza per la tua azienda.',
    parentPath: '/services',
  },
  {
    path: '/services/personalizzazione',
    kind: 'service',
    title: 'Personalizzazione',
    description:
      'Incisioni e configurazioni su misura per regali e dotazioni aziendali, con le condizioni da conoscere.',
    parentPath: '/services',
  },
  {
    path: '/services/installazione',
    kind: 'service',
    title: 'Installazione',
    description:
      'Un tecnico a casa o in ufficio per collegare, installare e mettere in funzione i tuoi dispositivi.',
    parentPath: '/services',
  },
  {
    path: '/services/configurazione',
    kind: 'service',
    title: 'Configurazione',
    description:
      'Il tuo nuovo dispositivo pronto all’uso: account, dati trasferiti, app e aggiornamenti già installati.',
    parentPath: '/services',
  },

  // Offerte ------------------------------------------------------------------------------------
  {
    path: '/offers',
    kind: 'deal',
    title: 'Prodotti in offerta',
    description:
      'I prodotti oggi in promozione, con il prezzo più basso degli ultimi 30 giorni sempre indicato.',
    parentPath: '/deals',
  },
  {
    path: '/deals/offerte-del-giorno',
    kind: 'deal',
    title: 'Offerte del giorno',
    description:
      'Una selezione di prodotti a prezzo ridotto, aggiornata ogni giorno e valida fino a esaurimento scorte.',
    parentPath: '/deals',
  },
  {
    path: '/deals/black-friday',
    kind: 'deal',
    title: 'Black Friday',
    description:
      'Black Friday 2026 da Vetrina: date, regole delle promozioni e consigli per acquistare con serenità.',
    parentPath: '/deals',
  },
  {
    path: '/deals/outlet',
    kind: 'deal',
    title: 'Outlet',
    description:
      'Prodotti nuovi con confezione danneggiata, esposti o di fine serie, con la garanzia legale di 2 anni.',
    parentPath: '/deals',
  },
  {
    path: '/deals/ricondizionati',
    kind: 'deal',
    title: 'Ricondizionati',
    description:
      'Dispositivi ricondizionati controllati dai nostri tecnici, con batteria verificata e 12 mesi di garanzia.',
    parentPath: '/deals',
  },
  {
    path: '/deals/istruzione',
    kind: 'deal',
    title: 'Offerte per l’istruzione',
    description:
      'Prezzi riservati a scuole, università, docenti e personale scolastico, con fattura e consegna in istituto.',
    parentPath: '/deals',
  },
  {
    path: '/deals/studenti',
    kind: 'deal',
    title: 'Offerte per studenti',
    description:
      'Sconti per studenti universitari e delle scuole superiori: come verificare il tuo stato e usare il codice.',
    parentPath: '/deals',
  },
  {
    path: '/deals/permuta',
    kind: 'deal',
    title: 'Permuta il tuo usato',
    description:
      'Dai valore al tuo vecchio dispositivo: richiedi una valutazione e usala come sconto sul prossimo acquisto.',
    parentPath: '/deals',
  },
  {
    path: '/deals/finanziamenti',
    kind: 'deal',
    title: 'Finanziamenti',
    description:
      'Come pagare a rate i tuoi acquisti e cosa sapere prima di scegliere un finanziamento.',
    parentPath: '/deals',
  },
  {
    path: '/deals/noleggio-aziende',
    kind: 'deal',
    title: 'Noleggio per aziende',
    description:
      'Noleggio operativo di computer, smartphone e tablet per aziende e professionisti, con canone mensile.',
    parentPath: '/deals',
  },
  {
    path: '/deals/business',
    kind: 'deal',
    title: 'Offerte business',
    description:
      'Prezzi per quantità, fattura elettronica e un referente dedicato per aziende e titolari di partita IVA.',
    parentPath: '/deals',
  },

  // Novità -------------------------------------------------------------------------------------
  {
    path: '/news/nuovi-prodotti',
    kind: 'news',
    title: 'Nuovi prodotti',
    description: 'Gli ultimi arrivi nel catalogo di Vetrina, dai nuovi smartphone ai computer.',
    parentPath: '/news',
  },
  {
    path: '/news/preordini',
    kind: 'news',
    title: 'Preordini',
    description:
      'Come funziona il preordine: quando paghi, quando ricevi il prodotto e come annullare.',
    parentPath: '/news',
  },
  {
    path: '/news/in-arrivo',
    kind: 'news',
    title: 'In arrivo',
    description:
      'I prodotti annunciati che arriveranno presto nel nostro catalogo e come ricevere un avviso.',
    parentPath: '/news',
  },
  {
    path: '/news/edizioni-limitate',
    kind: 'news',
    title: 'Edizioni limitate',
    description:
      'Colori speciali e serie a tiratura limitata: come funzionano disponibilità e limiti di acquisto.',
    parentPath: '/news',
  },
  {
    path: '/news/workshop',
    kind: 'news',
    title: 'Workshop',
    description:
      'Laboratori pratici a numero chiuso per imparare a usare al meglio smartphone, computer e tablet.',
    parentPath: '/news',
  },
  {
    path: '/news/meetup',
    kind: 'news',
    title: 'Meetup',
    description:
      'Incontri informali tra appassionati di tecnologia, nelle città italiane e online.',
    parentPath: '/news',
  },
  {
    path: '/news/tech',
    kind: 'news',
    title: 'Notizie tech',
    description:
      'Le novità che cambiano il modo di usare e comprare la tecnologia, spiegate in modo semplice.',
    parentPath: '/news',
  },
  {
    path: '/news/guide',
    kind: 'news',
    title: 'Guide all’acquisto',
    description:
      'Come scegliere smartphone, computer portatile, tablet e smartwatch senza spendere più del necessario.',
    parentPath: '/news',
  },
  {
    path: '/news/recensioni',
    kind: 'news',
    title: 'Recensioni',
    description:
      'Le nostre prove dei prodotti e come leggere le recensioni dei clienti pubblicate sul sito.',
    parentPath: '/news',
  },

  // Aiuto (search panel quick links and footer "Supporto", spec §2.4 and §2.6) ------------------
  {
    path: '/support',
    kind: 'help',
    title: 'Supporto clienti',
    description:
      'Ordini, spedizioni, resi, garanzia e assistenza tecnica: trova subito la risposta che cerchi.',
  },
  {
    path: '/contact',
    kind: 'help',
    title: 'Contatti',
    description:
      'Come contattare il servizio clienti di Vetrina via email, telefono e PEC, con orari e tempi di risposta.',
    parentPath: '/support',
  },
  {
    path: '/faq',
    kind: 'help',
    title: 'Domande frequenti',
    description:
      'Le risposte alle domande più comuni su ordini, pagamenti, spedizioni, resi, garanzia e account.',
    parentPath: '/support',
  },
  {
    path: '/shipping',
    kind: 'help',
    title: 'Spedizioni e consegne',
    description:
      'Spedizione standard gratuita in tutta Italia, consegna express, tempi per isole e zone remote.',
    parentPath: '/support',
    updatedAt: TERMS_REVISED_ON,
  },
  {
    path: '/returns',
    kind: 'help',
    title: 'Resi e diritto di recesso',
    description:
      'Hai 14 giorni per restituire un prodotto acquistato online: come fare il reso e quando ricevi il rimborso.',
    parentPath: '/support',
    updatedAt: TERMS_REVISED_ON,
  },
  {
    path: '/track',
    kind: 'help',
    title: 'Traccia il tuo ordine',
    description:
      'Dove trovare il numero d’ordine e il codice di tracciamento per seguire la consegna.',
    parentPath: '/support',
  },

  // Chi siamo (footer, spec §2.6) -------------------------------------------------------------
  {
    path: '/about',
    kind: 'company',
    title: 'La nostra storia',
    description:
      'Chi siamo, come scegliamo i prodotti che vendiamo e gli impegni che prendiamo con chi compra da noi.',
  },
  {
    path: '/careers',
    kind: 'company',
    title: 'Lavora con noi',
    description: 'Le posizioni aperte in Vetrina e come inviarci la tua candidatura.',
  },
  {
    path: '/partners',
    kind: 'company',
    title: 'Partner',
    description:
      'Produttori, distributori e fornitori di servizi con cui lavoriamo, e come diventare nostro partner.',
  },

  // Legale (footer, spec §2.6) ----------------------------------------------------------------
  {
    path: '/privacy',
    kind: 'legal',
    title: 'Informativa sulla privacy',
    description:
      'Come Vetrina tratta i tuoi dati personali ai sensi del Regolamento UE 2016/679 (GDPR) e come esercitare i tuoi diritti.',
    updatedAt: TERMS_REVISED_ON,
  },
  {
    path: '/terms',
    kind: 'legal',
    title: 'Termini e condizioni di vendita',
    description:
      'Le condizioni generali di vendita di Vetrina: ordini, prezzi con IVA, pagamenti, consegna, recesso e garanzia.',
    updatedAt: TERMS_REVISED_ON,
  },
  {
    path: '/cookie-policy',
    kind: 'legal',
    title: 'Cookie policy',
    description:
      'I cookie e gli altri strumenti di memorizzazione che usa il sito: solo tecnici e funzionali, nessuna profilazione.',
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
