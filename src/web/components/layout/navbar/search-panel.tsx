import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../../domain/constants';
import { SEARCH_PANEL_MESSAGES } from '../../../../domain/layout/layout.messages';
import { PAGE_TITLES } from '../../../../domain/messages';
import { SEARCH_QUICK_LINKS } from '../../../../domain/navigation';
import type {
  SearchComboState,
  SearchPanelController,
  SearchPanelResultsProps,
} from '../../../features/search/components/search-panel-results';
import { SearchIcon } from './navbar-icons';
import { searchPathFor } from '../../../features/search/search-path';
import { useUiPanelsStore } from './ui-panels.store';

// Live results and recent searches load in their own chunk when the panel first opens: the
// start-up chunk keeps only the field (and no zod: the search schema parses in that chunk). If
// the chunk cannot be fetched, the panel keeps its field (Enter still searches) and quick links.
const SearchPanelResults = lazy<ComponentType<SearchPanelResultsProps>>(() =>
  import('../../../features/search/components/search-panel-results').then(
    (module) => ({ default: module.SearchPanelResults }),
    () => ({ default: () => null }),
  ),
);

/**
 * Spec §2.4, basic form: title, quick links and the search field (Enter goes to the results
 * page). Live results and recent searches come from the search feature below the field. The
 * field is an ARIA 1.2 combobox whose popup is a grid (rows hold buttons, which listbox
 * options may not): arrows move the active row, Enter opens it; Escape is the bar's (it closes
 * the panel and gives focus back to the search button, see use-navbar-dismiss.ts).
 */
export function SearchPanel({ open, headingId }: { open: boolean; headingId: string }) {
  const navigate = useNavigate();
  const closeAll = useUiPanelsStore((state) => state.closeAll);
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const quickLinksHeadingId = useId();
  const gridId = useId();
  const resultsRef = useRef<SearchPanelController>(null);
  const [combo, setCombo] = useState<SearchComboState>({ expanded: false, activeId: undefined });
  // The results chunk is asked for at the first opening, then stays.
  const [resultsWanted, setResultsWanted] = useState(open);
  if (open && !resultsWanted) setResultsWanted(true);

  // Opening the panel is asking to type: the field takes focus.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPathFor(query);
    if (!path) return;
    closeAll();
    void navigate(path);
  };

  return (
    <div className="search-panel">
      <h2 id={headingId} className="navbar-panel__title">
        {PAGE_TITLES.search}
      </h2>
      <form className="search-panel__form" role="search" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {SEARCH_PANEL_MESSAGES.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="search-panel__input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="grid"
          aria-expanded={combo.expanded}
          aria-controls={gridId}
          aria-activedescendant={combo.activeId}
          onKeyDown={(event) => resultsRef.current?.onKeyDown(event)}
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={SEARCH_PANEL_MESSAGES.placeholder}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
        />
        <button
          type="submit"
          className="search-panel__submit"
          aria-label={SEARCH_PANEL_MESSAGES.submit}
        >
          <SearchIcon size={20} />
        </button>
      </form>
      {resultsWanted ? (
        <Suspense fallback={null}>
          <SearchPanelResults
            ref={resultsRef}
            query={query}
            open={open}
            gridId={gridId}
            inputRef={inputRef}
            onComboChange={setCombo}
          />
        </Suspense>
      ) : null}
      <h3 id={quickLinksHeadingId} className="search-panel__subtitle">
        {SEARCH_PANEL_MESSAGES.quickLinksTitle}
      </h3>
      <ul className="search-panel__quick-links" aria-labelledby={quickLinksHeadingId}>
        {SEARCH_QUICK_LINKS.map((link) => (
          <li key={link.path}>
            <Link className="navbar-chip" to={link.path}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
