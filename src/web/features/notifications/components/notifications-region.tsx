import { NOTIFICATION_MESSAGES } from '../../../../domain/notifications/notification.messages';
import '../../../styles/notifications.css';
import {
  dismissNotification,
  useNotificationsStore,
  type AppNotification,
} from '../notifications.store';

const ICONS: Record<AppNotification['kind'], string> = { success: '✓', error: '!', info: 'i' };

function NotificationItem({ notification }: { notification: AppNotification }) {
  // A click dismisses; no tab stop on purpose: the item leaves by itself within seconds, and a
  // focused element that vanishes would drop keyboard focus to the top of the page.
  return (
    <li
      className={`notification notification--${notification.kind}`}
      title={NOTIFICATION_MESSAGES.dismissHint}
      onClick={() => dismissNotification(notification.id)}
    >
      <span className="notification__icon" aria-hidden="true">
        {ICONS[notification.kind]}
      </span>
      <span className="notification__message">{notification.message}</span>
    </li>
  );
}

/**
 * Top-right stack of notifications. The two lists are live regions that stay in the page even
 * when empty, so screen readers announce what is added: errors assertively, the rest politely.
 */
export function NotificationsRegion() {
  const notifications = useNotificationsStore((state) => state.notifications);
  const errors = notifications.filter((notification) => notification.kind === 'error');
  const others = notifications.filter((notification) => notification.kind !== 'error');
  return (
    <div className="notifications">
      <ol className="notifications__list" aria-live="assertive" aria-relevant="additions">
        {errors.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ol>
      <ol className="notifications__list" aria-live="polite" aria-relevant="additions">
        {others.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ol>
    </div>
  );
}
