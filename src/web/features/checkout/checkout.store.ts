import { create } from 'zustand';
import {
  clearStoredDraft,
  emptyDraft,
  newIdempotencyKey,
  readStoredDraft,
  readStoredOrderRecord,
  writeStoredDraft,
  writeStoredOrderRecord,
  type CheckoutDraft,
  type CheckoutOrderRecord,
} from './checkout-draft';

/**
 * The checkout's client-owned state for the logged-in user: the draft and the idempotency key
 * with the order it made, both mirrored to sessionStorage (keys per user) at every change.
 */
export interface CheckoutState {
  /** Whose draft is loaded; null before the page opened it. */
  userId: string | null;
  draft: CheckoutDraft;
  order: CheckoutOrderRecord | null;
}

export const useCheckoutStore = create<CheckoutState>(() => ({
  userId: null,
  draft: emptyDraft(),
  order: null,
}));

/** Loads the user's draft and order record from this tab's storage (once per user). */
export function openCheckout(userId: string): void {
  if (useCheckoutStore.getState().userId === userId) return;
  useCheckoutStore.setState({
    userId,
    draft: readStoredDraft(userId),
    order: readStoredOrderRecord(userId),
  });
}

export function updateDraft(change: Partial<CheckoutDraft>): void {
  const { userId, draft } = useCheckoutStore.getState();
  const next = { ...draft, ...change };
  useCheckoutStore.setState({ draft: next });
  if (userId) writeStoredDraft(userId, next);
}

function setOrderRecord(order: CheckoutOrderRecord | null): void {
  const { userId } = useCheckoutStore.getState();
  useCheckoutStore.setState({ order });
  if (userId) writeStoredOrderRecord(userId, order);
}

/** The checkout's idempotency key, made (and stored) the first time an order is placed. */
export function ensureOrderRecord(): CheckoutOrderRecord {
  const existing = useCheckoutStore.getState().order;
  if (existing) return existing;
  const record: CheckoutOrderRecord = {
    idempotencyKey: newIdempotencyKey(),
    sentWith: null,
    orderNumber: null,
  };
  setOrderRecord(record);
  return record;
}

/** The key is about to be sent with these choices (orderFingerprint). */
export function markOrderSent(sentWith: string): CheckoutOrderRecord {
  const record = { ...ensureOrderRecord(), sentWith };
  setOrderRecord(record);
  return record;
}

export function rememberPlacedOrder(orderNumber: string): void {
  const record = ensureOrderRecord();
  setOrderRecord({ ...record, orderNumber });
}

/** The order was cancelled or can no longer be paid: the next submit makes a new key. */
export function forgetOrder(): void {
  setOrderRecord(null);
}

/** The order is paid: nothing of this checkout is kept. */
export function finishCheckout(): void {
  const { userId } = useCheckoutStore.getState();
  setOrderRecord(null);
  if (userId) clearStoredDraft(userId);
  useCheckoutStore.setState({ draft: emptyDraft() });
}
