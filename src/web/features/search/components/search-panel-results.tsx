import {
  useEffect,
  useImperativeHandle,
  useState,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { productPath } from '../../../../domain/catalog/product';
import type { ProductSummary } from '../../../../domain/catalog/product.schema';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_SHOWN } from '../../../../domain/constants';
import { toSearchText } from '../../../../domain/search/recent-searches.rules';
import { SEARCH_MESSAGES } from '../../../../domain/search/search.messages';
import { keptResultCount } from '../../../../domain/search/search.rules';
import type { SearchResponse } from '../../../../domain/search/search.schema';
import { useUiPanelsStore } from '../../../components/layout/navbar/ui-panels.store';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import '../../../styles/search.css';
import { useSearchProducts } from '../api/search-products';
import { reloadRecentSearches, saveRecentSearch } from '../recent-searches.store';
import { searchPathFor } from '../search-path';
import { RecentSearches } from './recent-searches';
import { SearchResultRow } from './search-result-row';

/** What the panel's field (a combobox) shows of this part: whether rows are up, which is active. */
export interface SearchComboState {
  expanded: boolean;
  activeId: string | undefined;
}

/** The field hands its key presses here (arrows, Enter): the rows live in this chunk. */
export interface SearchPanelController {
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

/** The id of the product cell of row `index`: the field's aria-activedescendant. */
function cellIdOf(gridId: string, index: number): string {
  return `${gridId}-row-${index}`;
}

/**
 * The live part of the search panel (spec §2.4), loaded when the panel first opens: results
 * for a non-blank query 180 ms after the last keystroke (6 rows, then 'Visualizza altri N
 * risultati' with N = kept − shown, or 'Nessun risultato', in a polite status), and the recent
 * searches while the field is blank. The field stays in the panel itself (the start-up chunk):
 * it reports its keys through `ref` and shows `onComboChange`'s state as ARIA attributes.
 */
export interface SearchPanelResultsProps {
  ref?: Ref<SearchPanelController>;
  query: string;
  open: boolean;
  /** The id the field's aria-controls names. */
  gridId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onComboChange: (state: SearchComboState) => void;
}

export function SearchPanelResults({
  ref,
  query,
  open,
  gridId,
  inputRef,
  onComboChange,
}: SearchPanelResultsProps) {
  const navigate = useNavigate();
  const closeAll = useUiPanelsStore((state) => state.closeAll);
  const text = toSearchText(query);
  const debouncedText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searching = text !== null;
  const results = useSearchProducts(searching ? debouncedText : null, SEARCH_RESULTS_SHOWN);
  const data = searching ? results.data : undefined;
  const rows = data?.items.slice(0, SEARCH_RESULTS_SHOWN) ?? [];

  // The active row belongs to the results it was chosen in: new results start with none.
  const [active, setActive] = useState<{ data: SearchResponse | undefined; index: number }>({
    data: undefined,
    index: -1,
  });
  // A closed panel forgets it: opened again, the arrows start from the field.
  if (!open && active.index !== -1) setActive({ data: undefined, index: -1 });
  const activeIndex = active.data === data && active.index < rows.length ? active.index : -1;
  const expanded = open && rows.length > 0;
  const activeId = activeIndex >= 0 ? cellIdOf(gridId, activeIndex) : undefined;

  useEffect(() => {
    onComboChange({ expanded, activeId });
  }, [expanded, activeId, onComboChange]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  // Another tab may have searched since: the list is read again at each opening.
  useEffect(() => {
    if (open) reloadRecentSearches();
  }, [open]);

  const openProduct = (product: ProductSummary) => {
    saveRecentSearch(query);
    closeAll();
    void navigate(productPath(product));
  };

  useImperativeHandle(ref, () => ({
    onKeyDown(event) {
      if (event.nativeEvent.isComposing) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!expanded) return;
        event.preventDefault();
        const last = rows.length - 1;
        const next =
          event.key === 'ArrowDown'
            ? activeIndex >= last
              ? 0
              : activeIndex + 1
            : activeIndex <= 0
              ? last
              : activeIndex - 1;
        setActive({ data, index: next });
      } else if (event.key === 'Enter') {
        const product = rows[activeIndex];
        if (product) {
          event.preventDefault();
          openProduct(product);
        } else if (text !== null) {
          // The form goes on to submit: /search?q=…
          saveRecentSearch(text);
        }
      }
    },
  }));

  const runRecent = (entry: string) => {
    const path = searchPathFor(entry);
    if (!path) return;
    saveRecentSearch(entry);
    closeAll();
    void navigate(path);
  };

  if (!searching) return <RecentSearches onRun={runRecent} inputRef={inputRef} />;

  const moreCount = data ? keptResultCount(data.total) - rows.length : 0;
  // The link follows the field: results still on screen for an earlier text must not take the
  // shopper to that text's page.
  const morePath = searchPathFor(query);
  const status = results.isError
    ? SEARCH_MESSAGES.failed
    : data
      ? data.total === 0
        ? SEARCH_MESSAGES.noResults
        : SEARCH_MESSAGES.resultCount(data.total)
      : '';

  return (
    <div
      className="search-results"
      aria-busy={results.isFetching ? true : undefined}
      data-stale={results.isPlaceholderData ? 'true' : undefined}
    >
      <p
        className={
          data?.total === 0
            ? 'search-results__status search-results__status--empty'
            : 'search-results__status'
        }
        role="status"
      >
        {status}
      </p>
      {rows.length > 0 ? (
        <div
          id={gridId}
          role="grid"
          className="search-results__grid"
          aria-label={SEARCH_MESSAGES.resultsLabel}
        >
          {rows.map((product, index) => (
            <SearchResultRow
              key={product.id}
              product={product}
              cellId={cellIdOf(gridId, index)}
              active={index === activeIndex}
              onOpen={() => saveRecentSearch(query)}
            />
          ))}
        </div>
      ) : null}
      {moreCount > 0 && morePath ? (
        <Link
          className="search-results__more"
          to={morePath}
          onClick={() => saveRecentSearch(query)}
        >
          {SEARCH_MESSAGES.showMore(moreCount)}
        </Link>
      ) : null}
    </div>
  );
}
