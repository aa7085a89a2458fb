import { Link } from 'react-router';
import { CART_PANEL_MESSAGES } from '../../../../domain/layout/layout.messages';
import { LAYOUT_MESSAGES } from '../../../../domain/messages';
import { NAV_SECTIONS, type NavLink } from '../../../../domain/navigation';
import { APP_ROUTES, matchAppRoute } from '../../../../domain/routes';
import { BagIcon } from './navbar-icons';

/**
 * The product families to start from: the links of the Prodotti menu that open a catalog page
 * of their own (/products/iphone…), not the list, "new" or "compare" pages.
 */
function productFamilyLinks(): NavLink[] {
  const products = NAV_SECTIONS.find((section) => section.id === 'products');
  if (!products) return [];
  return products.columns
    .flatMap((column) => column.links)
    .filter((link) => matchAppRoute(link.path) === 'product');
}

const FAMILY_LINKS = productFamilyLinks();

/** Spec §2.5 empty state: titled 'Shopping Bag', with links and 'Inizia lo shopping'. */
function EmptyCart({ headingId }: { headingId: string }) {
  return (
    <div className="cart-panel cart-panel--empty">
      <span className="cart-panel__icon" aria-hidden="true">
        <BagIcon size={28} />
      </span>
      <h2 id={headingId} className="navbar-panel__title">
        {LAYOUT_MESSAGES.shoppingBag}
      </h2>
      <p className="cart-panel__text">{CART_PANEL_MESSAGES.emptyText}</p>
      {FAMILY_LINKS.length > 0 ? (
        <>
          <h3 id={`${headingId}-families`} className="cart-panel__subtitle">
            {CART_PANEL_MESSAGES.familiesTitle}
          </h3>
          <ul className="cart-panel__families" aria-labelledby={`${headingId}-families`}>
            {FAMILY_LINKS.map((link) => (
              <li key={link.path}>
                <Link className="navbar-chip" to={link.path}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="cart-panel__actions">
        <Link className="button button--primary button--block" to={APP_ROUTES.products.path}>
          {CART_PANEL_MESSAGES.startShopping}
        </Link>
        <Link className="cart-panel__bag-link" to={APP_ROUTES.shoppingBag.path}>
          {CART_PANEL_MESSAGES.goToShoppingBag}
        </Link>
      </div>
    </div>
  );
}

/**
 * Spec §2.5, the panel behind the bag icon. For now the cart is always shown empty; the cart
 * feature renders its lines here under CART_PANEL_MESSAGES.title ('Il tuo carrello'), with the
 * summary and the 'Vai alla Shopping Bag' and Checkout buttons, and keeps EmptyCart for an
 * empty cart. The panel must keep a heading with id `headingId`: it names the region.
 */
export function CartPanel({ headingId }: { headingId: string }) {
  return <EmptyCart headingId={headingId} />;
}
