import { CATALOG_PAGE_SIZE } from '../../domain/constants';
import { PAGE_TITLES } from '../../domain/messages';
import type { PagePrefetchArgs } from '../app/route-modules';
import { PageHeading } from '../components/layout/page-heading';
import {
  productsQueryOptions,
  useProducts,
  type ProductListParams,
} from '../features/catalog/api/get-products';
import { ProductListState } from '../features/catalog/components/product-list-state';

/** The first page of the catalog; filters, sorting and paging come later. */
const FIRST_PAGE: ProductListParams = { page: 1, pageSize: CATALOG_PAGE_SIZE };

export async function prefetch({ queryClient }: PagePrefetchArgs): Promise<void> {
  await queryClient.prefetchQuery(productsQueryOptions(FIRST_PAGE));
}

export default function ProductsPage() {
  const products = useProducts(FIRST_PAGE);
  return (
    <section className="page">
      <PageHeading title={PAGE_TITLES.products} />
      <ProductListState query={products} headingLevel={2} />
    </section>
  );
}
