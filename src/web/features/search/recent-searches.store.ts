import { create } from 'zustand';
import {
  addRecentSearch,
  readRecentSearches,
  removeRecentSearch,
} from '../../../domain/search/recent-searches.rules';

/** Spec §3 local storage key: the recent searches, a JSON array of at most 8 strings. */
export const RECENT_SEARCHES_KEY = 'recentSearches';

function readStored(): string[] {
  try {
    const raw = window.localStorage.getItem(RECENT_SEARCHES_KEY);
    return raw === null ? [] : readRecentSearches(JSON.parse(raw));
  } catch {
    // Unreadable or unavailable storage: no recent searches rather than a broken panel.
    return [];
  }
}

function writeStored(entries: readonly string[]): void {
  try {
    if (entries.length > 0) {
      window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(entries));
    } else {
      window.localStorage.removeItem(RECENT_SEARCHES_KEY);
    }
  } catch {
    // Storage full or blocked: the list still works for this page view.
  }
}

/**
 * The browser's recent searches (client-owned, so a Zustand store). Every change starts from
 * what is stored, so a search run in another tab is not overwritten; the rules keep the list
 * at most 8 entries, newest first, without duplicates or blanks.
 */
export const useRecentSearchesStore = create<{ entries: string[] }>()(() => ({
  entries: readStored(),
}));

function commit(entries: string[]): void {
  writeStored(entries);
  useRecentSearchesStore.setState({ entries });
}

/** A search was executed: it goes first (a blank one is ignored). */
export function saveRecentSearch(text: string): void {
  commit(addRecentSearch(readStored(), text));
}

export function removeRecentSearchEntry(text: string): void {
  commit(removeRecentSearch(readStored(), text));
}

export function clearRecentSearches(): void {
  commit([]);
}

/** Reads the list again from storage (another tab may have changed it). */
export function reloadRecentSearches(): void {
  useRecentSearchesStore.setState({ entries: readStored() });
}

export function useRecentSearches(): string[] {
  return useRecentSearchesStore((state) => state.entries);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === RECENT_SEARCHES_KEY || event.key === null) reloadRecentSearches();
  });
}
