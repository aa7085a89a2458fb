import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MATCH_QUALITY_PREFIX_MAX,
  MATCH_QUALITY_PREFIX_MIN,
  MATCH_QUALITY_TYPO_MAX,
  SEARCH_COMPLETIONS_MAX,
  SEARCH_CORRECTIONS_MAX,
  countEdits,
  countTyposAllowed,
  expandQueryWords,
  rateTermMatch,
  type QueryWord,
} from './search.rules';

describe('countEdits', () => {
  it.each([
    ['iphone', 'iphone', 0],
    ['iphnoe', 'iphone', 1], // swapped
    ['macbok', 'macbook', 1], // missing
    ['aplle', 'apple', 1], // wrong
    ['ippad', 'ipad', 1], // extra
    ['ihpnoe', 'iphone', 2], // two swaps
    ['wacth', 'watch', 1],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
  ])('%s → %s takes %i edits', (a, b, edits) => {
    expect(countEdits(a, b)).toBe(edits);
    expect(countEdits(b, a)).toBe(edits);
  });

  it('stops at max + 1 when the words are further apart', () => {
    expect(countEdits('iphone', 'macbook', 2)).toBe(3);
    expect(countEdits('ab', 'abcdef', 2)).toBe(3);
    expect(countEdits('iphnoe', 'iphone', 2)).toBe(1);
  });

  /** The optimal string alignment distance over the whole table, with no early stop. */
  function referenceEdits(a: string, b: string): number {
    const table = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    );
    const at = (i: number, j: number) => table[i]?.[j] ?? 0;
    for (let i = 1; i <= a.length; i++) {
      for (let j = 1; j <= b.length; j++) {
        let value = Math.min(
          at(i - 1, j) + 1,
          at(i, j - 1) + 1,
          at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          value = Math.min(value, at(i - 2, j - 2) + 1);
        const row = table[i];
        if (row) row[j] = value;
      }
    }
    return at(a.length, b.length);
  }

  it('agrees with the whole table on any two words, within and beyond max', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdeio12'), maxLength: 12 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        const edits = referenceEdits(a, b);
        expect(countEdits(a, b)).toBe(edits);
        expect(countEdits(a, b, max)).toBe(Math.min(edits, max + 1));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('countTyposAllowed', () => {
  it('allows none in 2 letters, one in 3 or 4, two from 5', () => {
    expect(countTyposAllowed('ip')).toBe(0);
    expect(countTyposAllowed('mxa')).toBe(1);
    expect(countTyposAllowed('ipda')).toBe(1);
    expect(countTyposAllowed('aplle')).toBe(2);
    expect(countTyposAllowed('ricondizionato')).toBe(2);
  });

  it('allows none in numbers', () => {
    expect(countTyposAllowed('1000')).toBe(0);
    expect(countTyposAllowed('iphone16')).toBe(2);
  });
});

describe('rateTermMatch', () => {
  it('ranks exact above any completion, and any completion above any correction', () => {
    const exact = rateTermMatch('iphone', 'iphone');
    const prefix = rateTermMatch('ip', 'iphone');
    const longPrefix = rateTermMatch('ricondizionat', 'ricondizionato');
    const typo = rateTermMatch('ricondizionatp', 'ricondizionato');
    expect(exact).toEqual({ kind: 'exact', quality: 1 });
    expect(prefix?.kind).toBe('prefix');
    expect(longPrefix?.kind).toBe('prefix');
    expect(typo?.kind).toBe('typo');
    expect(prefix!.quality).toBeGreaterThanOrEqual(MATCH_QUALITY_PREFIX_MIN);
    expect(longPrefix!.quality).toBeLessThan(MATCH_QUALITY_PREFIX_MAX);
    expect(longPrefix!.quality).toBeGreaterThan(prefix!.quality);
    expect(typo!.quality).toBeLessThanOrEqual(MATCH_QUALITY_TYPO_MAX);
    expect(typo!.quality).toBeLessThan(prefix!.quality);
  });

  it('prefers the closer correction', () => {
    const one = rateTermMatch('macbok', 'macbook');
    const two = rateTermMatch('mcbok', 'macbook');
    expect(one!.quality).toBeGreaterThan(two!.quality);
  });

  it('finds the typos of the spec examples', () => {
    expect(rateTermMatch('iphnoe', 'iphone')?.kind).toBe('typo');
    expect(rateTermMatch('macbok', 'macbook')?.kind).toBe('typo');
    expect(rateTermMatch('aplle', 'apple')?.kind).toBe('typo');
  });

  it('refuses words that are too far apart, too short or numbers', () => {
    expect(rateTermMatch('iphone', 'ipad')).toBeNull();
    expect(rateTermMatch('mac', 'ipad')).toBeNull();
    expect(rateTermMatch('mxa', 'max')?.kind).toBe('typo');
    expect(rateTermMatch('128', '126')).toBeNull();
    expect(rateTermMatch('a', 'apple')).toBeNull();
    // Two edits in 4 letters would leave a similarity of 0.5 but 4 letters allow one.
    expect(rateTermMatch('ipda', 'ipod')).toBeNull();
  });
});

describe('expandQueryWords', () => {
  const queryWord = (
    word: string,
    terms: (string | [string, number])[],
    isStopword = false,
  ): QueryWord => ({
    word,
    isStopword,
    candidates: terms.map((t) =>
      typeof t === 'string' ? { term: t, productCount: 1 } : { term: t[0], productCount: t[1] },
    ),
  });

  it('numbers the words that mean something, in order, and drops the rest', () => {
    const expansions = expandQueryWords([
      queryWord('custodia', ['custodie']),
      queryWord('zzzz', ['iphone']),
      queryWord('iphnoe', ['iphone']),
    ]);
    expect(expansions).toEqual([
      { wordIndex: 0, term: 'custodie', quality: expect.any(Number) },
      { wordIndex: 1, term: 'iphone', quality: expect.any(Number) },
    ]);
  });

  it('ignores stopwords except as the last word, which may still be typed', () => {
    const words = [queryWord('per', ['perche'], true), queryWord('iphone', ['iphone'])];
    expect(expandQueryWords(words).map((e) => e.term)).toEqual(['iphone']);
    const typing = [queryWord('iphone', ['iphone']), queryWord('ti', ['titanio'], true)];
    expect(expandQueryWords(typing).map((e) => e.term)).toEqual(['iphone', 'titanio']);
  });

  it('does not correct a word that exists as typed, but keeps its completions', () => {
    const expansions = expandQueryWords([
      queryWord('mac', [
        ['mac', 20],
        ['macbook', 14],
        ['max', 30],
      ]),
    ]);
    expect(expansions.map((e) => e.term)).toEqual(['mac', 'macbook']);
  });

  it('keeps the most frequent completions and the closest corrections', () => {
    const completions = Array.from(
      { length: SEARCH_COMPLETIONS_MAX + 3 },
      (_, i): [string, number] => [`pr${String.fromCharCode(97 + i)}x`, i],
    );
    const kept = expandQueryWords([queryWord('pr', completions)]).map((e) => e.term);
    expect(kept).toHaveLength(SEARCH_COMPLETIONS_MAX);
    expect(kept).toContain(`pr${String.fromCharCode(97 + SEARCH_COMPLETIONS_MAX + 2)}x`);
    expect(kept).not.toContain('prax');

    const corrections = ['titanio', 'titanic', 'tiranno', 'titani', 'itanio', 'tiatnio', 'ttanio'];
    const expanded = expandQueryWords([queryWord('titanoi', corrections)]);
    expect(expanded).toHaveLength(SEARCH_CORRECTIONS_MAX);
    expect(expanded[0]?.term).toBe('titanio');
  });
});
