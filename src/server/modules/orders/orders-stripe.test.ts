import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout.messages';
import { SESSION_TTL_MS } from '../../../domain/constants';
import type { PayOrderResponse } from '../../../domain/checkout/checkout.schema';
import type { Order } from '../../../domain/orders/order.schema';
import { orders, products } from '../../db/schema';
import {
  signStripeWebhook,
  startStripeDouble,
  STRIPE_DOUBLE_KEYS,
  stripeDoubleConfig,
  type StripeDouble,
} from '../../test/stripe-double';
import { createUser, injectAs, setupTestApp } from '../../test/helper';
import { capturingMailer } from '../auth/accounts-test-app';
import { createSession } from '../auth/session.repository';
import { STRIPE_WEBHOOK_PATH } from '../payments/stripe-webhook.routes';
import { createStripeProvider } from '../payments/stripe.provider';
import { releaseExpiredReservations, type OrdersContext } from './orders.service';

const MILAN_ADDRESS = {
  fullName: 'Mario Rossi',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  phone: '333 123 4567',
};

/** A built browser app of one page, so that a page answer (and its CSP) can be read. */
const webDir = mkdtempSync(path.join(tmpdir(), 'vetrina-web-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="it"><head><title>Vetrina</title></head><body></body></html>',
);

const statusesOf = (order: Order) => order.history.map((entry) => entry.status);

describe('orders paid by Stripe (against the local Stripe double)', () => {
  let double: StripeDouble;
  // Filled before the app is built: setupTestApp reads its environment in its own beforeAll,
  // which runs after this one, once the double's address is known.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    double = await startStripeDouble();
    const stripe = stripeDoubleConfig(double);
    Object.assign(env, {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: double.url,
    });
  });
  afterAll(async () => {
    await double?.close();
  });

  const outbox = capturingMailer();
  const t = setupTestApp({ env, mailer: outbox, webDir });

  beforeEach(() => {
    outbox.sent.length = 0;
  });
  afterEach(() => {
    double.failWith('none');
  });

  async function newProduct(values: { priceCents: number; stock: number }) {
    const suffix = randomBytes(4).toString('hex');
    const [row] = await t.db
      .insert(products)
      .values({
        name: `Prodotto di prova ${suffix}`,
        slug: `prodotto-prova-${suffix}`,
        priceCents: values.priceCents,
        stock: values.stock,
        isVisible: true,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('product not inserted');
    return { id: row.id };
  }

  async function stockOf(productId: number): Promise<number> {
    const [row] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    return row?.stock ?? Number.NaN;
  }

  /** A logged-in shopper with an order placed for one product (not paid yet). */
  async function placedOrder(values: { priceCents?: number; stock?: number } = {}) {
    const priceCents = values.priceCents ?? 34_900;
    const product = await newProduct({ priceCents, stock: values.stock ?? 10 });
    const user = await createUser(t.db);
    const { token } = await createSession(t.db, user.id, SESSION_TTL_MS);
    const call = (options: InjectOptions) => injectAs(t.app, token, options);
    await call({
      method: 'POST',
      url: '/api/cart/items',
      payload: { productId: product.id, quantity: 1 },
    });
    const placed = await call({
      method: 'POST',
      url: '/api/orders',
      payload: {
        idempotencyKey: randomUUID(),
        address: MILAN_ADDRESS,
        shippingMethod: 'standard',
        expectedTotalCents: priceCents,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ order: Order }>().order;
    const shopper = {
      email: user.email,
      call,
      pay: () =>
        call({
          method: 'POST',
          url: `/api/orders/${order.number}/payment`,
          payload: { provider: 'stripe' },
        }),
      refresh: () => call({ method: 'POST', url: `/api/orders/${order.number}/payment/refresh` }),
      order: async () => {
        const response = await call({ url: `/api/orders/${order.number}` });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ order: Order }>().order;
      },
    };
    return { product, order, shopper };
  }

  /** Starts the payment: 200 with a client secret expected; answers the PaymentIntent id. */
  async function startPayment(shopper: { pay: () => Promise<LightMyRequestResponse> }) {
    const response = await shopper.pay();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PayOrderResponse>();
    const clientSecret = body.stripe?.clientSecret ?? '';
    const intent = double.paymentIntents().find((pi) => pi.client_secret === clientSecret);
    if (!intent) throw new Error('no PaymentIntent with the answered client secret');
    return { body, intentId: intent.id };
  }

  const creationsFor = (orderId: string) =>
    double.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/payment_intents' &&
        request.params['metadata[orderId]'] === orderId,
    );

  const mailsTo = (email: string) => outbox.sent.filter((mail) => mail.to === email);

  /** A webhook call as Stripe makes it: no cookie, no CSRF header, the raw signed body. */
  const deliver = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload: body,
    });

  it('tells the browser to use Stripe, with the publishable key', async () => {
    const { shopper } = await placedOrder();
    const response = await shopper.call({ url: '/api/checkout/payment-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'stripe',
      publishableKey: STRIPE_DOUBLE_KEYS.publishableKey,
    });
  });

  it("lets Stripe's origins into the Content-Security-Policy of a page", async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    const directives = new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(directives.get('script-src')).toContain('https://js.stripe.com');
    expect(directives.get('frame-src')).toContain('https://js.stripe.com');
    expect(directives.get('connect-src')).toContain('https://api.stripe.com');
  });

  it('creates one PaymentIntent for the order total and reuses it when paying again', async () => {
    const { order, shopper, product } = await placedOrder({ priceCents: 34_900, stock: 3 });

    const { body, intentId } = await startPayment(shopper);

    expect(body.order.status).toBe('pending_payment');
    expect(body.order.payment.paidAt).toBeNull();
    expect(body.stripe?.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(creationsFor(order.id)).toHaveLength(1);
    const intent = double.paymentIntent(intentId);
    expect(intent.amount).toBe(order.totalCents);
    expect(intent.amount).toBe(34_900);
    expect(intent.currency).toBe('eur');
    expect(intent.metadata).toMatchObject({ orderId: order.id, orderNumber: order.number });
    expect(await stockOf(product.id)).toBe(2);

    const again = await startPayment(shopper);
    expect(again.intentId).toBe(intentId);
    expect(again.body.stripe?.clientSecret).toBe(body.stripe?.clientSecret);
    expect(creationsFor(order.id)).toHaveLength(1);
    expect(double.paymentIntents().filter((pi) => pi.metadata.orderId === order.id)).toHaveLength(
      1,
    );
    expect(mailsTo(shopper.email)).toHaveLength(0);
  });

  it('creates one PaymentIntent for two simultaneous payment requests', async () => {
    const { order, shopper } = await placedOrder();

    const answers = await Promise.all([shopper.pay(), shopper.pay()]);

    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const secrets = answers.map((answer) => answer.json<PayOrderResponse>().stripe?.clientSecret);
    expect(secrets[0]).toBeTruthy();
    expect(secrets[1]).toBe(secrets[0]);
    expect(double.paymentIntents().filter((pi) => pi.metadata.orderId === order.id)).toHaveLength(
      1,
    );
  });

  it('answers a refused card after the browser returns, and lets the customer try again', async () => {
    const { shopper, product } = await placedOrder({ stock: 3 });
    const { body, intentId } = await startPayment(shopper);
    double.decline(intentId, 'insufficient_funds');

    const refused = await shopper.refresh();

    expect(refused.statusCode, refused.body).toBe(412);
    expect(refused.json().error.details).toEqual({ reason: 'insufficient_funds' });
    const unpaid = await shopper.order();
    expect(unpaid.status).toBe('pending_payment');
    expect(await stockOf(product.id)).toBe(3);

    // Another card: the same PaymentIntent, the stock held again, then paid.
    const retry = await startPayment(shopper);
    expect(retry.intentId).toBe(intentId);
    expect(retry.body.stripe?.clientSecret).toBe(body.stripe?.clientSecret);
    expect(await stockOf(product.id)).toBe(2);
    double.succeed(intentId, { brand: 'visa', last4: '4242' });
    const paid = await shopper.refresh();
    expect(paid.json<{ order: Order }>().order.status).toBe('paid');
    expect(await stockOf(product.id)).toBe(2);
    expect(mailsTo(shopper.email)).toHaveLength(1);
  });

  it('cancels the PaymentIntent of an expired hold and starts a new one on the next payment', async () => {
    const { order, shopper, product } = await placedOrder({ stock: 3 });
    const first = await startPayment(shopper);
    await t.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    const context: OrdersContext = {
      db: t.db,
      provider: createStripeProvider(stripeDoubleConfig(double)),
      mailer: outbox,
      publicUrl: t.config.publicUrl,
      log: t.app.log,
    };

    await releaseExpiredReservations(context);

    expect(await stockOf(product.id)).toBe(3);
    expect(double.paymentIntent(first.intentId).status).toBe('canceled');
    expect((await shopper.order()).status).toBe('pending_payment');

    const second = await startPayment(shopper);
    expect(second.intentId).not.toBe(first.intentId);
    expect(double.paymentIntent(second.intentId).amount).toBe(order.totalCents);
    expect(await stockOf(product.id)).toBe(2);
    double.succeed(second.intentId, { brand: 'visa', last4: '4242' });
    expect((await shopper.refresh()).json<{ order: Order }>().order.status).toBe('paid');
  });

  it('refuses a test card payment while Stripe is the provider', async () => {
    const { order, shopper } = await placedOrder();
    const response = await shopper.call({
      method: 'POST',
      url: `/api/orders/${order.number}/payment`,
      payload: {
        provider: 'test',
        card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      provider: CHECKOUT_MESSAGES.paymentMethodChanged,
    });
    expect(creationsFor(order.id)).toHaveLength(0);
    expect((await shopper.order()).status).toBe('pending_payment');
  });

  it('marks the order paid when the browser returns after Stripe took the money', async () => {
    const { order, shopper, product } = await placedOrder({ stock: 3 });
    const { intentId } = await startPayment(shopper);

    // Before the bank answers, a refresh leaves the order waiting.
    const early = await shopper.refresh();
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json<{ order: Order }>().order.status).toBe('pending_payment');

    double.succeed(intentId, { brand: 'visa', last4: '4242' });
    const response = await shopper.refresh();

    expect(response.statusCode, response.body).toBe(200);
    const paid = response.json<{ order: Order }>().order;
    expect(paid.status).toBe('paid');
    expect(paid.payment).toMatchObject({
      provider: 'stripe',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(paid.payment.paidAt).not.toBeNull();
    expect(statusesOf(paid)).toEqual(['pending_payment', 'paid']);
    expect(await stockOf(product.id)).toBe(2);
    const mails = mailsTo(shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(order.number);

    // The webhook of the same payment, arriving afterwards, changes nothing and sends no mail.
    const event = double.paymentIntentEvent('payment_intent.succeeded', intentId);
    const { body, signature } = signStripeWebhook(event);
    expect((await deliver(body, signature)).statusCode).toBe(200);
    expect(statusesOf(await shopper.order())).toEqual(['pending_payment', 'paid']);
    expect(mailsTo(shopper.email)).toHaveLength(1);
  });

  it('marks the order paid by a signed webhook, once for a repeated delivery', async () => {
    const { order, shopper, product } = await placedOrder({ stock: 3 });
    const { intentId } = await startPayment(shopper);
    double.succeed(intentId, { brand: 'mastercard', last4: '4444' });
    const event = double.paymentIntentEvent('payment_intent.succeeded', intentId);
    const { body, signature } = signStripeWebhook(event);

    // Stripe sends neither the session cookie nor the CSRF header: the route is exempt.
    const first = await deliver(body, signature);

    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const paid = await shopper.order();
    expect(paid.status).toBe('paid');
    expect(paid.payment).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444' });
    expect(statusesOf(paid)).toEqual(['pending_payment', 'paid']);
    expect(mailsTo(shopper.email)).toHaveLength(1);
    expect(mailsTo(shopper.email)[0]?.subject).toContain(order.number);

    const repeated = await deliver(body, signature);

    expect(repeated.statusCode).toBe(200);
    expect(statusesOf(await shopper.order())).toEqual(['pending_payment', 'paid']);
    expect(mailsTo(shopper.email)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(2);
  });

  it('refuses a webhook with a bad signature with 400 and changes nothing', async () => {
    const { shopper } = await placedOrder();
    const { intentId } = await startPayment(shopper);
    double.succeed(intentId, { brand: 'visa', last4: '4242' });
    const event = double.paymentIntentEvent('payment_intent.succeeded', intentId);
    const forged = signStripeWebhook(event, { secret: 'whsec_someone_else' });

    const response = await deliver(forged.body, forged.signature);

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid-argument');
    const unpaid = await shopper.order();
    expect(unpaid.status).toBe('pending_payment');
    expect(statusesOf(unpaid)).toEqual(['pending_payment']);
    expect(mailsTo(shopper.email)).toHaveLength(0);

    // The event was not taken as seen: Stripe's own, correctly signed delivery still counts.
    const genuine = signStripeWebhook(event);
    expect((await deliver(genuine.body, genuine.signature)).statusCode).toBe(200);
    expect((await shopper.order()).status).toBe('paid');
  });

  it('gives the stock back when Stripe reports the payment failed', async () => {
    const { shopper, product } = await placedOrder({ stock: 3 });
    const { intentId } = await startPayment(shopper);
    expect(await stockOf(product.id)).toBe(2);
    double.decline(intentId, 'insufficient_funds');
    const { body, signature } = signStripeWebhook(
      double.paymentIntentEvent('payment_intent.payment_failed', intentId),
    );

    expect((await deliver(body, signature)).statusCode).toBe(200);

    const unpaid = await shopper.order();
    expect(unpaid.status).toBe('pending_payment');
    expect(unpaid.reservedUntil).toBeNull();
    expect(await stockOf(product.id)).toBe(3);
  });

  it('cancels the PaymentIntent of an order the customer cancels', async () => {
    const { order, shopper } = await placedOrder();
    const { intentId } = await startPayment(shopper);

    const response = await shopper.call({
      method: 'POST',
      url: `/api/orders/${order.number}/cancel`,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ order: Order }>().order.status).toBe('cancelled');
    expect(double.paymentIntent(intentId).status).toBe('canceled');
  });

  for (const failure of ['server-error', 'close-connection'] as const) {
    it(`answers 503 and keeps the order waiting when Stripe fails (${failure})`, async () => {
      const { order, shopper } = await placedOrder();
      double.failWith(failure);

      const response = await shopper.pay();

      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().error).toMatchObject({
        code: 'unavailable',
        message: CHECKOUT_MESSAGES.providerUnavailable,
        details: { reason: 'payment-provider' },
      });
      double.failWith('none');
      const waiting = await shopper.order();
      expect(waiting.status).toBe('pending_payment');
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.paymentReference).toBeNull();

      // Once Stripe answers again, the payment starts normally.
      const { body } = await startPayment(shopper);
      expect(body.stripe?.clientSecret).toBeTruthy();
    });
  }
});
