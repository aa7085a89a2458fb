import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_MAX, SEARCH_QUERY_MAX_LENGTH } from '../constants';
import {
  addRecentSearch,
  readRecentSearches,
  recentSearchKey,
  removeRecentSearch,
  toSearchText,
} from './recent-searches.rules';

describe('toSearchText', () => {
  it('trims and makes inner runs of spaces one', () => {
    expect(toSearchText('  iPhone   16\tPro \n')).toBe('iPhone 16 Pro');
  });

  it('is null for a blank search (never saved nor executed)', () => {
    expect(toSearchText('')).toBeNull();
    expect(toSearchText('   ')).toBeNull();
    expect(toSearchText('\t\n\u00a0')).toBeNull();
  });

  it('keeps a search of 60 characters whole and cuts a longer one to 60', () => {
    const sixty = 'a'.repeat(SEARCH_QUERY_MAX_LENGTH);
    expect(toSearchText(sixty)).toBe(sixty);
    expect(toSearchText(`${sixty}bcd`)).toBe(sixty);
    expect(toSearchText(`   ${sixty}   `)).toBe(sixty);
  });

  it('leaves no space at the end of a cut and no half of an emoji', () => {
    expect(toSearchText(`${'a'.repeat(59)} bcd`)).toBe('a'.repeat(59));
    const cut = toSearchText(`${'a'.repeat(59)}😀`);
    expect(cut).toBe('a'.repeat(59));
    expect(() => encodeURIComponent(cut ?? '')).not.toThrow();
  });
});

describe('recentSearchKey', () => {
  it('ignores case, accents and spacing', () => {
    expect(recentSearchKey(' Perché  iPhone ')).toBe('perche iphone');
    expect(recentSearchKey('CAFFÈ')).toBe(recentSearchKey('caffe'));
    expect(recentSearchKey('mac')).not.toBe(recentSearchKey('macbook'));
  });
});

describe('addRecentSearch', () => {
  it('puts the newest first', () => {
    expect(addRecentSearch([], 'iphone')).toEqual(['iphone']);
    expect(addRecentSearch(['iphone'], 'mac')).toEqual(['mac', 'iphone']);
  });

  it('saves the search trimmed', () => {
    expect(addRecentSearch(['mac'], '  ipad   air ')).toEqual(['ipad air', 'mac']);
  });

  it('never saves a blank search and leaves the list unchanged', () => {
    const list = ['mac', 'iphone'];
    expect(addRecentSearch(list, '   ')).toEqual(list);
    expect(addRecentSearch([], '')).toEqual([]);
  });

  it('returns a new list and leaves the given one alone', () => {
    const list = ['mac'];
    const next = addRecentSearch(list, 'ipad');
    expect(list).toEqual(['mac']);
    expect(next).not.toBe(list);
    expect(addRecentSearch(list, ' ')).not.toBe(list);
  });

  it('moves a search already there to the top instead of keeping it twice', () => {
    expect(addRecentSearch(['mac', 'iphone', 'ipad'], 'iphone')).toEqual(['iphone', 'mac', 'ipad']);
    expect(addRecentSearch(['iphone'], 'iphone')).toEqual(['iphone']);
  });

  it('treats case and accents as the same search and keeps the newest spelling', () => {
    expect(addRecentSearch(['perche', 'mac'], 'Perché')).toEqual(['Perché', 'mac']);
    expect(addRecentSearch(['iPhone 16'], 'iphone  16')).toEqual(['iphone 16']);
  });

  it(`keeps at most ${RECENT_SEARCHES_MAX}, dropping the oldest`, () => {
    let list: string[] = [];
    for (let i = 1; i <= 10; i++) list = addRecentSearch(list, `ricerca ${i}`);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]).toBe('ricerca 10');
    expect(list.at(-1)).toBe('ricerca 3');
  });

  it('moving an entry of a full list to the top drops nothing', () => {
    const full = Array.from({ length: RECENT_SEARCHES_MAX }, (_, i) => `r${i}`);
    const next = addRecentSearch(full, 'R7');
    expect(next).toHaveLength(RECENT_SEARCHES_MAX);
    expect(next[0]).toBe('R7');
    expect(next).toContain('r6');
  });

  it('honours another maximum', () => {
    expect(addRecentSearch(['b', 'c'], 'a', 2)).toEqual(['a', 'b']);
  });

  it('cuts a search longer than 60 characters before saving it', () => {
    const [saved] = addRecentSearch([], 'x'.repeat(80));
    expect(saved).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
  });
});

describe('removeRecentSearch', () => {
  it('removes one entry and keeps the order of the others', () => {
    expect(removeRecentSearch(['mac', 'iphone', 'ipad'], 'iphone')).toEqual(['mac', 'ipad']);
  });

  it('matches the entry whatever its case or accents', () => {
    expect(removeRecentSearch(['Perché', 'mac'], 'perche')).toEqual(['mac']);
  });

  it('leaves the list as it was when the entry is not there', () => {
    expect(removeRecentSearch(['mac'], 'ipad')).toEqual(['mac']);
    expect(removeRecentSearch([], 'ipad')).toEqual([]);
  });
});

describe('readRecentSearches', () => {
  it('reads a stored list as it is', () => {
    expect(readRecentSearches(['mac', 'iphone'])).toEqual(['mac', 'iphone']);
  });

  it('is empty for anything but an array', () => {
    for (const stored of [null, undefined, 'mac', 3, { 0: 'mac' }]) {
      expect(readRecentSearches(stored)).toEqual([]);
    }
  });

  it('drops non-strings, blanks and later duplicates, and cleans the rest', () => {
    expect(readRecentSearches([' mac ', 7, null, '  ', 'MAC', 'ipad', { q: 'x' }])).toEqual([
      'mac',
      'ipad',
    ]);
  });

  it(`keeps the first ${RECENT_SEARCHES_MAX}`, () => {
    const stored = Array.from({ length: 12 }, (_, i) => `r${i}`);
    expect(readRecentSearches(stored)).toEqual(stored.slice(0, RECENT_SEARCHES_MAX));
  });
});
