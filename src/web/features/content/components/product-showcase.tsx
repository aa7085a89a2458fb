import { useId } from 'react';
import { Link } from 'react-router';
import { CONTENT_MESSAGES } from '../../../../domain/content/content.messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useProducts, type ProductListParams } from '../../catalog/api/get-products';
import { ProductGrid } from '../../catalog/components/product-grid';

interface ShowcaseLink {
  path: string;
  label: string;
}

const ALL_PRODUCTS_LINK: ShowcaseLink = {
  path: APP_ROUTES.products.path,
  label: CONTENT_MESSAGES.browseAll,
};

/**
 * A titled grid of catalog products for an offer or news page (on sale, refurbished, newest…),
 * with its loading, error and empty states. Prefetch with `productsQueryOptions(params)`.
 */
export function ProductShowcase({
  title,
  params,
  moreLink = ALL_PRODUCTS_LINK,
}: {
  title: string;
  params: ProductListParams;
  moreLink?: ShowcaseLink;
}) {
  const titleId = useId();
  const query = useProducts(params);
  let content;
  if (query.isPending) content = <LoadingStatus label={CONTENT_MESSAGES.productsLoading} />;
  else if (query.isError)
    content = <p className="content-note">{CONTENT_MESSAGES.productsError}</p>;
  else if (query.data.items.length === 0) content = <p>{CONTENT_MESSAGES.noOffers}</p>;
  else content = <ProductGrid products={query.data.items} headingLevel={3} label={title} />;
  return (
    <section className="content-products" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {content}
      <p>
        <Link className="button button--ghost" to={moreLink.path}>
          {moreLink.label}
        </Link>
      </p>
    </section>
  );
}
