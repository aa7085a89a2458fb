import { useLocation } from 'react-router';
import { SEARCH_RESULTS_KEPT_MAX } from '../../domain/constants';
import { toSearchText } from '../../domain/search/recent-searches.rules';
import type { PagePrefetchArgs } from '../app/page-module';
import { awaitUnlessOnScreen, usePageOnScreen } from '../features/catalog/page-on-screen';
import { searchQueryOptions } from '../features/search/api/search-products';
import { SearchResultsView } from '../features/search/components/search-results-view';

/**
 * Arriving at /search?q= waits for the results (the page renders whole and a reload restores
 * its scroll position); a new search from the page's own field does not wait, the previous
 * results stay until the new ones arrive. Never throws: a failure shows in the page.
 */
export async function prefetch({ queryClient, request }: PagePrefetchArgs): Promise<void> {
  const text = toSearchText(new URL(request.url).searchParams.get('q') ?? '');
  if (text === null) return;
  await awaitUnlessOnScreen(
    request.url,
    queryClient.prefetchQuery(searchQueryOptions({ text, limit: SEARCH_RESULTS_KEPT_MAX })),
  );
}

/** /search?q=: the full result list (spec §2.1). */
export default function SearchPage() {
  usePageOnScreen(useLocation().pathname);
  return <SearchResultsView />;
}
