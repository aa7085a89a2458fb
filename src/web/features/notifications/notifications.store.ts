import { create } from 'zustand';
import { NOTIFICATION_DURATION_MS } from '../../../domain/constants';

/**
 * The app's one notification mechanism (spec §8): `notify()` from anywhere, also outside React
 * (API callbacks, stores); <NotificationsRegion /> shows them top-right. Each one disappears
 * after NOTIFICATION_DURATION_MS or when clicked; at most NOTIFICATIONS_MAX_VISIBLE at a time,
 * the oldest giving way to the newest.
 */

export type NotificationKind = 'success' | 'error' | 'info';

export interface AppNotification {
  readonly id: number;
  readonly message: string;
  readonly kind: NotificationKind;
}

export interface NotifyOptions {
  /** 'info' by default; 'error' is announced assertively. */
  kind?: NotificationKind;
}

export const NOTIFICATIONS_MAX_VISIBLE = 4;

interface NotificationsState {
  notifications: readonly AppNotification[];
}

export const useNotificationsStore = create<NotificationsState>(() => ({ notifications: [] }));

// Timers live beside the store, not in it: they are not state anything renders.
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let lastId = 0;

function stopTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function dismissNotification(id: number): void {
  stopTimer(id);
  useNotificationsStore.setState((state) => ({
    notifications: state.notifications.filter((notification) => notification.id !== id),
  }));
}

/** Shows a message for NOTIFICATION_DURATION_MS; returns its id (for dismissNotification). */
export function notify(message: string, { kind = 'info' }: NotifyOptions = {}): number {
  lastId += 1;
  const notification: AppNotification = { id: lastId, message, kind };
  const current = useNotificationsStore.getState().notifications;
  const overflow = current.slice(0, Math.max(0, current.length + 1 - NOTIFICATIONS_MAX_VISIBLE));
  for (const dropped of overflow) stopTimer(dropped.id);
  useNotificationsStore.setState({
    notifications: [...current.slice(overflow.length), notification],
  });
  timers.set(
    notification.id,
    setTimeout(() => dismissNotification(notification.id), NOTIFICATION_DURATION_MS),
  );
  return notification.id;
}

/** Removes every notification at once (tests, a full reset). */
export function clearNotifications(): void {
  for (const id of [...timers.keys()]) stopTimer(id);
  useNotificationsStore.setState({ notifications: [] });
}
