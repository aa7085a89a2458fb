import { PAGE_TITLES } from '../../domain/messages';
import type { PagePrefetchArgs } from '../app/page-module';
import { CatalogListing } from '../features/catalog/components/catalog-listing';
import { prefetchListing } from '../features/catalog/listing-query';

export async function prefetch({ queryClient, request }: PagePrefetchArgs): Promise<void> {
  await prefetchListing(queryClient, request);
}

/** /products: every product, with filters, order and page in the URL (see catalog-url.ts). */
export default function ProductsPage() {
  return <CatalogListing title={PAGE_TITLES.products} />;
}
