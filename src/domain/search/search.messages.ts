import { formatCount } from '../italian-numbers';

/**
 * Italian texts of the search panel's live results, the recent searches and the /search page
 * (spec §2.4). Texts quoted by the spec are copied exactly. The panel's field, title and quick
 * links keep their texts in ../layout/layout.messages.ts (SEARCH_PANEL_MESSAGES).
 */

/** "1 risultato", "57 risultati", "1.234 risultati". */
function resultCount(count: number): string {
  return count === 1 ? '1 risultato' : `${formatCount(count)} risultati`;
}

export const SEARCH_MESSAGES = {
  /** Spec §2.4, exact. */
  noResults: 'Nessun risultato',
  /** Spec §2.4, exact ('Visualizza altri N risultati'), whatever N. */
  showMore: (count: number) => `Visualizza altri ${formatCount(count)} risultati`,
  resultCount,
  /** The name of the panel's result rows. */
  resultsLabel: 'Risultati della ricerca',
  searching: 'Ricerca in corso…',
  failed: 'La ricerca non è riuscita. Riprova tra poco.',
  retry: 'Riprova',

  recentTitle: 'Ricerche recenti',
  /** Spec §2.4, exact. */
  noRecent: 'Nessuna ricerca recente',
  /** Spec §2.4, exact. */
  clearAll: 'Cancella tutto',
  removeRecent: (text: string) => `Rimuovi “${text}” dalle ricerche recenti`,

  /** The /search page's heading (and tab title) for a query. */
  pageTitle: (query: string) => `Risultati per “${query}”`,
  /** "57 risultati, ecco i 50 più pertinenti" when the page keeps fewer than match. */
  pageCount: (total: number, shown: number) =>
    shown < total
      ? `${resultCount(total)}, ecco i ${formatCount(shown)} più pertinenti`
      : resultCount(total),
  pageFieldLabel: 'Cerca tra i prodotti',
  pageInvite:
    'Scrivi che cosa cerchi: il nome di un prodotto, una famiglia o una caratteristica, anche con qualche errore di battitura.',
  noResultsHint:
    'Controlla come hai scritto la ricerca, prova con meno parole o sfoglia il catalogo.',
  browseCatalog: 'Sfoglia il catalogo',
} as const;
