import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { CART_PANEL_MESSAGES } from '../../../../domain/layout/layout.messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { CartEmptyState } from '../../../features/cart/components/cart-empty-state';
import { useCartStore } from '../../../features/cart/cart.store';
import { LoadingStatus } from '../../ui/loading-status';

// The lines and totals load in their own chunk: the start-up chunk keeps only this decision.
const loadCartPanelBody = () => import('../../../features/cart/components/cart-panel-body');

/** If the chunk cannot be fetched (offline), the panel still leads to the Shopping Bag page. */
function CartPanelUnavailable() {
  return (
    <p className="cart-panel__text">
      {CART_PANEL_MESSAGES.linesUnavailable}{' '}
      <Link to={APP_ROUTES.shoppingBag.path}>{CART_PANEL_MESSAGES.goToShoppingBag}</Link>
    </p>
  );
}

const CartPanelBody = lazy(() =>
  loadCartPanelBody().then(
    (module) => ({ default: module.CartPanelBody }),
    () => ({ default: CartPanelUnavailable }),
  ),
);

/**
 * Spec §2.5, the panel behind the bag icon: 'Il tuo carrello' with the lines, the totals and
 * the 'Vai alla Shopping Bag' and Checkout buttons; the empty state for an empty cart. The
 * panel keeps a heading with id `headingId` (it names the region), which also takes focus
 * when a removed line takes the focused button with it.
 */
export function CartPanel({ headingId }: { headingId: string }) {
  const hasLines = useCartStore((state) => state.items.length > 0);
  // Fetched while the connection is known to work: the first add may happen offline.
  useEffect(() => {
    void loadCartPanelBody().catch(() => undefined);
  }, []);
  if (!hasLines) return <CartEmptyState headingId={headingId} />;
  return (
    <div className="cart-panel">
      <h2 id={headingId} className="navbar-panel__title" tabIndex={-1}>
        {CART_PANEL_MESSAGES.title}
      </h2>
      <Suspense
        fallback={
          <div className="cart-panel__placeholder">
            <LoadingStatus />
          </div>
        }
      >
        <CartPanelBody headingId={headingId} />
      </Suspense>
    </div>
  );
}
