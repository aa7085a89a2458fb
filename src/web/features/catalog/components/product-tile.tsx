import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { displayRating, displayReviewCount, productPath } from '../../../../domain/catalog/product';
import type { ProductSummary } from '../../../../domain/catalog/product.schema';
import '../../../styles/catalog.css';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { RatingStars } from './rating-stars';
import { StockLabel } from './stock-label';

export interface ProductTileProps {
  product: ProductSummary;
  headingLevel: 2 | 3;
  /**
   * Above-the-fold tiles load their image at once; the others lazily, when they come near
   * the viewport.
   */
  priority?: boolean;
  /**
   * Buttons shown under the tile's text (add to cart, wishlist…). They sit above the tile's
   * stretched link, so they stay separately clickable and focusable.
   */
  actions?: ReactNode;
}

/**
 * A product in a list (catalog, home strips, search results, wishlist). The name is the one
 * link; CSS stretches it over the whole card so the card is clickable with a single tab stop
 * and no interactive element nested inside another.
 */
export function ProductTile({
  product,
  headingLevel,
  priority = false,
  actions,
}: ProductTileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="product-tile">
      <div className="product-tile__media">
        <ProductImage
          className="product-tile__image"
          src={product.images[0]}
          alt={product.name}
          priority={priority}
        />
      </div>
      <div className="product-tile__body">
        <Heading className="product-tile__name">
          <Link className="product-tile__link" to={productPath(product)}>
            {product.name}
          </Link>
        </Heading>
        <ProductPrice
          className="product-tile__price"
          priceCents={product.priceCents}
          compareAtPriceCents={product.compareAtPriceCents}
        />
        <RatingStars rating={displayRating(product)} reviewCount={displayReviewCount(product)} />
        <StockLabel stock={product.stock} />
      </div>
      {actions ? <div className="product-tile__actions">{actions}</div> : null}
    </article>
  );
}
