import type { NewsletterPreference } from '../../../domain/account/profile.schema';
import { HOUR_MS, type RateLimitRule } from '../../security/rate-limit-guard';
import { findSubscriberByEmail, unsubscribeEmail } from '../newsletter/newsletter.repository';
import { requestSubscription } from '../newsletter/newsletter.service';
import type { AccountContext } from './account.context';
import { newsletterStatusOf } from './newsletter-preference.rules';

/**
 * Changes of the preference one account may make per hour. Each subscription may send a
 * confirmation email; the footer form's proof of work is not asked of a signed-in customer, so
 * this is what keeps a script from mailing the account's address over and over.
 */
export const NEWSLETTER_PREFERENCE_LIMIT: RateLimitRule = {
  name: 'newsletter-preference-user',
  limit: 10,
  windowMs: HOUR_MS,
};

export async function readNewsletterPreference(
  ctx: Pick<AccountContext, 'db'>,
  email: string,
  now = new Date(),
): Promise<NewsletterPreference> {
  return { status: newsletterStatusOf(await findSubscriberByEmail(ctx.db, email), now) };
}

/**
 * Subscribes the account's email through the footer's double opt-in (the same link and email,
 * at most one per NEWSLETTER_RESEND_INTERVAL_MS, none when already confirmed), or ends its
 * subscription. Repeating either changes nothing more.
 */
export async function changeNewsletterPreference(
  ctx: AccountContext,
  account: { userId: string; email: string },
  subscribed: boolean,
  now = new Date(),
): Promise<NewsletterPreference> {
  await ctx.guard.enforce(NEWSLETTER_PREFERENCE_LIMIT, account.userId);
  if (subscribed) {
    await requestSubscription(
      { db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.publicUrl, log: ctx.log },
      account.email,
      now,
    );
  } else {
    await unsubscribeEmail(ctx.db, account.email);
  }
  return readNewsletterPreference(ctx, account.email, now);
}
