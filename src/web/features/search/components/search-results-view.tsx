import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULTS_KEPT_MAX } from '../../../../domain/constants';
import { SEARCH_PANEL_MESSAGES } from '../../../../domain/layout/layout.messages';
import { PAGE_TITLES } from '../../../../domain/messages';
import { NAV_SECTIONS } from '../../../../domain/navigation';
import { toSearchText } from '../../../../domain/search/recent-searches.rules';
import { SEARCH_MESSAGES } from '../../../../domain/search/search.messages';
import { SearchIcon } from '../../../components/layout/navbar/navbar-icons';
import { PageHeading } from '../../../components/layout/page-heading';
import { LoadingStatus } from '../../../components/ui/loading-status';
import '../../../styles/search.css';
import { ProductGrid } from '../../catalog/components/product-grid';
import { useSearchProducts } from '../api/search-products';
import { saveRecentSearch } from '../recent-searches.store';
import { searchPathFor } from '../search-path';

/** The first row of the widest grid (four tiles) is above the fold. */
const PRIORITY_TILE_COUNT = 4;

/** Where a search with nothing found (or nothing asked) can go on: the catalog's own links. */
const CATALOG_LINKS = NAV_SECTIONS.filter((section) => section.id === 'products').flatMap(
  (section) => section.columns.flatMap((column) => column.links),
);

function CatalogLinks() {
  return (
    <nav aria-label={SEARCH_MESSAGES.browseCatalog}>
      <ul className="search-page__links">
        {CATALOG_LINKS.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page's own search field, so a phone user can refine without opening the panel. */
function SearchPageForm({ initialText }: { initialText: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initialText);
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPathFor(toSearchText(value) ?? '');
    if (path) void navigate(path);
  };

  return (
    <form className="search-page__form" role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH_MESSAGES.pageFieldLabel}
      </label>
      <input
        id={inputId}
        className="search-page__input"
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={SEARCH_PANEL_MESSAGES.placeholder}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
      />
      <button
        type="submit"
        className="search-page__submit"
        aria-label={SEARCH_PANEL_MESSAGES.submit}
      >
        <SearchIcon size={20} />
      </button>
    </form>
  );
}

/**
 * /search?q= (spec §2.1): the query in the URL is the source of truth. Up to 50 results as the
 * catalog's tiles (with their add-to-cart buttons), best first; the count; 'Nessun risultato'
 * with links back to the catalog; an invitation to search when q is blank or missing. Opening
 * the page for a query executes it, so the query joins the recent searches.
 */
export function SearchResultsView() {
  const [params] = useSearchParams();
  const text = toSearchText(params.get('q') ?? '');
  const results = useSearchProducts(text, SEARCH_RESULTS_KEPT_MAX);

  useEffect(() => {
    if (text !== null) saveRecentSearch(text);
  }, [text]);

  const data = text === null ? undefined : results.data;

  return (
    <div className="page search-page">
      <PageHeading title={text === null ? PAGE_TITLES.search : SEARCH_MESSAGES.pageTitle(text)} />
      <SearchPageForm key={text ?? ''} initialText={text ?? ''} />
      <p className="search-page__count" aria-live="polite">
        {data && data.total > 0 ? SEARCH_MESSAGES.pageCount(data.total, data.items.length) : ''}
      </p>

      {text === null ? (
        <div className="search-page__message">
          <p>{SEARCH_MESSAGES.pageInvite}</p>
          <CatalogLinks />
        </div>
      ) : results.isPending ? (
        <LoadingStatus />
      ) : results.isError ? (
        <div className="search-page__message" role="alert">
          <p>{results.error.message}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void results.refetch()}
          >
            {SEARCH_MESSAGES.retry}
          </button>
        </div>
      ) : results.data.items.length === 0 ? (
        <div className="search-page__message">
          <h2 className="search-page__message-title">{SEARCH_MESSAGES.noResults}</h2>
          <p>{SEARCH_MESSAGES.noResultsHint}</p>
          <CatalogLinks />
        </div>
      ) : (
        <div
          className="search-page__results"
          aria-busy={results.isFetching ? true : undefined}
          data-stale={results.isPlaceholderData ? 'true' : undefined}
        >
          <ProductGrid
            products={results.data.items}
            headingLevel={2}
            label={SEARCH_MESSAGES.resultsLabel}
            priorityCount={PRIORITY_TILE_COUNT}
          />
        </div>
      )}
    </div>
  );
}
