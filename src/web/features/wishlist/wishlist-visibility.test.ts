import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/mock-fetch';
import { setEventsChannelUp } from '../session/events-channel.store';
import { followSession, wishlistSync } from './wishlist-sync';

function showTab() {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setEventsChannelUp(false);
});

describe('wishlist when the tab is shown', () => {
  it('is read again only while the live events channel is down; waiting changes go out when back online', () => {
    mockFetch({});
    const sync = wishlistSync();
    const reload = vi.spyOn(sync, 'reload').mockResolvedValue(undefined);
    const flush = vi.spyOn(sync, 'flush').mockResolvedValue(undefined);
    vi.spyOn(sync, 'setUser').mockResolvedValue(undefined);
    followSession('user-1', () => undefined);

    showTab();
    expect(reload).toHaveBeenCalledTimes(1);

    setEventsChannelUp(true);
    showTab();
    expect(reload).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    expect(flush).toHaveBeenCalledTimes(1);

    setEventsChannelUp(false);
    showTab();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
