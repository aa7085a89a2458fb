import { Link } from 'react-router';
import { CART_PANEL_MESSAGES } from '../../../../domain/layout/layout.messages';
import { LAYOUT_MESSAGES } from '../../../../domain/messages';
import { NAV_SECTIONS, type NavLink } from '../../../../domain/navigation';
import { APP_ROUTES, matchAppRoute } from '../../../../domain/routes';
import { BagIcon } from '../../../components/layout/navbar/navbar-icons';

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

/**
 * Spec §2.5 empty state: titled 'Shopping Bag', with links and 'Inizia lo shopping'. Shown by
 * the navigation bar's cart panel (title h2, with a link to the Shopping Bag page) and by the
 * Shopping Bag page itself (title h1, no link to itself). Its styles live in navbar.css: the
 * panel shows it on every page. The title takes focus when the last line is removed.
 */
export function CartEmptyState({
  headingId,
  headingLevel = 2,
  showBagLink = true,
}: {
  headingId: string;
  headingLevel?: 1 | 2;
  showBagLink?: boolean;
}) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Subtitle = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <div className={`cart-panel cart-panel--empty${headingLevel === 1 ? ' cart-empty--page' : ''}`}>
      <span className="cart-panel__icon" aria-hidden="true">
        <BagIcon size={28} />
      </span>
      <Title id={headingId} className="navbar-panel__title" tabIndex={-1}>
        {LAYOUT_MESSAGES.shoppingBag}
      </Title>
      <p className="cart-panel__text">{CART_PANEL_MESSAGES.emptyText}</p>
      {FAMILY_LINKS.length > 0 ? (
        <>
          <Subtitle id={`${headingId}-families`} className="cart-panel__subtitle">
            {CART_PANEL_MESSAGES.familiesTitle}
          </Subtitle>
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
        {showBagLink ? (
          <Link className="cart-panel__bag-link" to={APP_ROUTES.shoppingBag.path}>
            {CART_PANEL_MESSAGES.goToShoppingBag}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
