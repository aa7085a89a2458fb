import { Link } from 'react-router';
import { PRODUCT_PAGE_MESSAGES } from '../../../../domain/catalog/catalog.messages';
import { CATALOG_MESSAGES } from '../../../../domain/messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { PageHeading } from '../../../components/layout/page-heading';

/** The API answered 404 for this link (spec §8 fallback name "Prodotto non trovato"). */
export function ProductNotFound() {
  return (
    <section className="page page--narrow">
      <PageHeading title={CATALOG_MESSAGES.productNotFound} />
      <p>{PRODUCT_PAGE_MESSAGES.notFoundBody}</p>
      <p>
        <Link className="button button--primary" to={APP_ROUTES.products.path}>
          {PRODUCT_PAGE_MESSAGES.seeAllProducts}
        </Link>
      </p>
    </section>
  );
}
