import { useId } from 'react';
import { Link } from 'react-router';
import { CART_MESSAGES } from '../../../../domain/cart/cart-labels.messages';
import { isOutOfStock } from '../../../../domain/cart/cart.rules';
import { type CartItem } from '../../../../domain/cart/cart-contents';
import { formatEuro } from '../../../../domain/money';
import '../../../styles/cart.css';
import { ProductImage } from '../../catalog/components/product-image';
import { moveSavedToCart, removeSavedLine } from '../cart.actions';
import { cartItemPath } from './cart-line';
import { leaveLine } from './leave-line';

/**
 * A line of "Salvati per dopo": picture, name, price, "Sposta nella Shopping Bag" (back with
 * quantity 1; disabled, with the reason shown, while the product is out of stock) and "Rimuovi".
 */
export function SavedLine({
  item,
  focusTargetIds,
}: {
  item: CartItem;
  focusTargetIds: readonly string[];
}) {
  const { productId, name } = item;
  const soldOut = isOutOfStock(item);
  const reasonId = useId();
  const leave = (change: () => void) => leaveLine(change, focusTargetIds);

  return (
    <li className="cart-line cart-line--saved">
      <div className="cart-line__media">
        <ProductImage className="cart-line__image" src={item.image ?? undefined} alt="" />
      </div>
      <div className="cart-line__main">
        <h3 className="cart-line__name">
          <Link to={cartItemPath(item)}>{name}</Link>
        </h3>
        <p className="cart-line__price">
          <span className="visually-hidden">{CART_MESSAGES.unitPrice}: </span>
          {formatEuro(item.priceCents)}
        </p>
        {soldOut ? (
          <p id={reasonId} className="cart-line__stock stock stock--out">
            {CART_MESSAGES.moveToCartUnavailable}
          </p>
        ) : null}
      </div>
      <div className="cart-line__controls">
        <div className="cart-line__actions">
          <button
            type="button"
            className="button button--ghost cart-line__move"
            aria-label={CART_MESSAGES.moveToCartFor(name)}
            aria-describedby={soldOut ? reasonId : undefined}
            disabled={soldOut}
            onClick={() => leave(() => moveSavedToCart(productId))}
          >
            {CART_MESSAGES.moveToCart}
          </button>
          <button
            type="button"
            className="cart-line__text-button"
            aria-label={CART_MESSAGES.removeNamed(name)}
            onClick={() => leave(() => removeSavedLine(productId))}
          >
            {CART_MESSAGES.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
