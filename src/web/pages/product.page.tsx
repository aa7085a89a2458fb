import { Navigate, useLocation, useParams } from 'react-router';
import { LISTING_MESSAGES, PRODUCT_PAGE_MESSAGES } from '../../domain/catalog/catalog.messages';
import { CATEGORY_SLUGS } from '../../domain/catalog/product';
import type { Category } from '../../domain/catalog/product.schema';
import { APP_ROUTES } from '../../domain/routes';
import type { PagePrefetchArgs } from '../app/page-module';
import { LoadingStatus } from '../components/ui/loading-status';
import { categoriesQueryOptions, useCategories } from '../features/catalog/api/get-categories';
import { productQueryOptions, useProduct } from '../features/catalog/api/get-product';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { Breadcrumbs } from '../features/catalog/components/breadcrumbs';
import { CatalogListing } from '../features/catalog/components/catalog-listing';
import { ProductDetails } from '../features/catalog/components/product-details';
import { ProductNotFound } from '../features/catalog/components/product-not-found';
import { relatedProductsParams } from '../features/catalog/components/related-products';
import { prefetchListing } from '../features/catalog/listing-query';
import { isApiError } from '../lib/api-client';

/**
 * /products/{segment} is a family page (/products/iphone) or a product. Which one is known
 * from the category list; meanwhile the likely request starts at once (the four family slugs
 * are well known), so neither page waits for two round trips in a row.
 */
export async function prefetch({ queryClient, params, request }: PagePrefetchArgs): Promise<void> {
  const segment = params.slug ?? '';
  const categories = queryClient.prefetchQuery(categoriesQueryOptions());
  if ((CATEGORY_SLUGS as readonly string[]).includes(segment)) {
    await Promise.all([categories, prefetchListing(queryClient, request, { category: segment })]);
    return;
  }
  const product = queryClient
    .ensureQueryData(productQueryOptions(segment))
    .then(async ({ product: { category } }) => {
      if (category)
        await queryClient.prefetchQuery(productsQueryOptions(relatedProductsParams(category.slug)));
    })
    .catch(() => undefined);
  await Promise.all([categories, product]);
}

function FamilyListing({ category }: { category: Category }) {
  return (
    <CatalogListing
      title={category.name}
      description={category.description}
      fixed={{ category: category.slug }}
      breadcrumbs={
        <Breadcrumbs
          items={[
            { label: PRODUCT_PAGE_MESSAGES.breadcrumbHome, to: APP_ROUTES.home.path },
            { label: PRODUCT_PAGE_MESSAGES.breadcrumbProducts, to: APP_ROUTES.products.path },
            { label: category.name },
          ]}
        />
      }
    />
  );
}

function ProductView({ segment }: { segment: string }) {
  const location = useLocation();
  const query = useProduct(segment);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 'not-found') return <ProductNotFound />;
    return (
      <section className="page page--narrow">
        <p className="form-error" role="alert">
          {query.error.message}
        </p>
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void query.refetch()}
          >
            {LISTING_MESSAGES.retry}
          </button>
        </p>
      </section>
    );
  }

  const { product, canonicalSegment } = query.data;
  // Spec §2.1: the slug, "name-slug-id" and the id all open the product; the address bar ends
  // on the canonical one (the cache already holds it under that segment: no second request).
  if (canonicalSegment !== segment) {
    return (
      <Navigate
        replace
        to={`${APP_ROUTES.products.path}/${canonicalSegment}${location.search}${location.hash}`}
      />
    );
  }
  // Keyed: another product starts with its own first image, not the previous one's index.
  return <ProductDetails key={product.id} product={product} />;
}

export default function ProductPage() {
  const segment = useParams().slug ?? '';
  const categories = useCategories();

  if (categories.isPending) return <LoadingStatus />;
  // The category list failing to load leaves every segment to the product lookup.
  const category = categories.data?.find((item) => item.slug === segment);
  if (category) return <FamilyListing key={category.slug} category={category} />;
  return <ProductView segment={segment} />;
}
