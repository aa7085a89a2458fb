import { Link } from 'react-router';
import {
  displayRating,
  displayReviewCount,
  productPath,
  type ProductSummary,
} from '../../../../domain/catalog/product';
import { CATALOG_LIST_MESSAGES } from '../../../../domain/messages';
import { formatEuro } from '../../../../domain/money';
import { RatingStars } from './rating-stars';
import { StockLabel } from './stock-label';

/** Catalog images are 800×800; CSS scales them to the tile. */
const PRODUCT_IMAGE_SIZE_PX = 800;

export interface ProductTileProps {
  product: ProductSummary;
  headingLevel: 2 | 3;
  /** Tiles in the first visible row load their image at once; the rest lazily. */
  eagerImage: boolean;
}

export function ProductTile({ product, headingLevel, eagerImage }: ProductTileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = product.images[0];
  const discounted =
    product.compareAtPriceCents !== null && product.compareAtPriceCents > product.priceCents;
  return (
    <article className="product-tile">
      <div className="product-tile__media">
        {image ? (
          <img
            className="product-tile__image"
            src={image}
            alt={product.name}
            width={PRODUCT_IMAGE_SIZE_PX}
            height={PRODUCT_IMAGE_SIZE_PX}
            loading={eagerImage ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className="product-tile__image product-tile__image--missing" aria-hidden="true" />
        )}
      </div>
      <div className="product-tile__body">
        <Heading className="product-tile__name">
          {/* The link covers the whole tile through CSS, so the tile has one tab stop. */}
          <Link className="product-tile__link" to={productPath(product)}>
            {product.name}
          </Link>
        </Heading>
        <p className="product-tile__price">
          {discounted && product.compareAtPriceCents !== null ? (
            <>
              <span className="visually-hidden">{CATALOG_LIST_MESSAGES.previousPrice} </span>
              <s className="product-tile__compare-price">
                {formatEuro(product.compareAtPriceCents)}
              </s>{' '}
              <span className="visually-hidden">{CATALOG_LIST_MESSAGES.currentPrice} </span>
            </>
          ) : null}
          <span className="product-tile__current-price">{formatEuro(product.priceCents)}</span>
        </p>
        <RatingStars rating={displayRating(product)} reviewCount={displayReviewCount(product)} />
        <StockLabel stock={product.stock} />
      </div>
    </article>
  );
}
