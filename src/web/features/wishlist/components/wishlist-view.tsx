import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_TITLES } from '../../../../domain/messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { WISHLIST_LABELS } from '../../../../domain/wishlist/wishlist.messages';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../../../styles/cart.css';
import '../../../styles/wishlist.css';
import { clearWishlistProducts } from '../wishlist.actions';
import { useWishlistStore } from '../wishlist.store';
import { WishlistLine } from './wishlist-line';

const TITLE_ID = 'wishlist-title';

/** "Svuota la lista", asked twice: the first press asks for a confirmation in place. */
function ClearWishlist() {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
        {WISHLIST_LABELS.clear}
      </button>
    );
  }
  return (
    <div className="wishlist-page__confirm" role="group" aria-label={WISHLIST_LABELS.clear}>
      <p>{WISHLIST_LABELS.clearConfirm}</p>
      <button
        type="button"
        className="button button--primary"
        // The list goes: focus moves to the title, not to the top of the page.
        onClick={() => {
          clearWishlistProducts();
          document.getElementById(TITLE_ID)?.focus();
        }}
      >
        {WISHLIST_LABELS.clearConfirmYes}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
        {WISHLIST_LABELS.clearConfirmNo}
      </button>
    </div>
  );
}

/**
 * The /wishlist page (spec §2.1, login required): the listed products, newest first, each with
 * "Sposta nel carrello" and "Rimuovi", and "Svuota la lista"; or the empty state with a way back
 * to the catalog. A failed save is a polite status: the changes stay here and are sent later.
 */
export function WishlistView() {
  useDocumentTitle(PAGE_TITLES.wishlist);
  const items = useWishlistStore((state) => state.items);
  const products = useWishlistStore((state) => state.products);
  const loading = useWishlistStore((state) => state.status !== 'ready');
  const saveFailed = useWishlistStore((state) => state.saveFailed);
  const listed = items.flatMap((id) => products[id] ?? []);

  return (
    <div className="page cart-page wishlist-page">
      <header className="page-heading cart-page__heading">
        <h1 id={TITLE_ID} tabIndex={-1}>
          {PAGE_TITLES.wishlist}
        </h1>
        {listed.length > 0 ? (
          <p className="cart-page__count">{WISHLIST_LABELS.count(listed.length)}</p>
        ) : null}
      </header>
      <div role="status">
        {saveFailed ? <p className="wishlist-page__unsaved">{WISHLIST_LABELS.unsaved}</p> : null}
      </div>

      {loading && listed.length === 0 ? (
        <LoadingStatus label={WISHLIST_LABELS.loading} />
      ) : listed.length === 0 ? (
        <section className="wishlist-empty" aria-labelledby="wishlist-empty-title">
          <h2 id="wishlist-empty-title">{WISHLIST_LABELS.emptyTitle}</h2>
          <p>{WISHLIST_LABELS.emptyBody}</p>
          <Link className="button button--primary" to={APP_ROUTES.products.path}>
            {WISHLIST_LABELS.emptyAction}
          </Link>
        </section>
      ) : (
        <>
          <p className="wishlist-page__intro">{WISHLIST_LABELS.intro}</p>
          <ul className="cart-lines cart-lines--page" aria-label={WISHLIST_LABELS.listLabel}>
            {listed.map((product) => (
              <WishlistLine key={product.id} product={product} focusTargetIds={[TITLE_ID]} />
            ))}
          </ul>
          <div className="wishlist-page__actions">
            <ClearWishlist />
          </div>
        </>
      )}
    </div>
  );
}
