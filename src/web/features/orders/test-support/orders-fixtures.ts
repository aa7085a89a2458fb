import type { Order, OrderSummary, OrdersPage } from '../../../../domain/orders/order.schema';

/** A paid express order of two products, as GET /api/orders/:number answers it. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: '7f7d2c1e-3c1a-4d7e-9b1f-2a6c5e4d3b21',
    number: 'VT-2026-000123',
    status: 'paid',
    createdAt: '2026-11-20T09:30:00.000Z',
    totalCents: 180690,
    itemCount: 3,
    lines: [
      {
        productId: 1,
        slug: 'iphone-16-pro',
        name: 'iPhone 16 Pro',
        image: '/uploads/catalog/iphone-16-pro.svg',
        unitPriceCents: 123900,
        quantity: 1,
        lineTotalCents: 123900,
      },
      {
        productId: null,
        slug: null,
        name: 'AirPods 3',
        image: null,
        unitPriceCents: 27900,
        quantity: 2,
        lineTotalCents: 55800,
      },
    ],
    subtotalCents: 179700,
    shippingCents: 990,
    vatCents: 32583,
    shippingMethod: 'express',
    shippingAddress: {
      fullName: 'Mario Rossi',
      street: 'Via Torino 12',
      streetExtra: 'Scala B',
      postalCode: '20123',
      city: 'Milano',
      province: 'MI',
      countryCode: 'IT',
      phone: '+393331234567',
    },
    invoice: null,
    delivery: { earliest: '2026-11-23', latest: '2026-11-24' },
    payment: {
      provider: 'test',
      cardBrand: 'visa',
      cardLast4: '4242',
      paidAt: '2026-11-20T09:32:00.000Z',
    },
    reservedUntil: null,
    history: [
      { status: 'pending_payment', at: '2026-11-20T09:30:00.000Z' },
      { status: 'paid', at: '2026-11-20T09:32:00.000Z' },
    ],
    trackingNumber: null,
    returnRequestedAt: null,
    returnDeadline: null,
    canRequestReturn: false,
    ...overrides,
  };
}

/** The same order waiting for payment, its stock reserved until 10:45 Rome time. */
export function pendingOrderFixture(overrides: Partial<Order> = {}): Order {
  return orderFixture({
    status: 'pending_payment',
    payment: { provider: 'test', cardBrand: null, cardLast4: null, paidAt: null },
    reservedUntil: '2026-11-20T09:45:00.000Z',
    history: [{ status: 'pending_payment', at: '2026-11-20T09:30:00.000Z' }],
    ...overrides,
  });
}

/** The same order delivered two days ago, its return still possible. */
export function deliveredOrderFixture(overrides: Partial<Order> = {}): Order {
  return orderFixture({
    status: 'delivered',
    trackingNumber: 'BRT123456789',
    history: [
      { status: 'pending_payment', at: '2026-11-20T09:30:00.000Z' },
      { status: 'paid', at: '2026-11-20T09:32:00.000Z' },
      { status: 'preparing', at: '2026-11-20T14:00:00.000Z' },
      { status: 'shipped', at: '2026-11-21T08:15:00.000Z' },
      { status: 'delivered', at: '2026-11-23T11:05:00.000Z' },
    ],
    returnDeadline: '2026-12-07',
    canRequestReturn: true,
    ...overrides,
  });
}

export function orderSummaryFixture(
  number: string,
  overrides: Partial<OrderSummary> = {},
): OrderSummary {
  const sequence = Number(number.slice(-6));
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    number,
    status: 'paid',
    createdAt: '2026-11-20T09:30:00.000Z',
    totalCents: 123900,
    itemCount: 1,
    ...overrides,
  };
}

/** A page of the list as GET /api/orders?page=N answers it. */
export function ordersPageFixture(
  orders: OrderSummary[],
  { page = 1, total = orders.length }: { page?: number; total?: number } = {},
): OrdersPage {
  return { orders, page, pageCount: Math.ceil(total / 10), total };
}
