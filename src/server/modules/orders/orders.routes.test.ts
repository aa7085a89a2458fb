import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartDocument } from '../../../domain/cart/cart.schema';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout.messages';
import { INVOICE_MESSAGES } from '../../../domain/checkout/checkout-address.messages';
import type { CheckoutReview } from '../../../domain/checkout/checkout.schema';
import { ORDER_RESERVATION_MS, SESSION_TTL_MS } from '../../../domain/constants';
import { formatEuro } from '../../../domain/money';
import { orderNumberYear, parseOrderNumber } from '../../../domain/orders/order-number';
import { CARD_PAYMENT_MESSAGES, ORDER_MESSAGES } from '../../../domain/orders/order.messages';
import type { Order, OrdersPage } from '../../../domain/orders/order.schema';
import { vatShareCents } from '../../../domain/orders/vat';
import { cartLines, orders, products } from '../../db/schema';
import { createUser, injectAs, setupTestApp } from '../../test/helper';
import { capturingMailer } from '../auth/accounts-test-app';
import { createSession } from '../auth/session.repository';
import { createTestProvider } from '../payments/test.provider';
import { releaseExpiredReservations, type OrdersContext } from './orders.service';

const MILAN_ADDRESS = {
  fullName: 'Mario Rossi',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  phone: '333 123 4567',
};

/** An expiry a few years ahead, as the card form takes it (MM/AA). */
const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
} as const;

function card(number: string, overrides: { expiry?: string; cvc?: string } = {}) {
  return { provider: 'test', card: { number, expiry: FUTURE_EXPIRY, cvc: '123', ...overrides } };
}

/** A key as the browser makes one per checkout. */
const newKey = () => randomUUID();

let ipCounter = 0;
/** An address of its own per test, so that per-IP limits of one test never reach another. */
function newIp(): string {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

const statusesOf = (order: Order) => order.history.map((entry) => entry.status);

describe('orders API', () => {
  const outbox = capturingMailer();
  const t = setupTestApp({ mailer: outbox });

  beforeEach(() => {
    outbox.sent.length = 0;
  });

  /** A product of its own, visible, with the given price and stock. */
  async function newProduct(values: { priceCents: number; stock: number }) {
    const suffix = randomBytes(4).toString('hex');
    const name = `Prodotto di prova ${suffix}`;
    const [row] = await t.db
      .insert(products)
      .values({
        name,
        slug: `prodotto-prova-${suffix}`,
        priceCents: values.priceCents,
        stock: values.stock,
        isVisible: true,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('product not inserted');
    return { id: row.id, name, priceCents: values.priceCents };
  }

  async function stockOf(productId: number): Promise<number> {
    const [row] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    if (!row) throw new Error(`no product ${productId}`);
    return row.stock;
  }

  async function orderRow(number: string) {
    const [row] = await t.db.select().from(orders).where(eq(orders.number, number));
    if (!row) throw new Error(`no order ${number}`);
    return row;
  }

  /** A logged-in shopper. The session is made directly: the login endpoint is rate limited. */
  async function newShopper() {
    const user = await createUser(t.db);
    const { token } = await createSession(t.db, user.id, SESSION_TTL_MS);
    const call = (options: InjectOptions) => injectAs(t.app, token, options);
    const expectOk = async <T>(options: InjectOptions): Promise<T> => {
      const response = await call(options);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    const shopper = {
      id: user.id,
      email: user.email,
      call,
      addToCart: (productId: number, quantity: number) =>
        expectOk({ method: 'POST', url: '/api/cart/items', payload: { productId, quantity } }),
      saveForLater: (productId: number) =>
        expectOk({
          method: 'PUT',
          url: '/api/cart',
          payload: { changes: [{ productId, list: 'saved', quantity: 1 }] },
        }),
      cart: async () => (await expectOk<{ cart: CartDocument }>({ url: '/api/cart' })).cart,
      review: async (shippingMethod: 'standard' | 'express' = 'standard') =>
        expectOk<CheckoutReview>({
          method: 'POST',
          url: '/api/checkout/review',
          payload: { address: MILAN_ADDRESS, shippingMethod },
        }),
      /** POST /api/orders with a valid body, changed by `body`. */
      place: (expectedTotalCents: number, body: Record<string, unknown> = {}) =>
        call({
          method: 'POST',
          url: '/api/orders',
          payload: {
            idempotencyKey: newKey(),
            address: MILAN_ADDRESS,
            shippingMethod: 'standard',
            expectedTotalCents,
            ...body,
          },
        }),
      /** The review, then the order with the total it showed: 201 expected. */
      checkout: async (body: Record<string, unknown> = {}): Promise<Order> => {
        const review = await shopper.review();
        const response = await shopper.place(review.totalCents, body);
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ order: Order }>().order;
      },
      pay: (number: string, payload: object = card(CARDS.visa)) =>
        call({ method: 'POST', url: `/api/orders/${number}/payment`, payload }),
      /** Pays with 4242…: 200 and paid expected. */
      payOk: async (number: string): Promise<Order> => {
        const response = await shopper.pay(number);
        expect(response.statusCode, response.body).toBe(200);
        const order = response.json<{ order: Order }>().order;
        expect(order.status).toBe('paid');
        return order;
      },
      get: (number: string) => call({ url: `/api/orders/${number}` }),
      order: async (number: string) =>
        (await expectOk<{ order: Order }>({ url: `/api/orders/${number}` })).order,
      list: (page = 1) => expectOk<OrdersPage>({ url: `/api/orders?page=${page}` }),
      cancel: (number: string) => call({ method: 'POST', url: `/api/orders/${number}/cancel` }),
      requestReturn: (number: string, reason?: string) =>
        call({
          method: 'POST',
          url: `/api/orders/${number}/return`,
          payload: reason === undefined ? {} : { reason },
        }),
    };
    return shopper;
  }

  /** A shopper with one product in the cart (quantity `quantity`) and the order placed. */
  async function placedOrder(
    values: { priceCents?: number; stock?: number; quantity?: number } = {},
  ) {
    const product = await newProduct({
      priceCents: values.priceCents ?? 19_900,
      stock: values.stock ?? 10,
    });
    const shopper = await newShopper();
    await shopper.addToCart(product.id, values.quantity ?? 1);
    const order = await shopper.checkout();
    return { product, shopper, order };
  }

  const mailsTo = (email: string) => outbox.sent.filter((mail) => mail.to === email);

  function expectRefusal(
    response: LightMyRequestResponse,
    status: number,
    reason: string,
  ): Record<string, unknown> {
    expect(response.statusCode, response.body).toBe(status);
    const { error } = response.json();
    expect(error.details?.reason).toBe(reason);
    return error;
  }

  it('answers 401 to guests on every route but /track', async () => {
    const number = 'VT-2026-000001';
    const routes: InjectOptions[] = [
      { method: 'POST', url: '/api/orders', payload: {} },
      { method: 'POST', url: `/api/orders/${number}/payment`, payload: card(CARDS.visa) },
      { method: 'POST', url: `/api/orders/${number}/payment/refresh` },
      { method: 'POST', url: `/api/orders/${number}/cancel` },
      { method: 'POST', url: `/api/orders/${number}/return`, payload: {} },
      { method: 'GET', url: '/api/orders' },
      { method: 'GET', url: `/api/orders/${number}` },
    ];
    for (const route of routes) {
      const response = await injectAs(t.app, null, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  describe('placing an order', () => {
    it('answers 201 pending_payment with the catalog amounts and holds the stock', async () => {
      const kept = await newProduct({ priceCents: 5_000, stock: 5 });
      const bought = await newProduct({ priceCents: 12_345, stock: 10 });
      const shopper = await newShopper();
      await shopper.addToCart(kept.id, 1);
      await shopper.saveForLater(kept.id);
      await shopper.addToCart(bought.id, 3);
      const before = Date.now();

      const response = await shopper.place(37_035 + 990, { shippingMethod: 'express' });

      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const { order } = response.json<{ order: Order }>();
      expect(order).toMatchObject({
        status: 'pending_payment',
        totalCents: 38_025,
        subtotalCents: 37_035,
        shippingCents: 990,
        vatCents: vatShareCents(38_025),
        shippingMethod: 'express',
        itemCount: 3,
        shippingAddress: {
          fullName: 'Mario Rossi',
          street: 'Via Roma 1',
          streetExtra: null,
          postalCode: '20121',
          city: 'Milano',
          province: 'MI',
          countryCode: 'IT',
          phone: '+393331234567',
        },
        invoice: null,
        payment: { provider: 'test', cardBrand: null, cardLast4: null, paidAt: null },
        canRequestReturn: false,
        returnRequestedAt: null,
      });
      expect(order.lines).toEqual([
        {
          productId: bought.id,
          slug: expect.any(String),
          name: bought.name,
          image: null,
          unitPriceCents: 12_345,
          quantity: 3,
          lineTotalCents: 37_035,
        },
      ]);
      expect(statusesOf(order)).toEqual(['pending_payment']);
      expect(order.number).toMatch(/^VT-\d{4}-\d{6}$/);
      expect(parseOrderNumber(order.number)?.year).toBe(orderNumberYear(new Date()));
      // Held for 15 minutes from now.
      const reservedUntil = Date.parse(order.reservedUntil ?? '');
      expect(reservedUntil).toBeGreaterThanOrEqual(before + ORDER_RESERVATION_MS - 1_000);
      expect(reservedUntil).toBeLessThanOrEqual(Date.now() + ORDER_RESERVATION_MS + 1_000);

      expect(await stockOf(bought.id)).toBe(7);
      expect(await stockOf(kept.id)).toBe(5);
      const cart = await shopper.cart();
      expect(cart.items).toEqual([]);
      expect(cart.savedForLater.map((line) => line.productId)).toEqual([kept.id]);
    });

    it('numbers orders one after the other', async () => {
      const product = await newProduct({ priceCents: 1_000, stock: 10 });
      const shopper = await newShopper();
      await shopper.addToCart(product.id, 1);
      const first = await shopper.checkout();
      await shopper.addToCart(product.id, 1);
      const second = await shopper.checkout();

      const a = parseOrderNumber(first.number);
      const b = parseOrderNumber(second.number);
      expect(a && b).toBeTruthy();
      expect(b?.year).toBe(a?.year);
      expect(b?.sequence).toBe((a?.sequence ?? 0) + 1);
      expect(await stockOf(product.id)).toBe(8);
    });

    it('answers a repeated idempotency key with the same order, taking the stock once', async () => {
      const product = await newProduct({ priceCents: 2_500, stock: 10 });
      const shopper = await newShopper();
      await shopper.addToCart(product.id, 2);
      const body = { idempotencyKey: newKey() };

      const first = await shopper.place(5_000, body);
      expect(first.statusCode, first.body).toBe(201);
      // The cart now holds something else: the retry must still not buy it.
      await shopper.addToCart(product.id, 1);
      const retry = await shopper.place(5_000, body);
      expect(retry.statusCode, retry.body).toBe(200);

      const order = first.json<{ order: Order }>().order;
      expect(retry.json<{ order: Order }>().order.number).toBe(order.number);
      expect(retry.json<{ order: Order }>().order.id).toBe(order.id);
      expect(await stockOf(product.id)).toBe(8);
      expect((await shopper.list()).total).toBe(1);
      expect((await shopper.cart()).items.map((line) => line.quantity)).toEqual([1]);
    });

    it('places one order for two simultaneous requests with the same key', async () => {
      const product = await newProduct({ priceCents: 2_500, stock: 10 });
      const shopper = await newShopper();
      await shopper.addToCart(product.id, 2);
      const body = { idempotencyKey: newKey() };

      const answers = await Promise.all([shopper.place(5_000, body), shopper.place(5_000, body)]);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
      const numbers = answers.map((answer) => answer.json<{ order: Order }>().order.number);
      expect(numbers[0]).toBe(numbers[1]);
      expect(await stockOf(product.id)).toBe(8);
      expect((await shopper.list()).total).toBe(1);
    });

    it('refuses a total other than the current one with price-changed, changing nothing', async () => {
      const product = await newProduct({ priceCents: 10_000, stock: 10 });
      const shopper = await newShopper();
      await shopper.addToCart(product.id, 2);
      const review = await shopper.review();
      expect(review.totalCents).toBe(20_000);
      // The shop changes the price after the customer saw the review.
      await t.db.update(products).set({ priceCents: 11_000 }).where(eq(products.id, product.id));

      const response = await shopper.place(review.totalCents);

      const error = expectRefusal(response, 412, 'price-changed');
      expect(error).toMatchObject({
        code: 'failed-precondition',
        message: CHECKOUT_MESSAGES.priceChanged,
        details: { reason: 'price-changed', totalCents: 22_000 },
      });
      expect(await stockOf(product.id)).toBe(10);
      expect((await shopper.cart()).items.map((line) => line.quantity)).toEqual([2]);
      expect((await shopper.list()).total).toBe(0);

      // Placing with the new total works.
      const placed = await shopper.place(22_000);
      expect(placed.statusCode, placed.body).toBe(201);
    });

    it('refuses a cart above the stock with out-of-stock, lowering the cart to it', async () => {
      const product = await newProduct({ priceCents: 3_000, stock: 10 });
      const shopper = await newShopper();
      await shopper.addToCart(product.id, 4);
      await t.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));

      const response = await shopper.place(12_000);

      const error = expectRefusal(response, 412, 'out-of-stock');
      expect(error).toEqual({
        code: 'failed-precondition',
        message: CHECKOUT_MESSAGES.belowQuantity(product.name, 2),
        details: {
          reason: 'out-of-stock',
          productId: product.id,
          productName: product.name,
          available: 2,
        },
      });
      expect((await shopper.cart()).items.map((line) => [line.productId, line.quantity])).toEqual([
        [product.id, 2],
      ]);
      expect(await stockOf(product.id)).toBe(2);
      expect((await shopper.list()).total).toBe(0);
    });

    it('removes a sold-out product from the cart and names it', async () => {
      const soldOut = await newProduct({ priceCents: 3_000, stock: 10 });
      const other = await newProduct({ priceCents: 1_000, stock: 10 });
      const shopper = await newShopper();
      await shopper.addToCart(soldOut.id, 1);
      await shopper.addToCart(other.id, 1);
      await t.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));

      const response = await shopper.place(4_000);

      const error = expectRefusal(response, 412, 'out-of-stock');
      expect(error.message).toBe(CHECKOUT_MESSAGES.outOfStock(soldOut.name));
      expect(error.details).toEqual({
        reason: 'out-of-stock',
        productId: soldOut.id,
        productName: soldOut.name,
        available: 0,
      });
      expect((await shopper.cart()).items.map((line) => line.productId)).toEqual([other.id]);
      expect(await stockOf(other.id)).toBe(10);
      expect((await shopper.list()).total).toBe(0);
    });

    it('leaves a product hidden since it was added out of the order, as the cart and review do', async () => {
      const sold = await newProduct({ priceCents: 5_000, stock: 10 });
      const hidden = await newProduct({ priceCents: 3_000, stock: 10 });
      const shopper = await newShopper();
      await shopper.addToCart(sold.id, 1);
      await shopper.addToCart(hidden.id, 1);
      await t.db.update(products).set({ isVisible: false }).where(eq(products.id, hidden.id));

      const response = await shopper.place(5_000);

      expect(response.statusCode, response.body).toBe(201);
      const { order } = response.json<{ order: Order }>();
      expect(order.lines.map((line) => line.productId)).toEqual([sold.id]);
      expect(order.totalCents).toBe(5_000);
      expect(await stockOf(hidden.id)).toBe(10);
      // The hidden line stays stored: it comes back if the product is shown again.
      const stored = await t.db
        .select({ productId: cartLines.productId })
        .from(cartLines)
        .where(eq(cartLines.userId, shopper.id));
      expect(stored).toEqual([{ productId: hidden.id }]);
    });

    it('answers 412 empty-cart when the cart holds only a hidden product', async () => {
      const hidden = await newProduct({ priceCents: 3_000, stock: 10 });
      const shopper = await newShopper();
      await shopper.addToCart(hidden.id, 1);
      await t.db.update(products).set({ isVisible: false }).where(eq(products.id, hidden.id));

      const error = expectRefusal(await shopper.place(3_000), 412, 'empty-cart');
      expect(error.message).toBe(CHECKOUT_MESSAGES.emptyCart);
      expect(await stockOf(hidden.id)).toBe(10);
    });

    it('answers 412 empty-cart when nothing is in the cart', async () => {
      const shopper = await newShopper();
      const response = await shopper.place(0);
      const error = expectRefusal(response, 412, 'empty-cart');
      expect(error.message).toBe(CHECKOUT_MESSAGES.emptyCart);
    });

    it('takes no price, quantity, owner or status from the body', async () => {
      const product = await newProduct({ priceCents: 40_000, stock: 10 });
      const shopper = await newShopper();
      const other = await newShopper();
      await shopper.addToCart(product.id, 1);

      const response = await shopper.place(40_000, {
        priceCents: 1,
        quantity: 50,
        totalCents: 1,
        subtotalCents: 1,
        userId: other.id,
        email: other.email,
        status: 'paid',
        lines: [{ productId: product.id, unitPriceCents: 1, quantity: 50 }],
        payment: { cardLast4: '0000', paidAt: new Date().toISOString() },
      });

      expect(response.statusCode, response.body).toBe(201);
      const { order } = response.json<{ order: Order }>();
      expect(order.status).toBe('pending_payment');
      expect(order.totalCents).toBe(40_000);
      expect(order.lines.map((line) => [line.unitPriceCents, line.quantity])).toEqual([
        [40_000, 1],
      ]);
      expect(order.payment).toEqual({
        provider: 'test',
        cardBrand: null,
        cardLast4: null,
        paidAt: null,
      });
      expect(await stockOf(product.id)).toBe(9);
      expect((await orderRow(order.number)).userId).toBe(shopper.id);
      expect((await orderRow(order.number)).email).toBe(shopper.email);
      expect((await other.get(order.number)).statusCode).toBe(404);
      expect((await other.list()).total).toBe(0);
    });

    it('checks the invoice request: a wrong codice fiscale is a field error', async () => {
      const product = await newProduct({ priceCents: 1_500, stock: 10 });
      const shopper = await newShopper();
      await shopper.addToCart(product.id, 1);

      const wrong = await shopper.place(1_500, {
        invoice: { kind: 'person', taxCode: 'RSSMRA85T10A562T' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('invalid-argument');
      expect(Object.keys(wrong.json().error.fields)).toEqual(['invoice.taxCode']);
      expect(await stockOf(product.id)).toBe(10);
      expect((await shopper.list()).total).toBe(0);

      const right = await shopper.place(1_500, {
        invoice: { kind: 'person', taxCode: ' rssmra85t10a562s ' },
      });
      expect(right.statusCode, right.body).toBe(201);
      expect(right.json<{ order: Order }>().order.invoice).toEqual({
        kind: 'person',
        taxCode: 'RSSMRA85T10A562S',
      });
    });

    it('refuses a missing invoice tax code with its own message', async () => {
      const product = await newProduct({ priceCents: 1_500, stock: 10 });
      const shopper = await newShopper();
      await shopper.addToCart(product.id, 1);
      const response = await shopper.place(1_500, { invoice: { kind: 'person', taxCode: '' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        'invoice.taxCode': INVOICE_MESSAGES.taxCodeRequired,
      });
    });

    it('sells the last 3 units to exactly 3 of 12 simultaneous buyers', async () => {
      const product = await newProduct({ priceCents: 99_900, stock: 3 });
      const shoppers = await Promise.all(Array.from({ length: 12 }, () => newShopper()));
      for (const shopper of shoppers) await shopper.addToCart(product.id, 1);

      const answers = await Promise.all(shoppers.map((shopper) => shopper.place(99_900)));

      const created = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode === 412);
      expect(created).toHaveLength(3);
      expect(refused).toHaveLength(9);
      for (const answer of refused) {
        expect(answer.json().error.details).toMatchObject({
          reason: 'out-of-stock',
          productId: product.id,
          available: 0,
        });
      }
      expect(await stockOf(product.id)).toBe(0);
      const numbers = created.map((answer) => answer.json<{ order: Order }>().order.number);
      expect(new Set(numbers).size).toBe(3);
    });
  });

  describe('paying with the test provider', () => {
    it('pays with 4242…: paid, card brand and last 4, one confirmation mail', async () => {
      const { product, shopper, order } = await placedOrder({ priceCents: 24_900, stock: 5 });

      const response = await shopper.pay(order.number);

      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<{ order: Order; stripe: unknown }>();
      expect(body.stripe).toBeNull();
      expect(body.order).toMatchObject({
        number: order.number,
        status: 'paid',
        reservedUntil: null,
        payment: { provider: 'test', cardBrand: 'visa', cardLast4: '4242' },
      });
      expect(body.order.payment.paidAt).not.toBeNull();
      expect(statusesOf(body.order)).toEqual(['pending_payment', 'paid']);
      expect(await stockOf(product.id)).toBe(4);

      const mails = mailsTo(shopper.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain(order.number);
      expect(mails[0]?.text).toContain(order.number);
      expect(mails[0]?.text).toContain(formatEuro(24_900));
      expect(mails[0]?.html).toContain(order.number);

      // Paying again answers the paid order as it is, without a second charge or mail.
      const again = await shopper.pay(order.number);
      expect(again.statusCode, again.body).toBe(200);
      const repeated = again.json<{ order: Order }>().order;
      expect(repeated.status).toBe('paid');
      expect(repeated.payment.paidAt).toBe(body.order.payment.paidAt);
      expect(statusesOf(repeated)).toEqual(['pending_payment', 'paid']);
      expect(mailsTo(shopper.email)).toHaveLength(1);
      expect(await stockOf(product.id)).toBe(4);
    });

    it('charges once when the same order is paid twice at the same time', async () => {
      const { product, shopper, order } = await placedOrder({ stock: 5 });

      const answers = await Promise.all([shopper.pay(order.number), shopper.pay(order.number)]);

      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json<{ order: Order }>().order.status).toBe('paid');
      }
      expect(statusesOf(await shopper.order(order.number))).toEqual(['pending_payment', 'paid']);
      expect(mailsTo(shopper.email)).toHaveLength(1);
      expect(await stockOf(product.id)).toBe(4);
    });

    it('stores only the last 4 digits of the card', async () => {
      const { shopper, order } = await placedOrder();
      await shopper.payOk(order.number);

      const row = await orderRow(order.number);
      expect(row.cardLast4).toBe('4242');
      expect(row.cardBrand).toBe('visa');
      const stored = JSON.stringify(row);
      expect(stored).not.toContain('4242424242424242');
      expect(stored).not.toContain('4242 4242 4242 4242');
      expect(stored).not.toContain(FUTURE_EXPIRY);
    });

    it('gives the stock back on a declined card, and takes it again to pay with another', async () => {
      const { product, shopper, order } = await placedOrder({ stock: 4, quantity: 2 });
      expect(await stockOf(product.id)).toBe(2);

      const declined = await shopper.pay(order.number, card(CARDS.declined));

      const error = expectRefusal(declined, 412, 'card_declined');
      expect(error.message).toBe(CARD_PAYMENT_MESSAGES.card_declined);
      expect(await stockOf(product.id)).toBe(4);
      const unpaid = await shopper.order(order.number);
      expect(unpaid.status).toBe('pending_payment');
      expect(unpaid.reservedUntil).toBeNull();
      expect(unpaid.payment.cardLast4).toBeNull();
      expect(mailsTo(shopper.email)).toHaveLength(0);

      const paid = await shopper.payOk(order.number);
      expect(paid.payment.cardLast4).toBe('4242');
      expect(statusesOf(paid)).toEqual(['pending_payment', 'paid']);
      expect(await stockOf(product.id)).toBe(2);
      expect(mailsTo(shopper.email)).toHaveLength(1);
    });

    it('tells insufficient funds and an expired card apart', async () => {
      const { product, shopper, order } = await placedOrder({ stock: 3 });

      const funds = await shopper.pay(order.number, card(CARDS.insufficientFunds));
      expect(expectRefusal(funds, 412, 'insufficient_funds').message).toBe(
        CARD_PAYMENT_MESSAGES.insufficient_funds,
      );
      const expired = await shopper.pay(order.number, card(CARDS.expired));
      expect(expectRefusal(expired, 412, 'expired_card').message).toBe(
        CARD_PAYMENT_MESSAGES.expired_card,
      );

      expect((await shopper.order(order.number)).status).toBe('pending_payment');
      expect(await stockOf(product.id)).toBe(3);
    });

    it('answers the card form errors by field', async () => {
      const { shopper, order } = await placedOrder();

      const invalid = await shopper.pay(
        order.number,
        card('4242 4242 4242 4241', { expiry: '13/30', cvc: '12' }),
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.code).toBe('invalid-argument');
      expect(invalid.json().error.fields).toEqual({
        'card.number': CARD_PAYMENT_MESSAGES.invalid_number,
        'card.expiry': CARD_PAYMENT_MESSAGES.invalid_expiry,
        'card.cvc': CARD_PAYMENT_MESSAGES.invalid_cvc,
      });

      const past = await shopper.pay(order.number, card(CARDS.visa, { expiry: '01/20' }));
      expect(past.statusCode).toBe(400);
      expect(past.json().error.fields).toEqual({
        'card.expiry': CARD_PAYMENT_MESSAGES.expiry_passed,
      });

      const unpaid = await shopper.order(order.number);
      expect(unpaid.status).toBe('pending_payment');
      expect(unpaid.payment.cardLast4).toBeNull();
      expect(mailsTo(shopper.email)).toHaveLength(0);
    });
  });

  describe("another customer's order", () => {
    it('is not found for reading, paying, cancelling or returning, and stays as it was', async () => {
      const { product, shopper, order } = await placedOrder({ stock: 5 });
      const intruder = await newShopper();

      const answers = [
        await intruder.get(order.number),
        await intruder.pay(order.number),
        await intruder.call({ method: 'POST', url: `/api/orders/${order.number}/payment/refresh` }),
        await intruder.cancel(order.number),
        await intruder.requestReturn(order.number, 'Non mi piace'),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(404);
        expect(answer.json().error).toEqual({
          code: 'not-found',
          message: ORDER_MESSAGES.notFound,
        });
      }

      const unchanged = await shopper.order(order.number);
      expect(unchanged.status).toBe('pending_payment');
      expect(statusesOf(unchanged)).toEqual(['pending_payment']);
      expect(unchanged.reservedUntil).toBe(order.reservedUntil);
      expect(await stockOf(product.id)).toBe(4);
      expect(mailsTo(intruder.email)).toHaveLength(0);
      expect(mailsTo(shopper.email)).toHaveLength(0);
    });
  });

  describe('cancelling', () => {
    it('cancels an unpaid order: stock back, lines back in the cart', async () => {
      const { product, shopper, order } = await placedOrder({ stock: 6, quantity: 3 });
      expect(await stockOf(product.id)).toBe(3);
      expect((await shopper.cart()).items).toEqual([]);

      const response = await shopper.cancel(order.number);

      expect(response.statusCode, response.body).toBe(200);
      const cancelled = response.json<{ order: Order }>().order;
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.reservedUntil).toBeNull();
      expect(statusesOf(cancelled)).toEqual(['pending_payment', 'cancelled']);
      expect(await stockOf(product.id)).toBe(6);
      expect((await shopper.cart()).items.map((line) => [line.productId, line.quantity])).toEqual([
        [product.id, 3],
      ]);

      // Cancelled is final: neither paid nor cancelled again.
      expectRefusal(await shopper.cancel(order.number), 412, 'not-payable');
      expectRefusal(await shopper.pay(order.number), 412, 'not-payable');
      expect(await stockOf(product.id)).toBe(6);
    });

    it('refuses to cancel a paid order', async () => {
      const { product, shopper, order } = await placedOrder({ stock: 6 });
      await shopper.payOk(order.number);

      const response = await shopper.cancel(order.number);

      const error = expectRefusal(response, 412, 'not-payable');
      expect(error.code).toBe('failed-precondition');
      expect((await shopper.order(order.number)).status).toBe('paid');
      expect(await stockOf(product.id)).toBe(5);
      expect((await shopper.cart()).items).toEqual([]);
    });
  });

  describe('the hold on the stock of an unpaid order', () => {
    const sweepContext = (): OrdersContext => ({
      db: t.db,
      provider: createTestProvider(),
      mailer: outbox,
      publicUrl: t.config.publicUrl,
      log: t.app.log,
    });

    async function expireHold(number: string): Promise<void> {
      await t.db
        .update(orders)
        .set({ reservedUntil: new Date(Date.now() - 60_000) })
        .where(eq(orders.number, number));
    }

    it('gives the stock back when the hold ran out; paying later takes it again', async () => {
      const { product, shopper, order } = await placedOrder({ stock: 5, quantity: 2 });
      await expireHold(order.number);

      await releaseExpiredReservations(sweepContext());

      expect(await stockOf(product.id)).toBe(5);
      const released = await shopper.order(order.number);
      expect(released.status).toBe('pending_payment');
      expect(released.reservedUntil).toBeNull();
      // A second sweep gives nothing back twice.
      await releaseExpiredReservations(sweepContext());
      expect(await stockOf(product.id)).toBe(5);

      const paid = await shopper.payOk(order.number);
      expect(paid.payment.cardLast4).toBe('4242');
      expect(await stockOf(product.id)).toBe(3);
    });

    it('leaves a live hold alone', async () => {
      const { product } = await placedOrder({ stock: 5, quantity: 2 });
      await releaseExpiredReservations(sweepContext());
      expect(await stockOf(product.id)).toBe(3);
    });

    it('answers out-of-stock to a late payment when someone else bought the stock', async () => {
      const { product, shopper, order } = await placedOrder({ stock: 1 });
      await expireHold(order.number);
      await releaseExpiredReservations(sweepContext());
      expect(await stockOf(product.id)).toBe(1);

      const other = await newShopper();
      await other.addToCart(product.id, 1);
      await other.checkout();
      expect(await stockOf(product.id)).toBe(0);

      const late = await shopper.pay(order.number);

      const error = expectRefusal(late, 412, 'out-of-stock');
      expect(error.details).toMatchObject({ productId: product.id, available: 0 });
      expect((await shopper.order(order.number)).status).toBe('pending_payment');
      expect(await stockOf(product.id)).toBe(0);
      expect(mailsTo(shopper.email)).toHaveLength(0);
    });
  });

  describe('the customer’s orders', () => {
    it('lists only the customer’s own orders, newest first, 10 a page', async () => {
      const product = await newProduct({ priceCents: 1_000, stock: 50 });
      const shopper = await newShopper();
      const neighbour = await newShopper();
      const placed: Order[] = [];
      for (let i = 1; i <= 11; i++) {
        await shopper.addToCart(product.id, i === 11 ? 2 : 1);
        const response = await shopper.place(i === 11 ? 2_000 : 1_000);
        expect(response.statusCode, response.body).toBe(201);
        placed.push(response.json<{ order: Order }>().order);
      }
      await neighbour.addToCart(product.id, 1);
      const theirs = await neighbour.checkout();

      const first = await shopper.list();
      expect(first.page).toBe(1);
      expect(first.total).toBe(11);
      expect(first.pageCount).toBe(2);
      const newestFirst = [...placed].reverse().map((order) => order.number);
      expect(first.orders.map((order) => order.number)).toEqual(newestFirst.slice(0, 10));
      expect(first.orders[0]).toEqual({
        id: placed[10]?.id,
        number: placed[10]?.number,
        status: 'pending_payment',
        createdAt: placed[10]?.createdAt,
        totalCents: 2_000,
        itemCount: 2,
      });

      const second = await shopper.list(2);
      expect(second.page).toBe(2);
      expect(second.pageCount).toBe(2);
      expect(second.orders.map((order) => order.number)).toEqual([placed[0]?.number]);

      const all = [...first.orders, ...second.orders].map((order) => order.number);
      expect(all).not.toContain(theirs.number);
      expect((await neighbour.list()).orders.map((order) => order.number)).toEqual([theirs.number]);
    });

    it('reads an order by its number typed in lower case', async () => {
      const { shopper, order } = await placedOrder();
      const response = await shopper.get(order.number.toLowerCase());
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ order: Order }>().order.number).toBe(order.number);
      expect((await shopper.get('VT-2000-999999')).statusCode).toBe(404);
      expect((await shopper.get('non-un-numero')).statusCode).toBe(400);
    });
  });

  describe('returns', () => {
    async function deliver(number: string, daysAgo: number): Promise<void> {
      await t.db
        .update(orders)
        .set({ status: 'delivered', deliveredAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(orders.number, number));
    }

    it('records a return request once for an order delivered yesterday', async () => {
      const { shopper, order } = await placedOrder();
      await shopper.payOk(order.number);

      const notDelivered = await shopper.requestReturn(order.number);
      expectRefusal(notDelivered, 412, 'return-not-allowed');
      expect((await shopper.order(order.number)).returnRequestedAt).toBeNull();

      await deliver(order.number, 1);
      expect((await shopper.order(order.number)).canRequestReturn).toBe(true);
      const before = Date.now();
      const response = await shopper.requestReturn(order.number, '  Taglia sbagliata ');
      expect(response.statusCode, response.body).toBe(200);
      const returned = response.json<{ order: Order }>().order;
      expect(Date.parse(returned.returnRequestedAt ?? '')).toBeGreaterThanOrEqual(before - 1_000);
      expect(returned.canRequestReturn).toBe(false);
      expect((await orderRow(order.number)).returnReason).toBe('Taglia sbagliata');

      const second = await shopper.requestReturn(order.number);
      expect(second.statusCode).toBe(412);
      expect(second.json().error.message).toBe(ORDER_MESSAGES.returnAlreadyRequested);
      expect((await shopper.order(order.number)).returnRequestedAt).toBe(
        returned.returnRequestedAt,
      );
    });

    it('refuses a return 20 days after delivery', async () => {
      const { shopper, order } = await placedOrder();
      await shopper.payOk(order.number);
      await deliver(order.number, 20);

      const response = await shopper.requestReturn(order.number);

      expect(response.statusCode).toBe(412);
      expect(response.json().error.message).toBe(ORDER_MESSAGES.returnNotAllowed);
      expect((await shopper.order(order.number)).returnRequestedAt).toBeNull();
    });
  });

  describe('limits per customer', () => {
    it('refuses a 21st order request and a 21st payment attempt within an hour', async () => {
      const product = await newProduct({ priceCents: 2_500, stock: 10 });
      const shopper = await newShopper();
      await shopper.addToCart(product.id, 1);
      const order = await shopper.checkout({ idempotencyKey: 'the-same-key-every-time' });
      // The first request above counted; 19 retries of it are still answered.
      for (let attempt = 2; attempt <= 20; attempt += 1) {
        const retry = await shopper.place(2_500, { idempotencyKey: 'the-same-key-every-time' });
        expect(retry.statusCode, retry.body).toBe(200);
      }
      const refused = await shopper.place(2_500, { idempotencyKey: 'the-same-key-every-time' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();

      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const declined = await shopper.pay(order.number, card(CARDS.declined));
        expect(declined.statusCode, declined.body).toBe(412);
      }
      const blocked = await shopper.pay(order.number, card(CARDS.visa));
      expect(blocked.statusCode).toBe(429);
      const stored = (await shopper.get(order.number)).json<{ order: Order }>().order;
      expect(stored.status).toBe('pending_payment');
    });
  });

  describe('/api/orders/track', () => {
    const track = (payload: object, ip: string) =>
      injectAs(t.app, null, {
        method: 'POST',
        url: '/api/orders/track',
        payload,
        remoteAddress: ip,
      });

    it('answers the status for the right number and email, and nothing else', async () => {
      const { shopper, order } = await placedOrder();
      const ip = newIp();

      const response = await track(
        { number: order.number.toLowerCase(), email: shopper.email.toUpperCase() },
        ip,
      );

      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['number', 'status', 'updatedAt']);
      expect(body).toMatchObject({ number: order.number, status: 'pending_payment' });
      expect(Number.isNaN(Date.parse(body.updatedAt))).toBe(false);

      await shopper.payOk(order.number);
      const paid = await track({ number: order.number, email: shopper.email }, ip);
      expect(paid.json().status).toBe('paid');
    });

    it('answers 404 for a wrong email or an unknown number, 400 for a malformed number', async () => {
      const { shopper, order } = await placedOrder();
      const other = await newShopper();
      const ip = newIp();

      for (const payload of [
        { number: order.number, email: other.email },
        { number: 'VT-2000-999999', email: shopper.email },
      ]) {
        const response = await track(payload, ip);
        expect(response.statusCode, JSON.stringify(payload)).toBe(404);
        expect(response.json().error).toEqual({
          code: 'not-found',
          message: ORDER_MESSAGES.trackNotFound,
        });
      }
      const malformed = await track({ number: 'ordine 12', email: shopper.email }, ip);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.fields).toEqual({ number: ORDER_MESSAGES.numberInvalid });
    });

    it('refuses the 21st look-up from one address within 10 minutes', async () => {
      const ip = newIp();
      const payload = { number: 'VT-2000-999999', email: 'qualcuno@example.it' };
      for (let i = 1; i <= 20; i++) {
        const response = await track(payload, ip);
        expect(response.statusCode, `request ${i}`).toBe(404);
      }
      const refused = await track(payload, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('resource-exhausted');
      // Another address is still answered.
      expect((await track(payload, newIp())).statusCode).toBe(404);
    });
  });
});
