import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LAST_ACTIVITY_STORAGE_KEY,
  LOGOUT_STORAGE_KEY,
  TRACKED_ACTIVITY_EVENTS,
  broadcastLogout,
  lastActivityAt,
  onActivity,
  onLogoutBroadcast,
  recordActivity,
  resetActivity,
  startActivityTracking,
} from './activity';
import { installFakeBroadcastChannel } from './test-support/fake-broadcast-channel';

const START = Date.parse('2025-03-10T08:00:00.000Z');

function fire(type: string, target: EventTarget = window) {
  target.dispatchEvent(new Event(type, { bubbles: false }));
}

describe('activity tracking', () => {
  let stops: (() => void)[] = [];
  const track = () => {
    const stop = startActivityTracking();
    stops.push(stop);
    return stop;
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    resetActivity();
  });

  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    vi.useRealTimers();
  });

  it('counts the start as activity and keeps the time in localStorage', () => {
    installFakeBroadcastChannel();
    const seen: number[] = [];
    stops.push(onActivity((at) => seen.push(at)));
    vi.setSystemTime(START + 5_000);
    track();
    expect(lastActivityAt()).toBe(START + 5_000);
    expect(window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBe(String(START + 5_000));
    expect(seen).toEqual([START + 5_000]);
  });

  it.each(TRACKED_ACTIVITY_EVENTS)('records a %s', (type) => {
    installFakeBroadcastChannel();
    track();
    vi.setSystemTime(START + 30_000);
    expect(lastActivityAt()).toBe(START);
    fire(type);
    expect(lastActivityAt()).toBe(START + 30_000);
  });

  it('notices scrolling inside an element, which does not bubble', () => {
    installFakeBroadcastChannel();
    track();
    const box = document.createElement('div');
    document.body.append(box);
    vi.setSystemTime(START + 30_000);
    fire('scroll', box);
    expect(lastActivityAt()).toBe(START + 30_000);
    box.remove();
  });

  it('records at most once a second, and calls the listeners at most once a second', () => {
    installFakeBroadcastChannel();
    const seen: number[] = [];
    stops.push(onActivity((at) => seen.push(at)));
    track();
    vi.setSystemTime(START + 10_000);
    fire('mousemove');
    vi.setSystemTime(START + 10_400);
    fire('mousemove');
    fire('keydown');
    vi.setSystemTime(START + 10_999);
    fire('wheel');
    expect(lastActivityAt()).toBe(START + 10_000);
    vi.setSystemTime(START + 11_000);
    fire('pointerdown');
    expect(lastActivityAt()).toBe(START + 11_000);
    expect(seen).toEqual([START, START + 10_000, START + 11_000]);
  });

  it('records an explicit activity within the throttle, without calling the listeners twice', () => {
    installFakeBroadcastChannel();
    const seen: number[] = [];
    stops.push(onActivity((at) => seen.push(at)));
    track();
    vi.setSystemTime(START + 10_000);
    fire('pointerdown');
    vi.setSystemTime(START + 10_300);
    recordActivity();
    expect(lastActivityAt()).toBe(START + 10_300);
    expect(seen).toEqual([START, START + 10_000]);
  });

  it('stops listening once stopped', () => {
    installFakeBroadcastChannel();
    const stop = track();
    stop();
    vi.setSystemTime(START + 30_000);
    fire('keydown');
    expect(lastActivityAt()).toBe(START);
  });

  it('a listener removed is not called again', () => {
    installFakeBroadcastChannel();
    const listener = vi.fn();
    const remove = onActivity(listener);
    remove();
    track();
    expect(listener).not.toHaveBeenCalled();
  });

  it('announces its activity to the other tabs', () => {
    const channels = installFakeBroadcastChannel();
    const other = channels.otherTab();
    track();
    vi.setSystemTime(START + 20_000);
    fire('keydown');
    expect(other.received).toEqual([
      { type: 'activity', at: START },
      { type: 'activity', at: START + 20_000 },
    ]);
  });

  it("takes another tab's activity as the last one, without calling this tab's listeners", () => {
    const channels = installFakeBroadcastChannel();
    const other = channels.otherTab();
    track();
    const listener = vi.fn();
    stops.push(onActivity(listener));
    other.send({ type: 'activity', at: START + 45_000 });
    expect(lastActivityAt()).toBe(START + 45_000);
    // An older announcement never moves the time back.
    other.send({ type: 'activity', at: START + 1_000 });
    expect(lastActivityAt()).toBe(START + 45_000);
    expect(listener).not.toHaveBeenCalled();
  });

  it("reads another tab's activity from localStorage even without a message", () => {
    installFakeBroadcastChannel();
    track();
    window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(START + 90_000));
    expect(lastActivityAt()).toBe(START + 90_000);
  });

  it('ignores malformed messages', () => {
    const channels = installFakeBroadcastChannel();
    const other = channels.otherTab();
    track();
    const loggedOut = vi.fn();
    stops.push(onLogoutBroadcast(loggedOut));
    for (const data of [null, 'logout', { type: 'activity', at: 'soon' }, { type: 'other' }]) {
      other.send(data as never);
    }
    expect(lastActivityAt()).toBe(START);
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('before any activity, the page opening is the last activity', () => {
    installFakeBroadcastChannel();
    vi.setSystemTime(START + 60_000);
    expect(lastActivityAt()).toBe(START);
  });
});

describe('logout across tabs', () => {
  it("one tab's logout reaches the others, not itself", () => {
    const channels = installFakeBroadcastChannel();
    const other = channels.otherTab();
    const here = vi.fn();
    const stop = onLogoutBroadcast(here);
    broadcastLogout();
    expect(other.received).toEqual([{ type: 'logout' }]);
    expect(here).not.toHaveBeenCalled();
    other.send({ type: 'logout' });
    expect(here).toHaveBeenCalledTimes(1);
    stop();
    other.send({ type: 'logout' });
    expect(here).toHaveBeenCalledTimes(1);
  });

  it('closes the channel when nothing listens any more', () => {
    const channels = installFakeBroadcastChannel();
    const stopListening = onLogoutBroadcast(() => {});
    const stopTracking = startActivityTracking();
    expect(channels.openChannels()).toBe(1);
    stopListening();
    expect(channels.openChannels()).toBe(1);
    stopTracking();
    expect(channels.openChannels()).toBe(0);
    // Logging out with no channel open still reaches the other tabs.
    const other = channels.otherTab();
    broadcastLogout();
    expect(other.received).toEqual([{ type: 'logout' }]);
  });

  it('falls back to the storage event where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const here = vi.fn();
    const stop = onLogoutBroadcast(here);

    broadcastLogout();
    const written = window.localStorage.getItem(LOGOUT_STORAGE_KEY);
    expect(written).not.toBeNull();
    // A second logout writes a different value, so the other tabs hear it too.
    broadcastLogout();
    expect(window.localStorage.getItem(LOGOUT_STORAGE_KEY)).not.toBe(written);

    // This tab hears another tab's write (the browser fires storage events in the others only).
    const fromOtherTab = (key: string, newValue: string | null) =>
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }),
      );
    fromOtherTab(LAST_ACTIVITY_STORAGE_KEY, '123');
    fromOtherTab(LOGOUT_STORAGE_KEY, null);
    expect(here).not.toHaveBeenCalled();
    fromOtherTab(LOGOUT_STORAGE_KEY, 'x');
    expect(here).toHaveBeenCalledTimes(1);
    stop();
    fromOtherTab(LOGOUT_STORAGE_KEY, 'y');
    expect(here).toHaveBeenCalledTimes(1);
  });
});
