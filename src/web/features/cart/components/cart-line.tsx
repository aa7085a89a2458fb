import { Link } from 'react-router';
import { CART_MESSAGES } from '../../../../domain/cart/cart-labels.messages';
import { isOutOfStock, lineLimit } from '../../../../domain/cart/cart.rules';
import { type CartItem } from '../../../../domain/cart/cart-contents';
import { LOW_STOCK_THRESHOLD, productPath } from '../../../../domain/catalog/product';
import { formatEuro } from '../../../../domain/money';
import '../../../styles/cart.css';
import { ProductImage } from '../../catalog/components/product-image';
import { changeQuantity, removeCartLine, saveLineForLater } from '../cart.actions';
import { MinusIcon, PlusIcon } from './cart-icons';
import { leaveLine } from './leave-line';

export type CartLineVariant = 'panel' | 'page';

/** The link to a line's product page (its slug, else name-slug plus id). */
export function cartItemPath(item: CartItem): string {
  return productPath({ id: item.productId, slug: item.slug, name: item.name });
}

/** "Esaurito" or "Solo N disponibili" for a line whose stock is known and short, else null. */
function stockHintOf(item: CartItem): { text: string; state: 'out' | 'low' } | null {
  if (isOutOfStock(item)) return { text: CART_MESSAGES.outOfStock, state: 'out' };
  if (item.availableStock !== null && item.availableStock <= LOW_STOCK_THRESHOLD)
    return { text: CART_MESSAGES.fewLeft(item.availableStock), state: 'low' };
  return null;
}

/**
 * One line of the cart (spec §2.5, §5): picture, name linking to the product, unit price and
 * the quantity stepper. Minus at quantity 1 removes the line (its name says so); plus is
 * disabled once the line holds min(stock, 50). The page variant adds the line total, a stock
 * hint and "Salva per dopo". Every button's name includes the product's name.
 *
 * `focusTargetIds`: where keyboard focus goes when this line leaves the list (see leaveLine).
 */
export function CartLine({
  item,
  variant,
  focusTargetIds,
}: {
  item: CartItem;
  variant: CartLineVariant;
  focusTargetIds: readonly string[];
}) {
  const page = variant === 'page';
  const { productId, name, quantity } = item;
  const atLimit = quantity >= lineLimit(item.availableStock);
  const last = quantity <= 1;
  const stockHint = page ? stockHintOf(item) : null;
  const leave = (change: () => void) => leaveLine(change, focusTargetIds);

  return (
    <li className={`cart-line cart-line--${variant}`}>
      <div className="cart-line__media">
        {/* The name beside it says what the picture shows. */}
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
        {stockHint ? (
          <p className={`cart-line__stock stock stock--${stockHint.state}`}>{stockHint.text}</p>
        ) : null}
      </div>
      <div className="cart-line__controls">
        <div className="cart-stepper" role="group" aria-label={CART_MESSAGES.quantityLabel(name)}>
          <button
            type="button"
            className="cart-stepper__button"
            aria-label={last ? CART_MESSAGES.removeLast(name) : CART_MESSAGES.decrease(name)}
            onClick={() => {
              if (last) leave(() => changeQuantity(productId, 0));
              else changeQuantity(productId, quantity - 1);
            }}
          >
            <MinusIcon />
          </button>
          <span className="cart-stepper__value" aria-live="polite" aria-atomic="true">
            {quantity}
          </span>
          <button
            type="button"
            className="cart-stepper__button"
            aria-label={CART_MESSAGES.increase(name)}
            disabled={atLimit}
            onClick={() => changeQuantity(productId, quantity + 1)}
          >
            <PlusIcon />
          </button>
        </div>
        {page && atLimit && !isOutOfStock(item) ? (
          <p className="cart-line__hint">{CART_MESSAGES.maxReachedHint}</p>
        ) : null}
        {page ? (
          <p className="cart-line__total">
            <span className="visually-hidden">{CART_MESSAGES.lineTotal}: </span>
            {formatEuro(item.priceCents * quantity)}
          </p>
        ) : null}
        <div className="cart-line__actions">
          {page ? (
            <button
              type="button"
              className="cart-line__text-button"
              aria-label={CART_MESSAGES.saveForLaterFor(name)}
              onClick={() => leave(() => saveLineForLater(productId))}
            >
              {CART_MESSAGES.saveForLater}
            </button>
          ) : null}
          <button
            type="button"
            className="cart-line__text-button"
            aria-label={CART_MESSAGES.removeNamed(name)}
            onClick={() => leave(() => removeCartLine(productId))}
          >
            {CART_MESSAGES.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
