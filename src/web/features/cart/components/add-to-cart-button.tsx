import { CART_MESSAGES } from '../../../../domain/cart/cart-labels.messages';
import { stockStateOf } from '../../../../domain/catalog/product';
import type { ProductSummary } from '../../../../domain/catalog/product.schema';
import '../../../styles/cart.css';
import { addProductToCart, cartProductOf } from '../cart.actions';
import { BagPlusIcon } from './cart-icons';

/**
 * "Aggiungi alla Shopping Bag" for one product. `compact` (tiles, search rows) shows an icon and
 * a short text, and its accessible name says which product it adds, since a list holds many;
 * `large` is the product page's main button. A product out of stock gets a disabled "Non
 * disponibile". The store's action shows the notification (added, or the maximum reached).
 */
export function AddToCartButton({
  product,
  variant = 'compact',
}: {
  product: ProductSummary;
  variant?: 'compact' | 'large';
}) {
  const compact = variant === 'compact';
  const className = compact
    ? 'button add-to-cart add-to-cart--compact'
    : 'button button--large button--block add-to-cart add-to-cart--large';

  if (stockStateOf(product.stock) === 'out') {
    return (
      <button
        type="button"
        className={`${className} add-to-cart--sold-out`}
        disabled
        aria-label={compact ? CART_MESSAGES.soldOutNamed(product.name) : undefined}
      >
        {CART_MESSAGES.soldOut}
      </button>
    );
  }

  return (
    <button
      type="button"
      className={`${className} button--primary`}
      aria-label={compact ? CART_MESSAGES.addToCartNamed(product.name) : undefined}
      onClick={() => addProductToCart(cartProductOf(product))}
    >
      <BagPlusIcon size={compact ? 18 : 22} />
      {compact ? CART_MESSAGES.addToCartShort : CART_MESSAGES.addToCart}
    </button>
  );
}
