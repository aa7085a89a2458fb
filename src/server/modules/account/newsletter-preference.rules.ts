import { NEWSLETTER_CONFIRM_TOKEN_TTL_MS } from '../../../domain/newsletter/newsletter.constants';
import type { NewsletterStatus } from '../../../domain/account/profile.schema';

/** What the status of a subscriber row depends on (newsletter.repository.ts). */
export interface SubscriberState {
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirmTokenHash: string | null;
  /** For a pending subscriber, when its current link was issued. */
  createdAt: Date;
}

/**
 * The account's newsletter status as the settings page shows it. Pending means a confirmation
 * link is out and still works; a pending row whose link expired, or whose email could not be
 * sent (token withdrawn), reads as none, so asking again sends a new link.
 */
export function newsletterStatusOf(
  subscriber: SubscriberState | null,
  now = new Date(),
): NewsletterStatus {
  if (!subscriber) return 'none';
  if (subscriber.status === 'confirmed') return 'confirmed';
  const linkWorks =
    subscriber.status === 'pending' &&
    subscriber.confirmTokenHash !== null &&
    subscriber.createdAt.getTime() > now.getTime() - NEWSLETTER_CONFIRM_TOKEN_TTL_MS;
  return linkWorks ? 'pending' : 'none';
}
