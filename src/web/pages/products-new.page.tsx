import type { CatalogFixedFilters } from '../../domain/catalog/catalog-url';
import { PAGE_TITLES } from '../../domain/messages';
import type { PagePrefetchArgs } from '../app/page-module';
import { CatalogListing } from '../features/catalog/components/catalog-listing';
import { prefetchListing } from '../features/catalog/listing-query';

/** New arrivals: the whole catalog, newest first; the shopper can still filter it. */
const NEW_ARRIVALS: CatalogFixedFilters = { sort: 'newest' };

export async function prefetch({ queryClient, request }: PagePrefetchArgs): Promise<void> {
  await prefetchListing(queryClient, request, NEW_ARRIVALS);
}

export default function ProductsNewPage() {
  return <CatalogListing title={PAGE_TITLES.productsNew} fixed={NEW_ARRIVALS} />;
}
