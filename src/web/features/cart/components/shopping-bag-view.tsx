import { CART_MESSAGES } from '../../../../domain/cart/cart-labels.messages';
import { CART_NOTICES } from '../../../../domain/cart/cart.messages';
import { PAGE_TITLES } from '../../../../domain/messages';
import { LoadingStatus } from '../../../components/ui/loading-status';
import '../../../styles/cart.css';
import { cartSync } from '../cart-sync';
import { useCartStore, useCartUnitCount } from '../cart.store';
import { CartEmptyState } from './cart-empty-state';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { SavedLine } from './saved-line';

const IDS = {
  title: 'shopping-bag-title',
  lines: 'shopping-bag-lines-title',
  summary: 'shopping-bag-summary-title',
  saved: 'shopping-bag-saved-title',
} as const;

/**
 * The Shopping Bag page (/shoppingbag): the lines with their totals and Checkout, then
 * "Salvati per dopo" (shown also when the cart itself is empty), or the empty state. While a
 * logged-in user's cart loads, a loading state; a load failure is an alert, a failed save a
 * polite status (the changes stay in this browser and are saved later).
 */
export function ShoppingBagView() {
  const items = useCartStore((state) => state.items);
  const saved = useCartStore((state) => state.savedForLater);
  const isLoading = useCartStore((state) => state.isLoading);
  const error = useCartStore((state) => state.error);
  const saveFailed = useCartStore((state) => state.saveFailed);
  const units = useCartUnitCount();
  const empty = items.length === 0;

  return (
    <div className="page cart-page">
      {empty && !isLoading ? (
        <CartEmptyState headingId={IDS.title} headingLevel={1} showBagLink={false} />
      ) : (
        <header className="page-heading cart-page__heading">
          <h1 id={IDS.title} tabIndex={-1}>
            {PAGE_TITLES.shoppingBag}
          </h1>
          {empty ? null : <p className="cart-page__count">{CART_MESSAGES.itemCount(units)}</p>}
        </header>
      )}

      {error ? (
        <p className="form-error cart-page__message" role="alert">
          {error}
        </p>
      ) : null}
      {/* Always in the page, so a failed save is announced when it happens. */}
      <div className="cart-page__status" role="status">
        {saveFailed ? (
          <div className="cart-page__save-failed">
            <p>{CART_NOTICES.saveFailed}</p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void cartSync().saveNow()}
            >
              {CART_MESSAGES.retrySave}
            </button>
          </div>
        ) : null}
      </div>

      {isLoading ? (
        <LoadingStatus label={CART_MESSAGES.loading} />
      ) : (
        <>
          {empty ? null : (
            <div className="cart-page__layout">
              <section className="cart-page__lines" aria-labelledby={IDS.lines}>
                <h2 id={IDS.lines} className="visually-hidden">
                  {CART_MESSAGES.linesTitle}
                </h2>
                <ul className="cart-lines cart-lines--page">
                  {items.map((item) => (
                    <CartLine
                      key={item.productId}
                      item={item}
                      variant="page"
                      focusTargetIds={[IDS.title]}
                    />
                  ))}
                </ul>
              </section>
              <section className="cart-page__summary" aria-labelledby={IDS.summary}>
                <CartSummary variant="page" headingId={IDS.summary} />
              </section>
            </div>
          )}
          {saved.length > 0 ? (
            <section className="cart-page__saved" aria-labelledby={IDS.saved}>
              <h2 id={IDS.saved} className="cart-page__saved-title" tabIndex={-1}>
                {CART_MESSAGES.savedTitle}
              </h2>
              <ul className="cart-lines cart-lines--page">
                {saved.map((item) => (
                  <SavedLine
                    key={item.productId}
                    item={item}
                    focusTargetIds={[IDS.saved, IDS.title]}
                  />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
