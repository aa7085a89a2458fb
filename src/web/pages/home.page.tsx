import { Link } from 'react-router';
import { HOME_PAGE_MESSAGES } from '../../domain/catalog/catalog.messages';
import { CATALOG_URL_PARAMS } from '../../domain/catalog/catalog-url';
import { CATEGORY_SLUGS } from '../../domain/catalog/product';
import { HOME_MESSAGES, PAGE_TITLES } from '../../domain/messages';
import { APP_ROUTES } from '../../domain/routes';
import type { PagePrefetchArgs } from '../app/page-module';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories';
import {
  productsQueryOptions,
  useProducts,
  type ProductListParams,
} from '../features/catalog/api/get-products';
import { FamilyCards, familyImageParams } from '../features/catalog/components/family-cards';
import { ProductListState } from '../features/catalog/components/product-list-state';
import { ProductStrip } from '../features/catalog/components/product-strip';
import { useDocumentTitle } from '../lib/use-document-title';
import '../styles/catalog.css';

const HOME_PRODUCT_COUNT = 8;
const FEATURED_PRODUCTS: ProductListParams = { featured: true, pageSize: HOME_PRODUCT_COUNT };
/** No featured product yet: the first products of the catalog fill the grid instead. */
const FIRST_PRODUCTS: ProductListParams = { pageSize: HOME_PRODUCT_COUNT };
const OFFERS: ProductListParams = { onSale: true, pageSize: HOME_PRODUCT_COUNT };
const NEWEST: ProductListParams = { sort: 'newest', pageSize: HOME_PRODUCT_COUNT };
/** On a phone the hero fills the screen; on a desktop the first featured row shows with it. */
const FEATURED_PRIORITY_COUNT = 4;

/**
 * Everything the page shows, in parallel, so it renders whole at once (and a reload can
 * restore its scroll position). The family pictures are asked for the four known families
 * without waiting for the category list; a family added later loads its picture on render.
 */
export async function prefetch({ queryClient }: PagePrefetchArgs): Promise<void> {
  const featured = queryClient
    .ensureQueryData(productsQueryOptions(FEATURED_PRODUCTS))
    .catch(() => null)
    .then(async (page) => {
      if (page?.items.length === 0)
        await queryClient.prefetchQuery(productsQueryOptions(FIRST_PRODUCTS));
    });
  await Promise.all([
    featured,
    queryClient.prefetchQuery(categoriesQueryOptions()),
    queryClient.prefetchQuery(productsQueryOptions(OFFERS)),
    queryClient.prefetchQuery(productsQueryOptions(NEWEST)),
    ...CATEGORY_SLUGS.map((slug) =>
      queryClient.prefetchQuery(productsQueryOptions(familyImageParams(slug))),
    ),
  ]);
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

      <section className="home-section" aria-labelledby="home-featured-title">
        <div className="home-section__inner">
          <h2 id="home-featured-title" className="section-title">
            {HOME_MESSAGES.featuredTitle}
          </h2>
          <ProductListState
            query={needsFallback ? firstProducts : featured}
            headingLevel={3}
            priorityCount={FEATURED_PRIORITY_COUNT}
          />
        </div>
      </section>

      <FamilyCards />

      <ProductStrip
        id="home-offers-title"
        title={HOME_PAGE_MESSAGES.offersTitle}
        params={OFFERS}
        link={{
          to: `${APP_ROUTES.products.path}?${CATALOG_URL_PARAMS.onSale}=1`,
          label: HOME_PAGE_MESSAGES.offersLink,
        }}
      />

      <ProductStrip
        id="home-new-title"
        title={HOME_PAGE_MESSAGES.newTitle}
        params={NEWEST}
        link={{ to: APP_ROUTES.productsNew.path, label: HOME_PAGE_MESSAGES.newLink }}
      />
    </>
  );
}
