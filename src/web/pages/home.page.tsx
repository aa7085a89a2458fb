import { Link } from 'react-router';
import { HOME_MESSAGES, PAGE_TITLES } from '../../domain/messages';
import { APP_ROUTES } from '../../domain/routes';
import type { PagePrefetchArgs } from '../app/route-modules';
import {
  productsQueryOptions,
  useProducts,
  type ProductListParams,
} from '../features/catalog/api/get-products';
import { ProductListState } from '../features/catalog/components/product-list-state';
import { useDocumentTitle } from '../lib/use-document-title';

const HOME_PRODUCT_COUNT = 8;
const FEATURED_PRODUCTS: ProductListParams = { featured: true, pageSize: HOME_PRODUCT_COUNT };
/** No featured product yet: the first products of the catalog fill the grid instead. */
const FIRST_PRODUCTS: ProductListParams = { pageSize: HOME_PRODUCT_COUNT };

export async function prefetch({ queryClient }: PagePrefetchArgs): Promise<void> {
  const featured = await queryClient
    .ensureQueryData(productsQueryOptions(FEATURED_PRODUCTS))
    .catch(() => null);
  if (featured?.items.length === 0)
    await queryClient.prefetchQuery(productsQueryOptions(FIRST_PRODUCTS));
}

export default function HomePage() {
  useDocumentTitle(PAGE_TITLES.home);
  const featured = useProducts(FEATURED_PRODUCTS);
  const needsFallback = featured.isSuccess && featured.data.items.length === 0;
  const firstProducts = useProducts(FIRST_PRODUCTS, { enabled: needsFallback });

  return (
    <>
      <section className="hero" aria-labelledby="home-hero-title">
        <div className="hero__inner">
          <h1 id="home-hero-title" className="hero__title">
            {HOME_MESSAGES.heroTitle}
          </h1>
          <p className="hero__text">{HOME_MESSAGES.heroText}</p>
          <Link className="button button--primary button--large" to={APP_ROUTES.products.path}>
            {HOME_MESSAGES.heroCta}
          </Link>
        </div>
      </section>
      <section className="page" aria-labelledby="home-featured-title">
        <h2 id="home-featured-title" className="section-title">
          {HOME_MESSAGES.featuredTitle}
        </h2>
        <ProductListState query={needsFallback ? firstProducts : featured} headingLevel={3} />
      </section>
    </>
  );
}
