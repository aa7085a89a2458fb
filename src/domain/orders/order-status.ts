/**
 * The statuses an order can have (docs/decisions/017). A module of their own because both the
 * rules (order-status.rules.ts) and the texts (order.messages.ts) are written in them, and the
 * rules use the texts: neither has to import the other for the names.
 */

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
