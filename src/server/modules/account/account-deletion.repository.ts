import { asc, eq, or, sql } from 'drizzle-orm';
import type { AnonymisedOrderData } from '../../../domain/account/order-anonymisation';
import type { Db } from '../../db/client';
import { auditLog, carts, orders, tempRegistrations, users, wishlists } from '../../db/schema';

/**
 * The writes of an account deletion, each to run in its one transaction. Rows are locked in
 * the order the shop's other writers take them (cart and wishlist before the user row, as an
 * order placed or a line added does; the active admins before a user, as the admin's user
 * changes do), so a deletion never deadlocks with them.
 */

export type AccountRow = typeof users.$inferSelect;

export async function findAccount(db: Db, userId: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Waits for a cart or wishlist change under way, and keeps new ones out until the end. */
export async function lockCartAndWishlist(tx: Db, userId: string): Promise<void> {
  await tx
    .select({ userId: carts.userId })
    .from(carts)
    .where(eq(carts.userId, userId))
    .for('update');
  await tx
    .select({ userId: wishlists.userId })
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .for('update');
}

/** The user's orders with their personal fields, locked against a status change meanwhile. */
export function lockOrdersOf(tx: Db, userId: string) {
  return tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      email: orders.email,
      shippingAddress: orders.shippingAddress,
      invoice: orders.invoice,
      returnReason: orders.returnReason,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.number))
    .for('update');
}

/**
 * Writes an order's anonymised fields. The address column's type is the full delivery address
 * of a placed order; an anonymised one keeps only some of its keys.
 */
export async function saveAnonymisedOrder(
  tx: Db,
  orderId: string,
  data: AnonymisedOrderData,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      email: data.email,
      shippingAddress: data.shippingAddress as (typeof orders.$inferInsert)['shippingAddress'],
      invoice: data.invoice,
      returnReason: data.returnReason,
    })
    .where(eq(orders.id, orderId));
}

/**
 * Pending codes of the account: by its address (registration, password reset), and any whose
 * data names the account (a change of address keyed by the new one).
 */
export async function deleteVerificationsOf(
  tx: Db,
  account: { id: string; email: string },
): Promise<void> {
  await tx
    .delete(tempRegistrations)
    .where(
      or(
        sql`lower(${tempRegistrations.email}) = ${account.email.toLowerCase()}`,
        sql`${tempRegistrations.userData}->>'userId' = ${account.id}`,
      ),
    );
}

/** The admin's audit entries whose before or after value names the customer by email. */
export function listAuditEntriesNaming(tx: Db, email: string) {
  const address = email.toLowerCase();
  return tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      or(
        sql`lower(${auditLog.before}->>'userEmail') = ${address}`,
        sql`lower(${auditLog.after}->>'userEmail') = ${address}`,
      ),
    )
    .for('update');
}

export async function saveAuditValues(
  tx: Db,
  id: number,
  values: { before: unknown; after: unknown },
): Promise<void> {
  await tx.update(auditLog).set(values).where(eq(auditLog.id, id));
}

/**
 * Deletes the user row. Its sessions, revocations, live events, cart, wishlist, devices (and
 * their remote-logout commands), addresses and password-change markers go with it (ON DELETE
 * CASCADE); its orders, refunds and audit entries it made as an admin stay, without the link
 * (ON DELETE SET NULL).
 */
export async function deleteUserRow(tx: Db, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
