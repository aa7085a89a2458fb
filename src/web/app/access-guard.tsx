import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingStatus } from '../components/ui/loading-status';
import { useSession } from '../features/auth/api/get-session';
import { PostLoginTargetContext } from '../features/auth/post-login-target';
import { accessRedirect, type GuardedAccess } from './access';

/** A layout route around every page of one access level (see APP_ROUTES). */
export function AccessGuard({ access }: { access: GuardedAccess }) {
  const session = useSession();
  const location = useLocation();
  const [postLoginTarget, setPostLoginTarget] = useState<string | null>(null);

  // Until the session is known nobody is sent away: a logged-in user must not see /login flash.
  if (session.isPending) return <LoadingStatus />;

  // A session that failed to load counts as a guest; the start-up error bar says why.
  const user = session.data?.user ?? null;
  const target =
    access === 'guest-only' && user && postLoginTarget
      ? postLoginTarget
      : accessRedirect(access, user, location);
  if (target !== null) return <Navigate to={target} replace />;

  return (
    <PostLoginTargetContext value={setPostLoginTarget}>
      <Outlet />
    </PostLoginTargetContext>
  );
}
