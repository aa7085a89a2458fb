import type { AuditEntry, AuditPage } from '../../../../../domain/admin/audit';
import type {
  AdminDashboard,
  AdminOrder,
  AdminOrderSummary,
  AdminOrdersPage,
} from '../../../../../domain/admin/orders-admin';
import type { Order } from '../../../../../domain/orders/order.schema';
import { orderFixture } from '../../../orders/test-support/orders-fixtures';

/** GET /api/admin/orders/:number of a paid order of 1.806,90 €, nothing refunded yet. */
export function adminOrderFixture(
  overrides: Partial<AdminOrder> = {},
  orderOverrides: Partial<Order> = {},
): AdminOrder {
  const order = orderFixture(orderOverrides);
  return {
    order,
    customer: { userId: '4b8f5c1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b', email: 'mario.rossi@example.com' },
    returnReason: null,
    paymentReference: 'test_pay_000123',
    refundedCents: 0,
    refundableCents: order.totalCents,
    refunds: [],
    nextStatuses: ['preparing', 'cancelled'],
    ...overrides,
  };
}

export function adminOrderSummaryFixture(
  number: string,
  overrides: Partial<AdminOrderSummary> = {},
): AdminOrderSummary {
  return {
    number,
    status: 'paid',
    createdAt: '2026-11-20T09:30:00.000Z',
    email: 'mario.rossi@example.com',
    customerName: 'Mario Rossi',
    itemCount: 1,
    totalCents: 123900,
    refundedCents: 0,
    ...overrides,
  };
}

export function adminOrdersPageFixture(
  orders: AdminOrderSummary[],
  { page = 1, total = orders.length }: { page?: number; total?: number } = {},
): AdminOrdersPage {
  return { orders, page, pageCount: Math.ceil(total / 25), total };
}

/** 30 days from 2026-10-22 to 2026-11-20; day N (1-based) has N orders and N × 10 € net. */
export function dashboardFixture(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  const days = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 22 + index)).toISOString().slice(0, 10);
    return { day, orders: index + 1, revenueCents: (index + 1) * 1000 };
  });
  return {
    counts: { products: 48, users: 1234, orders: 310 },
    days,
    lowStock: [
      { id: 7, name: 'iPhone 16 Pro', slug: 'iphone-16-pro', stock: 2 },
      { id: 9, name: 'Apple Watch SE', slug: null, stock: 0 },
    ],
    latestOrders: [adminOrderSummaryFixture('VT-2026-000130')],
    newUsers: [
      {
        id: '9d2b5e1f-3c4a-4b5c-8d6e-7f8091a2b3c4',
        email: 'giulia.bianchi@example.com',
        displayName: 'Giulia Bianchi',
        createdAt: '2026-11-19T08:00:00.000Z',
      },
    ],
    missingShopSettings: [],
    ...overrides,
  };
}

export function auditEntryFixture(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actorEmail: 'anna.admin@example.com',
    action: 'order.status',
    entityType: 'order',
    entityId: 'VT-2026-000123',
    before: { status: 'paid' },
    after: { status: 'shipped', trackingNumber: 'BRT123' },
    createdAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

export function auditPageFixture(
  entries: AuditEntry[],
  { page = 1, total = entries.length }: { page?: number; total?: number } = {},
): AuditPage {
  return { entries, page, pageCount: Math.ceil(total / 50), total };
}
