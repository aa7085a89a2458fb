import { COMPARE_IDS_PARAM, parseCompareIds } from '../../domain/catalog/compare-selection';
import { PAGE_TITLES } from '../../domain/messages';
import type { PagePrefetchArgs } from '../app/page-module';
import { PageHeading } from '../components/layout/page-heading';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { awaitUnlessOnScreen } from '../features/catalog/page-on-screen';
import {
  COMPARE_CHOICES_PARAMS,
  CompareView,
  compareSelectionParams,
} from '../features/catalog/components/compare-view';

export async function prefetch({ queryClient, request }: PagePrefetchArgs): Promise<void> {
  const ids = parseCompareIds(new URL(request.url).searchParams.get(COMPARE_IDS_PARAM));
  // A new choice on the page already shown does not wait (page-on-screen.ts).
  await awaitUnlessOnScreen(
    request.url,
    Promise.all([
      queryClient.prefetchQuery(categoriesQueryOptions()),
      queryClient.prefetchQuery(productsQueryOptions(COMPARE_CHOICES_PARAMS)),
      ids.length > 0
        ? queryClient.prefetchQuery(productsQueryOptions(compareSelectionParams(ids)))
        : null,
    ]),
  );
}

export default function ProductsComparePage() {
  return (
    <section className="page compare">
      <PageHeading title={PAGE_TITLES.productsCompare} />
      <CompareView />
    </section>
  );
}
