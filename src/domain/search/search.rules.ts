import { SEARCH_RESULTS_KEPT_MAX } from '../constants';

/**
 * How a query word finds the catalog's words (spec §5), as pure functions. The server reads the
 * catalog words that could be meant from its dictionary, and these rules decide which of them a
 * query word matches and how well (decision 009). Words here are already normalised: lower
 * case, no accents, letters and digits only (SQL search_words() does that for both sides).
 */

/** Spec §5 "minimum match length": shorter words are ignored (SQL search_words() drops them). */
export const SEARCH_MIN_WORD_LENGTH = 2;

/** Spec §5 "fuzzy threshold 0.5": a typo match needs 1 − edits ÷ longer length ≥ 0.5. */
export const SEARCH_FUZZY_THRESHOLD = 0.5;

/** Typos are looked for from this length on ("mxa" → "max"): in 2 letters, one is half. */
export const SEARCH_TYPO_MIN_WORD_LENGTH = 3;

/** Up to this many wrong, missing, extra or swapped letters per word (one below 5 letters). */
export const SEARCH_MAX_TYPOS = 2;
const SEARCH_TWO_TYPOS_MIN_WORD_LENGTH = 5;

/** Completions kept per query word (the catalog words it starts), the most frequent first. */
export const SEARCH_COMPLETIONS_MAX = 10;

/** Typo corrections kept per query word, the closest first. */
export const SEARCH_CORRECTIONS_MAX = 5;

/**
 * Spec §5 field weights mapped onto the product's columns (decision 009): the spec's "title" is
 * the product name, its "name" the tags, its "content" the spec values.
 */
export const SEARCH_FIELD_WEIGHTS = {
  name: 0.5,
  tags: 0.4,
  specs: 0.3,
  description: 0.25,
  category: 0.1,
} as const;
export type SearchField = keyof typeof SEARCH_FIELD_WEIGHTS;

/**
 * Match quality, from 0 to 1, that ranking multiplies by the field weight. Exact beats any
 * completion, which beats any typo correction: exact and prefix matches come first (issue
 * "Search" point 1), then the closer corrections.
 */
export const MATCH_QUALITY_EXACT = 1;
/** A completion scores between these two: the more of the word typed, the higher. */
export const MATCH_QUALITY_PREFIX_MIN = 0.75;
export const MATCH_QUALITY_PREFIX_MAX = 0.95;
/** A correction scores this times its similarity (0.5–1), so at most 0.7. */
export const MATCH_QUALITY_TYPO_MAX = 0.7;

export type TermMatchKind = 'exact' | 'prefix' | 'typo';

export interface TermMatch {
  kind: TermMatchKind;
  /** 0–1, see MATCH_QUALITY_*. */
  quality: number;
}

/**
 * How many typos a query word may carry: none in 2 letters or in numbers (128 ≠ 126), one in 3
 * or 4 letters, two from 5. Corrections only apply to words the catalog does not hold as typed.
 */
export function countTyposAllowed(word: string): number {
  if (word.length < SEARCH_TYPO_MIN_WORD_LENGTH || /^[0-9]+$/.test(word)) return 0;
  return word.length < SEARCH_TWO_TYPOS_MIN_WORD_LENGTH ? 1 : SEARCH_MAX_TYPOS;
}

/**
 * Edits (a wrong, missing or extra letter, or two neighbours swapped) that turn `a` into `b`:
 * the optimal string alignment distance, so "iphnoe" is 1 edit from "iphone", not 2. Stops
 * early and returns `max + 1` once the distance is known to exceed `max`.
 */
export function countEdits(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the dynamic-programming table, reused in turn: two back (for swaps), one
  // back, current. Letters are compared as UTF-16 code units: words are normalised to [a-z0-9].
  const width = b.length + 1;
  let twoBack = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const letter = a.charCodeAt(i - 1);
    const letterBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const other = b.charCodeAt(j - 1);
      let value = Math.min(
        previous[j]! + 1, // a letter of `a` missing from `b`
        current[j - 1]! + 1, // an extra letter in `b`
        previous[j - 1]! + (letter === other ? 0 : 1), // same or wrong letter
      );
      if (j > 1 && letter === b.charCodeAt(j - 2) && letterBefore === other) {
        value = Math.min(value, twoBack[j - 2]! + 1); // swapped neighbours
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Whether and how well the query `word` means the catalog word `term`; null when it does not. */
export function rateTermMatch(word: string, term: string): TermMatch | null {
  if (word.length < SEARCH_MIN_WORD_LENGTH) return null;
  if (term === word) return { kind: 'exact', quality: MATCH_QUALITY_EXACT };
  if (term.startsWith(word)) {
    const typed = word.length / term.length;
    const span = MATCH_QUALITY_PREFIX_MAX - MATCH_QUALITY_PREFIX_MIN;
    return { kind: 'prefix', quality: MATCH_QUALITY_PREFIX_MIN + span * typed };
  }
  const typos = countTyposAllowed(word);
  if (typos === 0) return null;
  const edits = countEdits(word, term, typos);
  if (edits > typos) return null;
  const similarity = 1 - edits / Math.max(word.length, term.length);
  if (similarity < SEARCH_FUZZY_THRESHOLD) return null;
  return { kind: 'typo', quality: MATCH_QUALITY_TYPO_MAX * similarity };
}

/** A catalog word the dictionary offers for a query word, with how many products hold it. */
export interface TermCandidate {
  term: string;
  productCount: number;
}

/** A normalised query word, in typing order, with the catalog words it might mean. */
export interface QueryWord {
  word: string;
  /** An article, preposition or conjunction ('per', 'di'): the catalog index leaves them out. */
  isStopword: boolean;
  candidates: TermCandidate[];
}

/** A catalog word that query word number `wordIndex` is taken to mean. */
export interface WordExpansion {
  wordIndex: number;
  term: string;
  quality: number;
}

/**
 * Which catalog words each query word means. A word that exists as typed is not corrected (so
 * "mac" does not also find "max"); completions are kept either way, since the shopper may still
 * be typing. Stopwords are ignored ("custodia per iphone"), except as the last word, which may
 * be the start of another ("ti" → "titanio"). Query words that mean nothing in the catalog are
 * left out too (so "iphone economico" still finds iPhones); the others are numbered 0, 1, … in
 * typing order. A product matches when it holds, for every numbered word, one of its terms.
 */
export function expandQueryWords(words: readonly QueryWord[]): WordExpansion[] {
  const expansions: WordExpansion[] = [];
  let wordIndex = 0;
  words.forEach(({ word, isStopword, candidates }, position) => {
    if (isStopword && position < words.length - 1) return;
    const matches = candidates.flatMap((candidate) => {
      const match = rateTermMatch(word, candidate.term);
      return match ? [{ ...candidate, ...match }] : [];
    });
    const hasExact = matches.some((m) => m.kind === 'exact');
    const completions = matches
      .filter((m) => m.kind === 'prefix')
      .sort((a, b) => b.productCount - a.productCount || a.term.localeCompare(b.term))
      .slice(0, SEARCH_COMPLETIONS_MAX);
    const corrections = hasExact
      ? []
      : matches
          .filter((m) => m.kind === 'typo')
          .sort((a, b) => b.quality - a.quality || b.productCount - a.productCount)
          .slice(0, SEARCH_CORRECTIONS_MAX);
    const kept = [...matches.filter((m) => m.kind === 'exact'), ...completions, ...corrections];
    if (kept.length === 0) return;
    for (const match of kept)
      expansions.push({ wordIndex, term: match.term, quality: match.quality });
    wordIndex += 1;
  });
  return expansions;
}

/**
 * Spec §9: up to 50 results are kept and 6 shown in the panel; the panel's link reads
 * 'Visualizza altri N risultati' with N = kept − shown.
 */
export function keptResultCount(total: number): number {
  return Math.min(total, SEARCH_RESULTS_KEPT_MAX);
}
