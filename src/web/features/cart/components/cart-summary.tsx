import { Link } from 'react-router';
import { CART_MESSAGES } from '../../../../domain/cart/cart-labels.messages';
import { CART_PANEL_MESSAGES } from '../../../../domain/layout/layout.messages';
import { formatEuro } from '../../../../domain/money';
import { APP_ROUTES, loginPathFor } from '../../../../domain/routes';
import '../../../styles/cart.css';
import { useCurrentUser } from '../../auth/api/get-session';
import { useCartTotalCents } from '../cart.store';

/** Spec §2.5: Checkout opens /checkout for a logged-in user, else the login asking to go there. */
export function useCheckoutPath(): string {
  const user = useCurrentUser();
  return user ? APP_ROUTES.checkout.path : loginPathFor(APP_ROUTES.checkout.path);
}

/**
 * The cart's totals (spec §2.5): Subtotale, Spedizione "Gratuita", Totale, IVA included, and
 * the Checkout button. The panel adds "Vai alla Shopping Bag"; the page titles the box
 * "Riepilogo" (heading id `headingId`) and links back to the catalog.
 */
export function CartSummary({
  variant,
  headingId,
}: {
  variant: 'panel' | 'page';
  headingId?: string;
}) {
  const totalCents = useCartTotalCents();
  const checkoutPath = useCheckoutPath();
  const page = variant === 'page';

  return (
    <div className={`cart-summary cart-summary--${variant}`}>
      {page ? (
        <h2 id={headingId} className="cart-summary__title">
          {CART_MESSAGES.bagSummaryTitle}
        </h2>
      ) : null}
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>{CART_MESSAGES.subtotal}</dt>
          <dd>{formatEuro(totalCents)}</dd>
        </div>
        <div className="cart-summary__row">
          <dt>{CART_MESSAGES.shipping}</dt>
          <dd className="cart-summary__free">{CART_MESSAGES.shippingFree}</dd>
        </div>
        <div className="cart-summary__row cart-summary__row--total">
          <dt>{CART_MESSAGES.total}</dt>
          <dd>{formatEuro(totalCents)}</dd>
        </div>
      </dl>
      <p className="cart-summary__vat">{CART_MESSAGES.vatIncluded}</p>
      <div className="cart-summary__actions">
        {page ? null : (
          <Link className="button button--ghost button--block" to={APP_ROUTES.shoppingBag.path}>
            {CART_PANEL_MESSAGES.goToShoppingBag}
          </Link>
        )}
        <Link
          className={`button button--primary button--block${page ? ' button--large' : ''}`}
          to={checkoutPath}
        >
          {CART_MESSAGES.checkout}
        </Link>
        {page ? (
          <Link className="cart-summary__continue" to={APP_ROUTES.products.path}>
            {CART_MESSAGES.continueShopping}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
