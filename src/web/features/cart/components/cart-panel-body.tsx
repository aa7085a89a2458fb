import { CART_MESSAGES } from '../../../../domain/cart/cart-labels.messages';
import '../../../styles/cart.css';
import { useCartStore, useCartUnitCount } from '../cart.store';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

/**
 * The navigation bar's cart panel once the cart has lines (spec §2.5), below the panel's title
 * 'Il tuo carrello' (id `headingId`): the lines in a list that scrolls on its own, then the
 * totals with 'Vai alla Shopping Bag' and Checkout. Loaded lazily by the panel (cart-panel.tsx),
 * so the first page load does not pay for it.
 */
export function CartPanelBody({ headingId }: { headingId: string }) {
  const items = useCartStore((state) => state.items);
  const units = useCartUnitCount();
  return (
    <div className="cart-panel-body">
      <p className="cart-panel-body__count">{CART_MESSAGES.itemCount(units)}</p>
      <ul className="cart-lines cart-lines--panel" aria-label={CART_MESSAGES.linesTitle}>
        {items.map((item) => (
          <CartLine key={item.productId} item={item} variant="panel" focusTargetIds={[headingId]} />
        ))}
      </ul>
      <CartSummary variant="panel" />
    </div>
  );
}
