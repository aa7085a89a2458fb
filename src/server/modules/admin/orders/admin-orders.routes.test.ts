import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../../domain/admin/audit';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminDashboard,
  type AdminOrder,
  type AdminOrdersPage,
} from '../../../../domain/admin/orders-admin';
import { SHOP_SETTINGS_MESSAGES } from '../../../../domain/admin/shop-settings.messages';
import type { CheckoutReview } from '../../../../domain/checkout/checkout.schema';
import { SESSION_TTL_MS } from '../../../../domain/constants';
import { formatEuro } from '../../../../domain/money';
import type { Order } from '../../../../domain/orders/order.schema';
import { orders, products } from '../../../db/schema';
import { createUser, injectAs, setupTestApp } from '../../../test/helper';
import { capturingMailer } from '../../auth/accounts-test-app';
import { createSession } from '../../auth/session.repository';

const ADDRESS = {
  fullName: 'Mario Rossi',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  phone: '333 123 4567',
};
const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const VISA = {
  provider: 'test',
  card: { number: '4242 4242 4242 4242', expiry: FUTURE_EXPIRY, cvc: '123' },
};

describe('admin orders API', () => {
  const outbox = capturingMailer();
  const t = setupTestApp({ mailer: outbox });

  beforeEach(() => {
    outbox.sent.length = 0;
  });

  async function sessionOf(role: 'user' | 'admin') {
    const user = await createUser(t.db, { role });
    const { token } = await createSession(t.db, user.id, SESSION_TTL_MS);
    return {
      ...user,
      call: (options: InjectOptions) => injectAs(t.app, token, options),
    };
  }

  async function newProduct(stock: number, priceCents = 19_900) {
    const suffix = randomBytes(4).toString('hex');
    const [row] = await t.db
      .insert(products)
      .values({
        name: `Prodotto ${suffix}`,
        slug: `prodotto-${suffix}`,
        priceCents,
        stock,
        isVisible: true,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('product not inserted');
    return row.id;
  }

  async function stockOf(productId: number) {
    const [row] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    return row?.stock;
  }

  /** A customer's order of `quantity` units, placed and (unless `paid` is false) paid. */
  async function customerOrder({ quantity = 1, paid = true, stock = 10 } = {}) {
    const productId = await newProduct(stock);
    const customer = await sessionOf('user');
    expect(
      (
        await customer.call({
          method: 'POST',
          url: '/api/cart/items',
          payload: { productId, quantity },
        })
      ).statusCode,
    ).toBe(200);
    const review = (
      await customer.call({
        method: 'POST',
        url: '/api/checkout/review',
        payload: { address: ADDRESS, shippingMethod: 'standard' },
      })
    ).json<CheckoutReview>();
    const placed = await customer.call({
      method: 'POST',
      url: '/api/orders',
      payload: {
        idempotencyKey: randomUUID(),
        address: ADDRESS,
        shippingMethod: 'standard',
        expectedTotalCents: review.totalCents,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    let order = placed.json<{ order: Order }>().order;
    if (paid) {
      const payment = await customer.call({
        method: 'POST',
        url: `/api/orders/${order.number}/payment`,
        payload: VISA,
      });
      expect(payment.statusCode, payment.body).toBe(200);
      order = payment.json<{ order: Order }>().order;
    }
    return { customer, order, productId };
  }

  const setStatus = (
    admin: Awaited<ReturnType<typeof sessionOf>>,
    number: string,
    payload: object,
  ) => admin.call({ method: 'POST', url: `/api/admin/orders/${number}/status`, payload });

  it('lists every customer’s orders, newest first, filtered by status, day and customer', async () => {
    const admin = await sessionOf('admin');
    const first = await customerOrder({ paid: false });
    const second = await customerOrder();

    const all = (await admin.call({ url: '/api/admin/orders' })).json<AdminOrdersPage>();
    const numbers = all.orders.map((order) => order.number);
    expect(numbers.indexOf(second.order.number)).toBeLessThan(numbers.indexOf(first.order.number));
    const row = all.orders.find((order) => order.number === second.order.number);
    expect(row).toMatchObject({
      status: 'paid',
      email: second.customer.email,
      customerName: 'Mario Rossi',
      itemCount: 1,
    });

    const unpaid = (
      await admin.call({ url: '/api/admin/orders?status=pending_payment' })
    ).json<AdminOrdersPage>();
    expect(unpaid.orders.every((order) => order.status === 'pending_payment')).toBe(true);
    expect(unpaid.orders.map((order) => order.number)).toContain(first.order.number);

    const byCustomer = (
      await admin.call({
        url: `/api/admin/orders?customer=${encodeURIComponent(first.customer.email.toUpperCase())}`,
      })
    ).json<AdminOrdersPage>();
    expect(byCustomer.orders.map((order) => order.number)).toEqual([first.order.number]);
    // A wildcard typed by the admin is a character, not "anything".
    const wildcard = (
      await admin.call({ url: '/api/admin/orders?customer=%25' })
    ).json<AdminOrdersPage>();
    expect(wildcard.total).toBe(0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const todays = (
      await admin.call({ url: `/api/admin/orders?from=${today}&to=${today}` })
    ).json<AdminOrdersPage>();
    expect(todays.orders.map((order) => order.number)).toContain(second.order.number);
    const future = (
      await admin.call({ url: '/api/admin/orders?from=2999-01-01' })
    ).json<AdminOrdersPage>();
    expect(future.total).toBe(0);

    const badRange = await admin.call({ url: '/api/admin/orders?from=2026-12-10&to=2026-12-01' });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().error.fields.to).toBe(ADMIN_ORDER_MESSAGES.dateRange);
    expect((await admin.call({ url: '/api/admin/orders?from=ieri' })).statusCode).toBe(400);
    expect((await admin.call({ url: '/api/admin/orders?status=perso' })).statusCode).toBe(400);
  });

  it('moves an order along its statuses, mails the tracking number, and the customer sees each step', async () => {
    const admin = await sessionOf('admin');
    const { customer, order } = await customerOrder();

    const view = (
      await admin.call({ url: `/api/admin/orders/${order.number}` })
    ).json<AdminOrder>();
    expect(view.nextStatuses).toEqual(['preparing', 'cancelled']);
    expect(view.customer.email).toBe(customer.email);
    expect(view.refundableCents).toBe(order.totalCents);

    // "Pagato" comes only from the payment; "rimborsato" only from a refund.
    const paidByHand = await setStatus(admin, order.number, { from: 'paid', status: 'refunded' });
    expect(paidByHand.statusCode).toBe(412);

    const preparing = await setStatus(admin, order.number, { from: 'paid', status: 'preparing' });
    expect(preparing.statusCode, preparing.body).toBe(200);
    expect(preparing.json<AdminOrder>().nextStatuses).toEqual(['shipped', 'cancelled']);

    // A second click (or another admin) working from the old status changes nothing.
    const stale = await setStatus(admin, order.number, { from: 'paid', status: 'preparing' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.message).toBe(ADMIN_ORDER_MESSAGES.changedMeanwhile);

    const noTracking = await setStatus(admin, order.number, {
      from: 'preparing',
      status: 'shipped',
    });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().error.fields.trackingNumber).toBe(
      ADMIN_ORDER_MESSAGES.trackingRequired,
    );
    const badTracking = await setStatus(admin, order.number, {
      from: 'preparing',
      status: 'shipped',
      trackingNumber: '<script>',
    });
    expect(badTracking.statusCode).toBe(400);
    const shippingMails = () =>
      outbox.sent.filter(
        (message) => message.subject === ADMIN_ORDER_MESSAGES.shippedMail.subject(order.number),
      );
    expect(shippingMails()).toHaveLength(0);

    const shipped = await setStatus(admin, order.number, {
      from: 'preparing',
      status: 'shipped',
      trackingNumber: ' BRT-0012 3456 ',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<AdminOrder>().order.trackingNumber).toBe('BRT-0012 3456');
    expect(shippingMails()).toHaveLength(1);
    const mail = shippingMails()[0];
    expect(mail?.to).toBe(customer.email);
    expect(mail?.text).toContain('BRT-0012 3456');
    expect(mail?.html).toContain('BRT-0012 3456');

    const seen = (await customer.call({ url: `/api/orders/${order.number}` })).json<{
      order: Order;
    }>().order;
    expect(seen.status).toBe('shipped');
    expect(seen.trackingNumber).toBe('BRT-0012 3456');
    expect(seen.history.map((entry) => entry.status)).toEqual([
      'pending_payment',
      'paid',
      'preparing',
      'shipped',
    ]);

    const delivered = await setStatus(admin, order.number, {
      from: 'shipped',
      status: 'delivered',
    });
    expect(delivered.statusCode).toBe(200);
    const afterDelivery = (await customer.call({ url: `/api/orders/${order.number}` })).json<{
      order: Order;
    }>().order;
    expect(afterDelivery.canRequestReturn).toBe(true);
    expect(afterDelivery.returnDeadline).not.toBeNull();

    const audit = (
      await admin.call({ url: '/api/admin/audit?action=order.status' })
    ).json<AuditPage>();
    const entries = audit.entries.filter((entry) => entry.entityId === order.number);
    expect(entries.map((entry) => entry.after?.status)).toEqual([
      'delivered',
      'shipped',
      'preparing',
    ]);
    expect(entries[0]).toMatchObject({ actorEmail: admin.email, before: { status: 'shipped' } });
  });

  it('refunds part, then the rest, through the provider, once per click', async () => {
    const admin = await sessionOf('admin');
    const { customer, order } = await customerOrder();
    const refund = (payload: object) =>
      admin.call({ method: 'POST', url: `/api/admin/orders/${order.number}/refunds`, payload });

    const tooMuch = await refund({ amountCents: order.totalCents + 1, expectedRefundedCents: 0 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields.amountCents).toBe(
      ADMIN_ORDER_MESSAGES.refundTooMuch(formatEuro(order.totalCents)),
    );
    expect((await refund({ amountCents: 0, expectedRefundedCents: 0 })).statusCode).toBe(400);
    expect((await refund({ amountCents: '10', expectedRefundedCents: 0 })).statusCode).toBe(400);

    const partial = await refund({
      amountCents: 5_000,
      expectedRefundedCents: 0,
      reason: 'Graffio sul display',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const afterPartial = partial.json<AdminOrder>();
    expect(afterPartial.order.status).toBe('refunded');
    expect(afterPartial.refundedCents).toBe(5_000);
    expect(afterPartial.refundableCents).toBe(order.totalCents - 5_000);
    expect(afterPartial.refunds).toEqual([
      expect.objectContaining({
        amountCents: 5_000,
        reason: 'Graffio sul display',
        createdBy: admin.email,
      }),
    ]);

    // The same click again still says "nothing refunded yet": refused, not refunded twice.
    const repeated = await refund({ amountCents: 5_000, expectedRefundedCents: 0 });
    expect(repeated.statusCode).toBe(412);
    expect(repeated.json().error.message).toBe(ADMIN_ORDER_MESSAGES.refundChanged);

    const rest = await refund({
      amountCents: order.totalCents - 5_000,
      expectedRefundedCents: 5_000,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<AdminOrder>()).toMatchObject({
      refundedCents: order.totalCents,
      refundableCents: 0,
    });
    const nothingLeft = await refund({ amountCents: 1, expectedRefundedCents: order.totalCents });
    expect(nothingLeft.statusCode).toBe(412);
    expect(nothingLeft.json().error.message).toBe(ADMIN_ORDER_MESSAGES.refundNothing);

    const seen = (await customer.call({ url: `/api/orders/${order.number}` })).json<{
      order: Order;
    }>().order;
    expect(seen.status).toBe('refunded');
    const [row] = await t.db.select().from(orders).where(eq(orders.number, order.number));
    expect(row?.refundedCents).toBe(order.totalCents);
    const audit = (
      await admin.call({ url: '/api/admin/audit?action=order.refund' })
    ).json<AuditPage>();
    expect(audit.entries.filter((entry) => entry.entityId === order.number)).toHaveLength(2);
  });

  it('cancelling gives the stock back, and a paid order its money', async () => {
    const admin = await sessionOf('admin');
    const unpaid = await customerOrder({ paid: false, quantity: 2, stock: 5 });
    expect(await stockOf(unpaid.productId)).toBe(3);
    const cancelledUnpaid = await setStatus(admin, unpaid.order.number, {
      from: 'pending_payment',
      status: 'cancelled',
    });
    expect(cancelledUnpaid.statusCode, cancelledUnpaid.body).toBe(200);
    expect(await stockOf(unpaid.productId)).toBe(5);
    expect(cancelledUnpaid.json<AdminOrder>()).toMatchObject({
      refundedCents: 0,
      nextStatuses: [],
    });

    const paid = await customerOrder({ quantity: 3, stock: 4 });
    expect(await stockOf(paid.productId)).toBe(1);
    const cancelledPaid = await setStatus(admin, paid.order.number, {
      from: 'paid',
      status: 'cancelled',
    });
    expect(cancelledPaid.statusCode, cancelledPaid.body).toBe(200);
    expect(cancelledPaid.json<AdminOrder>()).toMatchObject({
      refundedCents: paid.order.totalCents,
      refundableCents: 0,
      order: { status: 'cancelled' },
    });
    expect(await stockOf(paid.productId)).toBe(4);

    // Final: nothing moves a cancelled order any more.
    const again = await setStatus(admin, paid.order.number, {
      from: 'cancelled',
      status: 'preparing',
    });
    expect(again.statusCode).toBe(412);
  });

  it('shows the dashboard: 30 days of sales, low stock, latest orders, new users', async () => {
    const admin = await sessionOf('admin');
    const { order, productId } = await customerOrder({ quantity: 9, stock: 10 });
    const dashboard = (await admin.call({ url: '/api/admin/dashboard' })).json<AdminDashboard>();
    expect(dashboard.days).toHaveLength(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(dashboard.days.at(-1)?.day).toBe(today);
    expect(dashboard.days.at(-1)?.orders).toBeGreaterThanOrEqual(1);
    expect(dashboard.days.at(-1)?.revenueCents).toBeGreaterThanOrEqual(order.totalCents);
    expect(dashboard.lowStock.map((product) => product.id)).toContain(productId);
    expect(dashboard.latestOrders[0]?.number).toBe(order.number);
    expect(dashboard.newUsers.map((user) => user.email)).toContain(admin.email);
    // No seller's details were set in this shop: the legal pages lack them, the dashboard says so.
    expect(dashboard.missingShopSettings).toContain(SHOP_SETTINGS_MESSAGES.labels.companyName);
    expect(dashboard.missingShopSettings).toContain(SHOP_SETTINGS_MESSAGES.labels.vatNumber);
  });

  it('answers 404 for an unknown order and 400 for a malformed number', async () => {
    const admin = await sessionOf('admin');
    expect((await admin.call({ url: '/api/admin/orders/VT-2020-999999' })).statusCode).toBe(404);
    expect((await admin.call({ url: '/api/admin/orders/niente' })).statusCode).toBe(400);
    const missing = await setStatus(admin, 'VT-2020-999999', { from: 'paid', status: 'preparing' });
    expect(missing.statusCode).toBe(404);
  });
});
