import { useNavigate } from 'react-router';
import type { ProductSummary } from '../../../../domain/catalog/product.schema';
import { APP_ROUTES, loginPathFor } from '../../../../domain/routes';
import { WISHLIST_LABELS } from '../../../../domain/wishlist/wishlist.messages';
import { useCurrentUser } from '../../auth/api/get-session';
import { saveRedirectAfterLogin } from '../../auth/redirect-after-login';
import '../../../styles/wishlist.css';
import { savePendingWishlistItem } from '../pending-wishlist-item';
import { toggleWishlistProduct, wishlistProductOf } from '../wishlist.actions';
import { useIsInWishlist } from '../wishlist.store';

function HeartIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

/**
 * The wishlist heart of a product (tiles, product page, search rows). For a logged-in user a
 * toggle (aria-pressed says whether the product is listed). A guest's click is the toggle of
 * spec §6: the product is remembered as the pending wishlist item and the guest goes to log in,
 * coming back to /wishlist (also saved as redirectAfterLogin, like the account panel's links),
 * where the list adds it.
 */
export function WishlistButton({
  product,
  variant = 'compact',
}: {
  product: ProductSummary;
  variant?: 'compact' | 'large';
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const listed = useIsInWishlist(product.id);
  const className = `wishlist-button wishlist-button--${variant}`;
  const label = WISHLIST_LABELS.heart(product.name);

  if (user) {
    return (
      <button
        type="button"
        className={listed ? `${className} wishlist-button--listed` : className}
        aria-label={label}
        aria-pressed={listed}
        onClick={() => toggleWishlistProduct(wishlistProductOf(product))}
      >
        <HeartIcon />
      </button>
    );
  }

  const onClick = () => {
    const wishlistPath = APP_ROUTES.wishlist.path;
    savePendingWishlistItem({ id: product.id, name: product.name });
    saveRedirectAfterLogin(wishlistPath);
    void navigate(loginPathFor(wishlistPath));
  };

  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <HeartIcon />
    </button>
  );
}
