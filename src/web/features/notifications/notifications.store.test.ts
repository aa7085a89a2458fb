import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DURATION_MS } from '../../../domain/constants';
import {
  clearNotifications,
  dismissNotification,
  notify,
  NOTIFICATIONS_MAX_VISIBLE,
  useNotificationsStore,
} from './notifications.store';

const messages = () => useNotificationsStore.getState().notifications.map((n) => n.message);

describe('notifications store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearNotifications();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notification for exactly NOTIFICATION_DURATION_MS (2 s)', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(2_000);
    notify('Ciao');
    expect(useNotificationsStore.getState().notifications).toEqual([
      expect.objectContaining({ message: 'Ciao', kind: 'info' }),
    ]);
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1);
    expect(messages()).toEqual(['Ciao']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('keeps the kind and gives each notification its own timer', () => {
    notify('primo', { kind: 'success' });
    vi.advanceTimersByTime(1_000);
    notify('secondo', { kind: 'error' });
    expect(useNotificationsStore.getState().notifications.map((n) => n.kind)).toEqual([
      'success',
      'error',
    ]);
    vi.advanceTimersByTime(1_000);
    expect(messages()).toEqual(['secondo']);
    vi.advanceTimersByTime(1_000);
    expect(messages()).toEqual([]);
  });

  it('dismisses one notification on demand and forgets its timer', () => {
    const first = notify('primo');
    notify('secondo');
    dismissNotification(first);
    expect(messages()).toEqual(['secondo']);
    expect(vi.getTimerCount()).toBe(1);
    dismissNotification(first);
    expect(messages()).toEqual(['secondo']);
  });

  it(`shows at most ${NOTIFICATIONS_MAX_VISIBLE}, dropping the oldest`, () => {
    for (let index = 1; index <= NOTIFICATIONS_MAX_VISIBLE + 2; index += 1) notify(`n${index}`);
    expect(messages()).toEqual(['n3', 'n4', 'n5', 'n6']);
    expect(vi.getTimerCount()).toBe(NOTIFICATIONS_MAX_VISIBLE);
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS);
    expect(messages()).toEqual([]);
  });

  it('gives every notification a new id, also for the same text', () => {
    const a = notify('uguale');
    const b = notify('uguale');
    expect(a).not.toBe(b);
    expect(messages()).toEqual(['uguale', 'uguale']);
  });

  it('clears everything, timers included', () => {
    notify('a');
    notify('b', { kind: 'error' });
    clearNotifications();
    expect(messages()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
