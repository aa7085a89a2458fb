import { RECENT_SEARCHES_MAX, SEARCH_QUERY_MAX_LENGTH } from '../constants';

/**
 * What a search text is and how the recent searches list changes (spec §3 recentSearches,
 * §5, §9), as pure functions. The browser keeps the list in local storage; these rules keep it
 * at most 8 entries, newest first, without duplicates and without blanks.
 */

/** A lone high surrogate at the end: half an emoji left by a cut. */
const TRAILING_HALF_PAIR = /[\uD800-\uDBFF]$/;

/**
 * A search as typed, ready to run and to save: trimmed, inner runs of spaces made one, and at
 * most 60 characters (an over-long query from a URL is cut, never refused). Null when blank:
 * blank searches are neither saved nor executed (spec §5).
 */
export function toSearchText(raw: string): string | null {
  let text = raw.replace(/\s+/g, ' ').trim();
  if (text.length > SEARCH_QUERY_MAX_LENGTH) {
    text = text.slice(0, SEARCH_QUERY_MAX_LENGTH).replace(TRAILING_HALF_PAIR, '').trimEnd();
  }
  return text === '' ? null : text;
}

/** What two searches share when they are "the same": case, accents and spacing ignored. */
export function recentSearchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('it-IT')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The list after running `raw`: it goes first, an earlier entry for the same search ("Perché"
 * after "perche") leaves its place to it, and the oldest fall off beyond `max`. A blank search
 * leaves the list as it was.
 */
export function addRecentSearch(
  list: readonly string[],
  raw: string,
  max: number = RECENT_SEARCHES_MAX,
): string[] {
  const text = toSearchText(raw);
  if (text === null) return [...list];
  const key = recentSearchKey(text);
  return [text, ...list.filter((entry) => recentSearchKey(entry) !== key)].slice(0, max);
}

/** The list without `text` (any spelling of the same search). */
export function removeRecentSearch(list: readonly string[], text: string): string[] {
  const key = recentSearchKey(text);
  return list.filter((entry) => recentSearchKey(entry) !== key);
}

/**
 * The list from whatever was stored (another version, a hand edit, another site's data): only
 * strings, cleaned as toSearchText does, the first of any duplicates, at most `max`.
 */
export function readRecentSearches(stored: unknown, max: number = RECENT_SEARCHES_MAX): string[] {
  if (!Array.isArray(stored)) return [];
  const entries: string[] = [];
  const keys = new Set<string>();
  for (const value of stored) {
    if (entries.length >= max) break;
    if (typeof value !== 'string') continue;
    const text = toSearchText(value);
    if (text === null) continue;
    const key = recentSearchKey(text);
    if (keys.has(key)) continue;
    keys.add(key);
    entries.push(text);
  }
  return entries;
}
