import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/**
 * Queries of the newsletter double opt-in. The table has no "link sent at" column, so for a
 * pending subscriber `created_at` is the time the current confirmation link was issued: it is
 * moved forward with every new link, and both the 10-minute resend limit and the 48-hour link
 * lifetime are measured from it. Only the SHA-256 of the link's token is stored.
 */

/**
 * Issues a new confirmation token for an address, atomically: inserts a pending subscriber, or
 * turns an existing one back into pending with the new token. Nothing changes (and false is
 * returned) for a confirmed address, or when a link is still fresh (sent after
 * `resendAllowedBefore`). One statement, so two simultaneous requests cannot both send a mail.
 */
export async function issueConfirmToken(
  db: Db,
  values: { email: string; tokenHash: string; now: Date; resendAllowedBefore: Date },
): Promise<boolean> {
  const now = values.now.toISOString();
  const resendAllowedBefore = values.resendAllowedBefore.toISOString();
  // Raw SQL: the conflict target is the expression index on lower(email), which drizzle's
  // onConflictDoUpdate cannot name.
  const result = await db.execute(sql`
    INSERT INTO newsletter_subscribers AS s (email, status, confirm_token_hash, created_at)
    VALUES (${values.email}, 'pending', ${values.tokenHash}, ${now}::timestamptz)
    ON CONFLICT ((lower(email))) DO UPDATE
      SET status = 'pending',
          confirm_token_hash = EXCLUDED.confirm_token_hash,
          created_at = EXCLUDED.created_at,
          confirmed_at = NULL
      WHERE s.status <> 'confirmed'
        AND NOT (
          s.status = 'pending'
          AND s.confirm_token_hash IS NOT NULL
          AND s.created_at > ${resendAllowedBefore}::timestamptz
        )
    RETURNING s.id
  `);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/**
 * Forgets a token whose email could not be sent. The subscriber stays pending, and without a
 * token the resend limit does not hold back the next attempt.
 */
export async function withdrawConfirmToken(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, tokenHash),
        eq(newsletterSubscribers.status, 'pending'),
      ),
    );
}

/** Confirms the pending subscriber holding this token if it was issued after `issuedAfter`. */
export async function confirmByTokenHash(
  db: Db,
  values: { tokenHash: string; now: Date; issuedAfter: Date },
): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: values.now, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, values.tokenHash),
        eq(newsletterSubscribers.status, 'pending'),
        gt(newsletterSubscribers.createdAt, values.issuedAfter),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length === 1;
}

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

const sameEmail = (email: string) =>
  sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`;

/** The subscriber of an address, whatever its case; null when it never subscribed. */
export async function findSubscriberByEmail(
  db: Db,
  email: string,
): Promise<NewsletterSubscriberRow | null> {
  const [row] = await db.select().from(newsletterSubscribers).where(sameEmail(email)).limit(1);
  return row ?? null;
}

/**
 * Ends the subscription of an address (pending or confirmed): its link stops working. The row
 * stays as unsubscribed; a new request starts the double opt-in again.
 */
export async function unsubscribeEmail(db: Db, email: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', confirmTokenHash: null, confirmedAt: null })
    .where(and(sameEmail(email), ne(newsletterSubscribers.status, 'unsubscribed')));
}

/** Forgets an address altogether (its owner's account is deleted). */
export async function deleteSubscriberByEmail(db: Db, email: string): Promise<void> {
  await db.delete(newsletterSubscribers).where(sameEmail(email));
}
