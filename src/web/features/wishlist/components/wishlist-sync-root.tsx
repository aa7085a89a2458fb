import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { APP_ROUTES } from '../../../../domain/routes';
import { useSession } from '../../auth/api/get-session';

/**
 * Connects the wishlist to the session: every known user (null for a guest) goes to the lazily
 * loaded sync, which tells a true login from a page opened with a session (spec §4).
 */
export function WishlistSyncRoot() {
  const session = useSession();
  const navigate = useNavigate();
  // undefined while the session is not known yet (or could not be read): nothing to sync then.
  const userId = session.data ? (session.data.user?.id ?? null) : undefined;

  useEffect(() => {
    if (userId === undefined) return;
    const goToWishlist = () => {
      const path = APP_ROUTES.wishlist.path;
      if (window.location.pathname !== path) void navigate(path);
    };
    void import('../wishlist-sync').then((module) => module.followSession(userId, goToWishlist));
  }, [userId, navigate]);

  return null;
}
