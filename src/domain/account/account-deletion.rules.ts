import type { OrderStatus } from '../orders/order-status';
import { DELETED_CUSTOMER_EMAIL } from './order-anonymisation';

/**
 * When an account may be deleted, and what the admin's audit log keeps of a deleted customer.
 * Pure: the deletion service locks the rows and applies these.
 */

/**
 * Orders the shop still owes something for: an unpaid one may yet be paid, a paid one must be
 * prepared and delivered. Each needs the customer's address and email, which the deletion
 * removes, so the account waits until they are delivered, cancelled or refunded (the customer
 * can cancel an unpaid order themselves).
 */
export const ORDER_STATUSES_BLOCKING_DELETION: readonly OrderStatus[] = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
];

export type AccountDeletionRefusal =
  { reason: 'last-admin' } | { reason: 'orders-in-progress'; orderNumbers: string[] };

export interface AccountDeletionFacts {
  /** The account is an admin's, and active. */
  isActiveAdmin: boolean;
  /** Active admins other than this account. */
  otherActiveAdmins: number;
  orders: readonly { number: string; status: OrderStatus }[];
}

/** Why the account cannot be deleted now; null when it can. */
export function accountDeletionRefusal(facts: AccountDeletionFacts): AccountDeletionRefusal | null {
  // The shop always keeps one admin who can sign in (as the admin area's own changes do).
  if (facts.isActiveAdmin && facts.otherActiveAdmins === 0) return { reason: 'last-admin' };
  const open = facts.orders.filter((order) =>
    ORDER_STATUSES_BLOCKING_DELETION.includes(order.status),
  );
  if (open.length > 0) {
    return { reason: 'orders-in-progress', orderNumbers: open.map((order) => order.number) };
  }
  return null;
}

/** The keys of an admin's audit entry that describe a customer's device (admin/devices). */
const CUSTOMER_KEYS_IN_AUDIT = ['displayName', 'city'] as const;

/**
 * An audit entry's before/after value with a deleted customer taken out: the entries of the
 * admin's device removals and remote logouts name the device's owner by email, with the
 * device's name and town. The entry itself stays (what the admin did, and when); the email
 * becomes the placeholder and the device's description null. Values about anyone else, or not
 * objects, are returned as they are.
 */
export function withoutDeletedCustomer(value: unknown, customerEmail: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const email = record.userEmail;
  if (typeof email !== 'string' || email.toLowerCase() !== customerEmail.toLowerCase()) {
    return value;
  }
  const scrubbed: Record<string, unknown> = { ...record, userEmail: DELETED_CUSTOMER_EMAIL };
  for (const key of CUSTOMER_KEYS_IN_AUDIT) {
    if (key in scrubbed) scrubbed[key] = null;
  }
  return scrubbed;
}
