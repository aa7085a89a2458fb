import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  catalogApiQueryOf,
  catalogSearchParamsOf,
  clearCatalogFilters,
  DEFAULT_CATALOG_FILTERS,
  euroInputValueOf,
  mergeCatalogSearchParams,
  pageCountOf,
  paginationItems,
  parseCatalogSearchParams,
  parseEuroInput,
  parseUrlEuroAmount,
  searchStringOf,
  updateCatalogFilters,
  urlEuroAmountOf,
  type CatalogFilters,
  type PaginationItem,
} from './catalog-url';

const filters = (change: Partial<CatalogFilters> = {}): CatalogFilters => ({
  ...DEFAULT_CATALOG_FILTERS,
  ...change,
});

describe('parseCatalogSearchParams', () => {
  it('reads an empty URL as the default listing', () => {
    expect(parseCatalogSearchParams('')).toEqual(DEFAULT_CATALOG_FILTERS);
    expect(parseCatalogSearchParams(new URLSearchParams())).toEqual(DEFAULT_CATALOG_FILTERS);
  });

  it('reads every parameter', () => {
    expect(
      parseCatalogSearchParams(
        'famiglia=mac&prezzo-min=500&prezzo-max=1299.90&disponibili=1&offerte=true&ordine=prezzo-decrescente&pagina=3',
      ),
    ).toEqual({
      category: 'mac',
      minPriceCents: 50000,
      maxPriceCents: 129990,
      inStock: true,
      onSale: true,
      sort: 'price-desc',
      page: 3,
    });
  });

  it.each([
    ['rilevanza', 'relevance'],
    ['prezzo-crescente', 'price-asc'],
    ['prezzo-decrescente', 'price-desc'],
    ['novita', 'newest'],
    ['valutazione', 'rating'],
  ] as const)('reads ordine=%s as %s', (value, sort) => {
    expect(parseCatalogSearchParams(`ordine=${value}`).sort).toBe(sort);
  });

  it.each([
    ['famiglia=MAC'],
    ['famiglia=mac%20book'],
    ['famiglia='],
    [`famiglia=${'a'.repeat(61)}`],
    ['prezzo-min=-5'],
    ['prezzo-min=abc'],
    ['prezzo-min=1e3'],
    ['prezzo-min=12.345'],
    ['prezzo-max=99999999'],
    ['disponibili=si'],
    ['offerte=0'],
    ['ordine=price-asc'],
    ['ordine=casuale'],
    ['pagina=0'],
    ['pagina=-2'],
    ['pagina=2.5'],
    ['pagina=abc'],
    ['pagina=10001'],
    ['pagina=999999999999'],
  ])('ignores the invalid %s', (search) => {
    expect(parseCatalogSearchParams(search)).toEqual(DEFAULT_CATALOG_FILTERS);
  });

  it('keeps the valid parameters next to invalid ones', () => {
    expect(parseCatalogSearchParams('pagina=x&ordine=novita&prezzo-min=abc&disponibili=1')).toEqual(
      filters({ sort: 'newest', inStock: true }),
    );
  });

  it('reads the first value of a repeated parameter', () => {
    expect(parseCatalogSearchParams('pagina=2&pagina=5').page).toBe(2);
  });

  it('swaps a reversed price range', () => {
    const parsed = parseCatalogSearchParams('prezzo-min=900&prezzo-max=100');
    expect([parsed.minPriceCents, parsed.maxPriceCents]).toEqual([10000, 90000]);
  });

  it('accepts the page bound and prices up to the API bound', () => {
    // Page 417 of 24 starts at the 9,985th product: the last a listing reaches by page.
    expect(parseCatalogSearchParams('pagina=417').page).toBe(417);
    expect(parseCatalogSearchParams('pagina=418').page).toBe(1);
    expect(parseCatalogSearchParams('prezzo-max=1000000').maxPriceCents).toBe(100_000_000);
    expect(parseCatalogSearchParams('prezzo-max=1000000.01').maxPriceCents).toBeNull();
    expect(parseCatalogSearchParams('prezzo-min=0').minPriceCents).toBe(0);
  });

  it('ignores a family outside the known ones when they are given', () => {
    const known = ['iphone', 'mac'];
    expect(parseCatalogSearchParams('famiglia=mac', { categorySlugs: known }).category).toBe('mac');
    expect(parseCatalogSearchParams('famiglia=tv', { categorySlugs: known }).category).toBeNull();
  });

  it('lets the page fix the family and the order whatever the URL says', () => {
    const parsed = parseCatalogSearchParams('famiglia=mac&ordine=prezzo-crescente&pagina=2', {
      fixed: { category: 'watch', sort: 'newest' },
    });
    expect(parsed).toEqual(filters({ category: 'watch', sort: 'newest', page: 2 }));
  });
});

describe('catalogSearchParamsOf', () => {
  it('leaves the defaults out', () => {
    expect(catalogSearchParamsOf(DEFAULT_CATALOG_FILTERS).toString()).toBe('');
  });

  it('writes every parameter in a stable order', () => {
    expect(
      catalogSearchParamsOf({
        category: 'ipad',
        minPriceCents: 49990,
        maxPriceCents: 100000,
        inStock: true,
        onSale: true,
        sort: 'rating',
        page: 2,
      }).toString(),
    ).toBe(
      'famiglia=ipad&prezzo-min=499.90&prezzo-max=1000&disponibili=1&offerte=1&ordine=valutazione&pagina=2',
    );
  });

  it('leaves out what the page fixes', () => {
    expect(
      catalogSearchParamsOf(filters({ category: 'watch', sort: 'newest' }), {
        category: 'watch',
        sort: 'newest',
      }).toString(),
    ).toBe('');
  });

  it('round-trips with parseCatalogSearchParams', () => {
    const samples: CatalogFilters[] = [
      DEFAULT_CATALOG_FILTERS,
      filters({ category: 'mac', page: 7 }),
      filters({ minPriceCents: 1, maxPriceCents: 99 }),
      filters({ minPriceCents: 0, sort: 'price-asc' }),
      filters({ maxPriceCents: 100_000_000, inStock: true, onSale: true, sort: 'newest' }),
    ];
    for (const sample of samples)
      expect(parseCatalogSearchParams(catalogSearchParamsOf(sample))).toEqual(sample);
  });
});

describe('mergeCatalogSearchParams', () => {
  it('keeps foreign parameters and replaces the listing ones', () => {
    expect(
      mergeCatalogSearchParams(
        'utm_source=news&pagina=4&ordine=novita&x=1',
        filters({ sort: 'price-asc' }),
      ).toString(),
    ).toBe('utm_source=news&x=1&ordine=prezzo-crescente');
  });

  it('drops listing parameters that are back to their default', () => {
    expect(mergeCatalogSearchParams('disponibili=1&pagina=2', filters()).toString()).toBe('');
  });
});

describe('searchStringOf', () => {
  it('adds the question mark only when there is something', () => {
    expect(searchStringOf(new URLSearchParams())).toBe('');
    expect(searchStringOf(new URLSearchParams('a=1'))).toBe('?a=1');
  });
});

describe('updateCatalogFilters', () => {
  const onPage3 = filters({ page: 3, category: 'mac' });

  it.each<[string, Partial<CatalogFilters>]>([
    ['family', { category: 'ipad' }],
    ['min price', { minPriceCents: 100 }],
    ['max price', { maxPriceCents: 100 }],
    ['availability', { inStock: true }],
    ['offers', { onSale: true }],
    ['order', { sort: 'rating' }],
  ])('goes back to page 1 when the %s changes', (_name, change) => {
    expect(updateCatalogFilters(onPage3, change)).toEqual({ ...onPage3, ...change, page: 1 });
  });

  it('keeps the filters when only the page changes', () => {
    expect(updateCatalogFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('goes back to page 1 even when a filter is set to its current value', () => {
    expect(updateCatalogFilters(onPage3, { category: 'mac' }).page).toBe(1);
  });

  it('keeps the price range in order', () => {
    const next = updateCatalogFilters(filters({ maxPriceCents: 100 }), { minPriceCents: 500 });
    expect([next.minPriceCents, next.maxPriceCents]).toEqual([100, 500]);
  });

  it('does not change the state it was given', () => {
    const before = filters({ page: 2 });
    updateCatalogFilters(before, { inStock: true });
    expect(before).toEqual(filters({ page: 2 }));
  });
});

describe('activeFilterCount and clearCatalogFilters', () => {
  const busy = filters({
    category: 'mac',
    minPriceCents: 1,
    maxPriceCents: 2,
    inStock: true,
    onSale: true,
    sort: 'rating',
    page: 3,
  });

  it('counts the filters, not the order or the page', () => {
    expect(activeFilterCount(DEFAULT_CATALOG_FILTERS)).toBe(0);
    expect(activeFilterCount(filters({ sort: 'rating', page: 2 }))).toBe(0);
    expect(activeFilterCount(busy)).toBe(5);
    expect(activeFilterCount(busy, { category: 'mac' })).toBe(4);
  });

  it('clears the filters but keeps the order and the fixed family', () => {
    expect(clearCatalogFilters(busy)).toEqual(filters({ sort: 'rating' }));
    expect(clearCatalogFilters(busy, { category: 'mac' })).toEqual(
      filters({ category: 'mac', sort: 'rating' }),
    );
  });
});

describe('catalogApiQueryOf', () => {
  it('sends only what is set, with the page size', () => {
    expect(catalogApiQueryOf(DEFAULT_CATALOG_FILTERS)).toEqual({
      sort: 'relevance',
      page: 1,
      pageSize: 24,
    });
    expect(
      catalogApiQueryOf(
        filters({
          category: 'mac',
          minPriceCents: 0,
          maxPriceCents: 9900,
          inStock: true,
          onSale: true,
          sort: 'newest',
          page: 2,
        }),
        12,
      ),
    ).toEqual({
      category: 'mac',
      minPriceCents: 0,
      maxPriceCents: 9900,
      inStock: true,
      onSale: true,
      sort: 'newest',
      page: 2,
      pageSize: 12,
    });
  });
});

describe('euro amounts', () => {
  it.each([
    ['500', 50000],
    ['0', 0],
    ['499.9', 49990],
    ['499.90', 49990],
    ['0.05', 5],
    [' 12 ', 1200],
  ])('reads the URL amount %s', (value, cents) => {
    expect(parseUrlEuroAmount(value)).toBe(cents);
  });

  it.each([null, '', '12,5', '1.299.00', '-1', '1e2', '12.', '.5', '0x10', '10000000'])(
    'refuses the URL amount %s',
    (value) => {
      expect(parseUrlEuroAmount(value)).toBeNull();
    },
  );

  it('writes URL amounts that read back the same', () => {
    for (const cents of [0, 1, 10, 99, 100, 49990, 129900, 100_000_000]) {
      expect(parseUrlEuroAmount(urlEuroAmountOf(cents))).toBe(cents);
    }
    expect(urlEuroAmountOf(50000)).toBe('500');
    expect(urlEuroAmountOf(50005)).toBe('500.05');
  });

  it.each([
    ['1.299,90', 129990],
    ['1299,9', 129990],
    ['1299,', 129900],
    ['1299.90', 129990],
    ['12.5', 1250],
    ['1.299', 129900],
    ['1.000.000', 100_000_000],
    ['€ 500', 50000],
    ['500 €', 50000],
    ['0', 0],
  ])('reads what a shopper types: %s', (text, cents) => {
    expect(parseEuroInput(text)).toBe(cents);
  });

  it.each(['', '   ', 'abc', '-5', '1,2,3', '12,345', '1.29,90', '12.345.6', '1e3', '2000000'])(
    'refuses the typed amount %s',
    (text) => {
      expect(parseEuroInput(text)).toBeNull();
    },
  );

  it('shows an amount the Italian way in a price box', () => {
    expect(euroInputValueOf(null)).toBe('');
    expect(euroInputValueOf(50000)).toBe('500');
    expect(euroInputValueOf(49990)).toBe('499,90');
    expect(parseEuroInput(euroInputValueOf(129905))).toBe(129905);
  });
});

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 24)).toBe(1);
    expect(pageCountOf(24, 24)).toBe(1);
    expect(pageCountOf(25, 24)).toBe(2);
    expect(pageCountOf(57, 24)).toBe(3);
    expect(pageCountOf(10, 0)).toBe(1);
  });

  it('stops at the deepest page a listing reaches', () => {
    expect(pageCountOf(100_000, 24)).toBe(417);
    expect(pageCountOf(100_000, 96)).toBe(105);
    expect(pageCountOf(9_000, 24)).toBe(375);
  });

  const show = (items: PaginationItem[]) =>
    items.map((item) => (item.kind === 'gap' ? '…' : item.page)).join(' ');

  it('shows nothing for a single page', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows every page of a short list', () => {
    expect(show(paginationItems(1, 2))).toBe('1 2');
    expect(show(paginationItems(3, 5))).toBe('1 2 3 4 5');
  });

  it('replaces long runs of hidden pages with gaps, never a single page', () => {
    expect(show(paginationItems(1, 10))).toBe('1 2 … 10');
    expect(show(paginationItems(4, 10))).toBe('1 2 3 4 5 … 10');
    expect(show(paginationItems(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(show(paginationItems(10, 10))).toBe('1 … 9 10');
    expect(show(paginationItems(5, 10, 2))).toBe('1 2 3 4 5 6 7 … 10');
  });

  it('clamps a current page outside the range', () => {
    expect(show(paginationItems(99, 4))).toBe('1 2 3 4');
    expect(show(paginationItems(-1, 10))).toBe('1 2 … 10');
  });

  it('gives gaps distinct keys', () => {
    const gaps = paginationItems(5, 10).filter((item) => item.kind === 'gap');
    expect(new Set(gaps.map((gap) => (gap.kind === 'gap' ? gap.key : ''))).size).toBe(2);
  });
});
