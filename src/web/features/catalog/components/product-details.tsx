import { Link } from 'react-router';
import { PRODUCT_PAGE_MESSAGES } from '../../../../domain/catalog/catalog.messages';
import { COMPARE_IDS_PARAM } from '../../../../domain/catalog/compare-selection';
import { displayRating, displayReviewCount } from '../../../../domain/catalog/product';
import type { ProductDetail } from '../../../../domain/catalog/product.schema';
import { formatEuro } from '../../../../domain/money';
import { APP_ROUTES } from '../../../../domain/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../../../styles/catalog.css';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { ProductActions } from './product-actions';
import { ProductGallery } from './product-gallery';
import { isDiscounted, ProductPrice } from './product-price';
import { ProductSpecs } from './product-specs';
import { RatingStars } from './rating-stars';
import { RelatedProducts } from './related-products';
import { StockLabel } from './stock-label';

export function productCrumbs(product: ProductDetail): Crumb[] {
  const crumbs: Crumb[] = [
    { label: PRODUCT_PAGE_MESSAGES.breadcrumbHome, to: APP_ROUTES.home.path },
    { label: PRODUCT_PAGE_MESSAGES.breadcrumbProducts, to: APP_ROUTES.products.path },
  ];
  if (product.category)
    crumbs.push({
      label: product.category.name,
      to: `${APP_ROUTES.products.path}/${product.category.slug}`,
    });
  crumbs.push({ label: product.name });
  return crumbs;
}

/** The product page once the product is known. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  useDocumentTitle(product.name);
  const paragraphs = product.description
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);

  return (
    <div className="page product-page">
      <Breadcrumbs items={productCrumbs(product)} />
      <div className="product-page__top">
        <ProductGallery images={product.images} name={product.name} />
        <div className="product-page__summary">
          <h1 className="product-page__title">{product.name}</h1>
          <RatingStars rating={displayRating(product)} reviewCount={displayReviewCount(product)} />
          <div className="product-page__price">
            <ProductPrice
              className="price--large"
              priceCents={product.priceCents}
              compareAtPriceCents={product.compareAtPriceCents}
            />
            <p className="product-page__vat">
              {PRODUCT_PAGE_MESSAGES.vatIncluded}
              {isDiscounted(product) ? (
                <>
                  {' · '}
                  <strong className="product-page__saving">
                    {PRODUCT_PAGE_MESSAGES.saving(
                      formatEuro(product.compareAtPriceCents - product.priceCents),
                    )}
                  </strong>
                </>
              ) : null}
            </p>
          </div>
          <StockLabel stock={product.stock} />
          <ProductActions product={product} />
          <p className="product-page__compare">
            <Link to={`${APP_ROUTES.productsCompare.path}?${COMPARE_IDS_PARAM}=${product.id}`}>
              {PRODUCT_PAGE_MESSAGES.compareLink}
            </Link>
          </p>
        </div>
      </div>

      {paragraphs.length > 0 ? (
        <section className="product-page__section" aria-labelledby="description-title">
          <h2 id="description-title">{PRODUCT_PAGE_MESSAGES.descriptionTitle}</h2>
          <div className="product-page__description">
            {paragraphs.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
        </section>
      ) : null}

      {product.specs.length > 0 ? (
        <section className="product-page__section" aria-labelledby="specs-title">
          <h2 id="specs-title">{PRODUCT_PAGE_MESSAGES.specsTitle}</h2>
          <ProductSpecs specs={product.specs} labelledBy="specs-title" />
        </section>
      ) : null}

      <RelatedProducts product={product} />
    </div>
  );
}
