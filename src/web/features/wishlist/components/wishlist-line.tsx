import { useId } from 'react';
import { Link } from 'react-router';
import { CART_MESSAGES } from '../../../../domain/cart/cart-labels.messages';
import { productPath, stockStateOf } from '../../../../domain/catalog/product';
import { formatEuro } from '../../../../domain/money';
import type { WishlistProduct } from '../../../../domain/wishlist/wishlist-contents';
import { WISHLIST_LABELS } from '../../../../domain/wishlist/wishlist.messages';
import { leaveLine } from '../../cart/components/leave-line';
import { ProductImage } from '../../catalog/components/product-image';
import { StockLabel } from '../../catalog/components/stock-label';
import { moveWishlistProductToCart, removeWishlistProduct } from '../wishlist.actions';

/**
 * A product of the /wishlist page: picture, name, price, stock state, "Sposta nel carrello"
 * (disabled, with the reason, while it is sold out) and "Rimuovi". When the line goes, focus
 * moves to the page's title rather than to the top of the page.
 */
export function WishlistLine({
  product,
  focusTargetIds,
}: {
  product: WishlistProduct;
  focusTargetIds: readonly string[];
}) {
  const { id, name } = product;
  const soldOut = product.stock !== null && stockStateOf(product.stock) === 'out';
  const reasonId = useId();
  const leave = (change: () => void) => leaveLine(change, focusTargetIds);

  return (
    <li className="cart-line wishlist-line">
      <div className="cart-line__media">
        <ProductImage className="cart-line__image" src={product.image ?? undefined} alt="" />
      </div>
      <div className="cart-line__main">
        <h2 className="cart-line__name">
          <Link to={productPath(product)}>{name}</Link>
        </h2>
        <p className="cart-line__price">
          <span className="visually-hidden">{CART_MESSAGES.unitPrice}: </span>
          {formatEuro(product.priceCents)}
        </p>
        {product.stock === null ? null : (
          <div id={reasonId}>
            <StockLabel stock={product.stock} />
          </div>
        )}
      </div>
      <div className="cart-line__controls">
        <div className="cart-line__actions">
          <button
            type="button"
            className="button button--primary cart-line__move"
            aria-label={WISHLIST_LABELS.moveToCartOf(name)}
            aria-describedby={soldOut ? reasonId : undefined}
            disabled={soldOut}
            onClick={() => leave(() => moveWishlistProductToCart(id))}
          >
            {WISHLIST_LABELS.moveToCart}
          </button>
          <button
            type="button"
            className="cart-line__text-button"
            aria-label={WISHLIST_LABELS.removeOf(name)}
            onClick={() => leave(() => removeWishlistProduct(id))}
          >
            {WISHLIST_LABELS.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
