import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  mergeCatalogSearchParams,
  parseCatalogSearchParams,
  searchStringOf,
  updateCatalogFilters,
  type CatalogFilters,
  type CatalogFixedFilters,
} from '../../../domain/catalog/catalog-url';

/**
 * The listing state, read from and written to the URL (see catalog-url.ts for the parameter
 * names). Every change is a new history entry, so back and forward walk through the filters;
 * filter changes keep the scroll position, page links (plain links) scroll to the top.
 *
 * Between a change and the router committing its URL, the requested state is shown already
 * (`optimistic`): controlled checkboxes and radios would otherwise flip back for a moment, and
 * a second quick change would start from the old state.
 */
export function useCatalogFilters(
  fixed: CatalogFixedFilters,
  categorySlugs: readonly string[] | undefined,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fixedCategory = fixed.category;
  const fixedSort = fixed.sort;
  const stableFixed = useMemo(
    (): CatalogFixedFilters => ({
      ...(fixedCategory === undefined ? {} : { category: fixedCategory }),
      ...(fixedSort === undefined ? {} : { sort: fixedSort }),
    }),
    [fixedCategory, fixedSort],
  );

  const fromUrl = useMemo(
    () => parseCatalogSearchParams(searchParams, { fixed: stableFixed, categorySlugs }),
    [searchParams, stableFixed, categorySlugs],
  );

  const search = searchParams.toString();
  const [optimistic, setOptimistic] = useState<{
    from: string;
    filters: CatalogFilters;
  } | null>(null);
  // The URL moved on (the change arrived, or back/forward): from now on it is the truth.
  if (optimistic !== null && optimistic.from !== search) setOptimistic(null);
  const filters = optimistic !== null && optimistic.from === search ? optimistic.filters : fromUrl;

  const navigateTo = useCallback(
    (next: CatalogFilters) => {
      setOptimistic({ from: search, filters: next });
      setSearchParams(mergeCatalogSearchParams(searchParams, next, stableFixed), {
        preventScrollReset: true,
      });
    },
    [search, searchParams, setSearchParams, stableFixed],
  );

  const change = useCallback(
    (patch: Partial<CatalogFilters>) => navigateTo(updateCatalogFilters(filters, patch)),
    [filters, navigateTo],
  );

  /** "?…" of the same listing showing another page, for page links. */
  const searchForPage = useCallback(
    (page: number) =>
      searchStringOf(mergeCatalogSearchParams(searchParams, { ...filters, page }, stableFixed)),
    [filters, searchParams, stableFixed],
  );

  return { filters, fixed: stableFixed, change, replaceAll: navigateTo, searchForPage };
}
