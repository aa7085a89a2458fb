import { Link } from 'react-router';
import { displayRating, displayReviewCount, productPath } from '../../../../domain/catalog/product';
import type { ProductSummary } from '../../../../domain/catalog/product.schema';
import { ProductPrice } from '../../catalog/components/product-price';
import { RatingStars } from '../../catalog/components/rating-stars';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { WishlistButton } from '../../wishlist/components/wishlist-button';
import { HoverGallery } from './hover-gallery';

/**
 * One live result of the search panel (spec §2.4): thumbnail with its hover gallery, name,
 * stars with the review count, price, and the wishlist and cart quick buttons. A row of the
 * panel's grid: the first cell (the product, `cellId`) is what the arrow keys make active, the
 * second holds the buttons, which a listbox option could not contain.
 */
export function SearchResultRow({
  product,
  cellId,
  active,
  onOpen,
}: {
  product: ProductSummary;
  cellId: string;
  active: boolean;
  /** The product's page is being opened from this row (the search counts as executed). */
  onOpen: () => void;
}) {
  const path = productPath(product);
  return (
    <div role="row" className={active ? 'search-row search-row--active' : 'search-row'}>
      <div role="gridcell" id={cellId} aria-selected={active} className="search-row__product">
        {/* The picture repeats the name's link for the pointer only (one tab stop per row). */}
        <Link
          className="search-row__media"
          to={path}
          tabIndex={-1}
          aria-hidden="true"
          onClick={onOpen}
        >
          <HoverGallery images={product.images} />
        </Link>
        <div className="search-row__text">
          <Link className="search-row__name" to={path} onClick={onOpen}>
            {product.name}
          </Link>
          <RatingStars rating={displayRating(product)} reviewCount={displayReviewCount(product)} />
          <ProductPrice
            className="search-row__price"
            priceCents={product.priceCents}
            compareAtPriceCents={product.compareAtPriceCents}
          />
        </div>
      </div>
      <div role="gridcell" className="search-row__actions">
        <WishlistButton product={product} />
        <AddToCartButton product={product} variant="compact" />
      </div>
    </div>
  );
}
