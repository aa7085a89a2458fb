import { useNavigate } from 'react-router';
import { APP_ROUTES, loginPathFor } from '../../../../domain/routes';
import { WISHLIST_BUTTON_MESSAGES } from '../../../../domain/search/search.messages';
import { useCurrentUser } from '../../auth/api/get-session';
import { saveRedirectAfterLogin } from '../../auth/redirect-after-login';
import { savePendingWishlistItem } from '../pending-wishlist-item';

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
 * The wishlist heart of a product in a list (spec §2.4 quick buttons). A guest's click is the
 * toggle of spec §6: the product is remembered as the pending wishlist item and the guest goes
 * to log in, coming back to /wishlist (also saved as redirectAfterLogin, like the account
 * panel's links), where the wishlist adds it.
 *
 * For a logged-in user it renders nothing for now: adding and removing (the synced wishlist,
 * its store and the pressed state of the heart) belong to the wishlist feature, which will
 * fill in this branch.
 */
export function WishlistButton({ product }: { product: { id: number; name: string } }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (user) return null;

  const onClick = () => {
    const wishlistPath = APP_ROUTES.wishlist.path;
    savePendingWishlistItem({ id: product.id, name: product.name });
    saveRedirectAfterLogin(wishlistPath);
    void navigate(loginPathFor(wishlistPath));
  };

  return (
    <button
      type="button"
      className="wishlist-button"
      aria-label={WISHLIST_BUTTON_MESSAGES.add(product.name)}
      onClick={onClick}
    >
      <HeartIcon />
    </button>
  );
}
