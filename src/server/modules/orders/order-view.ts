import { shippingZoneOf, deliveryEstimate } from '../../../domain/checkout/shipping.rules';
import type { Order, OrderSummary } from '../../../domain/orders/order.schema';
import { canRequestReturn, withdrawalDeadline } from '../../../domain/orders/order-status.rules';
import type { OrderHistoryRow, OrderLineRow, OrderListRow, OrderRow } from './orders.repository';

/** Turns stored rows into the API's view of an order (domain/orders/order.schema.ts). */

/** Expected delivery: from the payment time, or from now while the order is unpaid. */
function deliveryOf(row: OrderRow, now: Date): Order['delivery'] {
  const address = row.shippingAddress;
  if (!address || row.status === 'cancelled' || row.status === 'refunded') return null;
  const zone = shippingZoneOf(address.postalCode);
  if (!zone.ok) return null;
  const estimate = deliveryEstimate(zone.zone, row.shippingMethod, row.paidAt ?? now);
  return estimate && { earliest: estimate.earliest, latest: estimate.latest };
}

export function toOrderSummary(row: OrderListRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    totalCents: row.totalCents,
    itemCount: row.itemCount,
  };
}

export function toOrderView(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  history: readonly OrderHistoryRow[],
  now: Date,
): Order {
  const address = row.shippingAddress;
  if (!address) throw new Error(`order ${row.number} has no delivery address`);
  return {
    ...toOrderSummary({
      ...row,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    }),
    lines: lines.map((line) => ({
      productId: line.productId,
      slug: line.slug,
      name: line.name,
      image: line.image,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: line.lineTotalCents,
    })),
    subtotalCents: row.subtotalCents,
    shippingCents: row.shippingCents,
    vatCents: row.vatCents,
    shippingMethod: row.shippingMethod,
    shippingAddress: {
      // An anonymised order (its customer deleted the account) keeps only the town.
      fullName: 'fullName' in address ? address.fullName : null,
      street: 'street' in address ? address.street : null,
      streetExtra: 'streetExtra' in address ? address.streetExtra : null,
      postalCode: address.postalCode,
      city: address.city,
      province: address.province,
      countryCode: 'IT',
      phone: 'phone' in address ? address.phone : null,
    },
    invoice: row.invoice ?? null,
    delivery: deliveryOf(row, now),
    payment: {
      provider: row.paymentProvider === 'stripe' ? 'stripe' : 'test',
      cardBrand: row.cardBrand,
      cardLast4: row.cardLast4,
      paidAt: row.paidAt?.toISOString() ?? null,
    },
    reservedUntil: row.stockHeld && row.reservedUntil ? row.reservedUntil.toISOString() : null,
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    trackingNumber: row.trackingNumber,
    returnRequestedAt: row.returnRequestedAt?.toISOString() ?? null,
    returnDeadline: row.deliveredAt ? withdrawalDeadline(row.deliveredAt).lastDay : null,
    canRequestReturn: row.returnRequestedAt === null && canRequestReturn(row, now),
  };
}
