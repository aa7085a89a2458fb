import { describe, expect, it } from 'vitest';
import { searchPathFor } from './search-path';

describe('searchPathFor', () => {
  it('builds the results path of the trimmed query, encoded', () => {
    expect(searchPathFor(' mac ')).toBe('/search?q=mac');
    expect(searchPathFor('iPhone 16 & co')).toBe('/search?q=iPhone%2016%20%26%20co');
    expect(searchPathFor('cuffie?#rosse')).toBe('/search?q=cuffie%3F%23rosse');
  });

  it('gives no path for a blank query', () => {
    expect(searchPathFor('')).toBeNull();
    expect(searchPathFor(' \t ')).toBeNull();
  });
});
