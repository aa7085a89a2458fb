import { useId, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { SEARCH_MESSAGES } from '../../../../domain/search/search.messages';
import {
  clearRecentSearches,
  removeRecentSearchEntry,
  useRecentSearches,
} from '../recent-searches.store';

function ClockIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

function RemoveIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * Spec §2.4 recent searches, shown while the field is blank: each entry runs its search, a
 * button removes it, 'Cancella tutto' empties the list, 'Nessuna ricerca recente' when none.
 * A removed entry takes its focused button away: focus moves to the next entry's remove button
 * (or the previous one), and to the search field when the list is gone.
 */
export function RecentSearches({
  onRun,
  inputRef,
}: {
  onRun: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const entries = useRecentSearches();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const remove = (entry: string, index: number) => {
    flushSync(() => removeRecentSearchEntry(entry));
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
      '.recent-searches__remove',
    );
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? inputRef.current)?.focus();
  };

  const clearAll = () => {
    flushSync(clearRecentSearches);
    inputRef.current?.focus();
  };

  return (
    <div className="recent-searches">
      <div className="recent-searches__header">
        <h3 id={headingId} className="search-panel__subtitle">
          {SEARCH_MESSAGES.recentTitle}
        </h3>
        {entries.length > 0 ? (
          <button type="button" className="recent-searches__clear" onClick={clearAll}>
            {SEARCH_MESSAGES.clearAll}
          </button>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="recent-searches__empty">{SEARCH_MESSAGES.noRecent}</p>
      ) : (
        <ul ref={listRef} className="recent-searches__list" aria-labelledby={headingId}>
          {entries.map((entry, index) => (
            <li key={entry} className="recent-searches__item">
              <button type="button" className="recent-searches__run" onClick={() => onRun(entry)}>
                <ClockIcon />
                <span className="recent-searches__text">{entry}</span>
              </button>
              <button
                type="button"
                className="recent-searches__remove"
                aria-label={SEARCH_MESSAGES.removeRecent(entry)}
                onClick={() => remove(entry, index)}
              >
                <RemoveIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
