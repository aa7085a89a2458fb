import { useEffect, useState } from 'react';
import { useSession } from '../../auth/api/get-session';
import { isEventsChannelUp } from '../../session/events-channel.store';
import type { CartSync } from '../cart-sync';
import { listenToOtherTabs } from '../cart.store';

/**
 * Connects the cart to the session: the guest cart, or the logged-in user's synced cart. The
 * sync code (and the API schemas it needs) loads in its own chunk after the first render.
 */
export function CartSyncRoot({ panelOpen }: { panelOpen: boolean }) {
  const session = useSession();
  // undefined while the session is not known yet (or could not be read): nothing to sync then.
  const userId = session.data ? (session.data.user?.id ?? null) : undefined;
  const [sync, setSync] = useState<CartSync | null>(null);

  useEffect(() => listenToOtherTabs(), []);

  useEffect(() => {
    let active = true;
    void import('../cart-sync').then((module) => {
      if (active) setSync(module.cartSync());
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (sync && userId !== undefined) void sync.setUser(userId);
  }, [sync, userId]);

  useEffect(() => {
    sync?.setPanelOpen(panelOpen);
  }, [sync, panelOpen]);

  useEffect(() => {
    if (!sync) return;
    // While the live events channel is down, another device's changes are only seen when the
    // tab is shown again (with the channel up they arrive as events). A waiting save is tried
    // as soon as the connection returns.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !isEventsChannelUp()) void sync.reload();
    };
    const onOnline = () => void sync.saveNow();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [sync]);

  return null;
}
