import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CardDecline } from '../../../domain/orders/test-card.rules';
import {
  signStripeWebhook,
  startStripeDouble,
  STRIPE_DOUBLE_KEYS,
  stripeDoubleConfig,
  type StripeDouble,
} from '../../test/stripe-double';
import {
  InvalidWebhookSignatureError,
  PaymentProviderUnavailableError,
  RefundRefusedError,
  type PayableOrder,
  type PaymentProvider,
} from './payment-provider';
import { createStripeProvider } from './stripe.provider';

let double: StripeDouble;
let provider: PaymentProvider;

beforeAll(async () => {
  double = await startStripeDouble();
  provider = createStripeProvider(stripeDoubleConfig(double));
});
afterEach(() => double.failWith('none'));
afterAll(() => double.close());

function newOrder(totalCents = 12_990): PayableOrder {
  const id = randomUUID();
  return {
    id,
    number: `VT-2026-${id.slice(0, 6)}`,
    totalCents,
    email: 'mario.rossi@example.com',
    paymentReference: null,
  };
}

/** The creations the double received for one order. */
const creationsFor = (order: PayableOrder) =>
  double.requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === '/v1/payment_intents' &&
      request.params['metadata[orderId]'] === order.id,
  );

/** Pays an order for the first time and returns the PaymentIntent's id. */
async function startPayment(order: PayableOrder): Promise<string> {
  const result = await provider.pay(order, null);
  if (result.kind !== 'requires-action') throw new Error(`unexpected ${result.kind}`);
  return result.reference;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Stripe provider: paying an order', () => {
  it('creates a PaymentIntent for the order total in euros, cards only, and hands back its client secret', async () => {
    const order = newOrder(12_990);

    const result = await provider.pay(order, null);

    expect(provider.kind).toBe('stripe');
    expect(provider.publishableKey).toBe(STRIPE_DOUBLE_KEYS.publishableKey);
    expect(result).toEqual({
      kind: 'requires-action',
      reference: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringContaining('_secret_'),
    });
    const [creation, ...more] = creationsFor(order);
    expect(more).toEqual([]);
    expect(creation?.params).toEqual({
      amount: '12990',
      currency: 'eur',
      'allowed_payment_method_types[0]': 'card',
      'metadata[orderId]': order.id,
      'metadata[orderNumber]': order.number,
    });
    expect(creation?.idempotencyKey).toBe(`vetrina-order-${order.id}-12990`);
  });

  it('continues with the same PaymentIntent when the order is paid again', async () => {
    const order = newOrder();
    const reference = await startPayment(order);

    const again = await provider.pay({ ...order, paymentReference: reference }, null);

    expect(again).toMatchObject({ kind: 'requires-action', reference });
    expect(creationsFor(order)).toHaveLength(1);
    expect(
      double.paymentIntents().filter((intent) => intent.metadata.orderId === order.id),
    ).toHaveLength(1);
  });

  it('gets the same PaymentIntent back when a creation is repeated before its reference was saved', async () => {
    const order = newOrder();

    const first = await provider.pay(order, null);
    const second = await provider.pay(order, null);

    expect(second).toEqual(first);
    const keys = creationsFor(order).map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(
      double.paymentIntents().filter((intent) => intent.metadata.orderId === order.id),
    ).toHaveLength(1);
  });

  it('uses another idempotency key for another amount', async () => {
    const order = newOrder(5_000);
    const first = await startPayment(order);
    const second = await startPayment({ ...order, totalCents: 5_990 });

    expect(second).not.toBe(first);
    expect(double.paymentIntent(second).amount).toBe(5_990);
  });

  it('replaces a cancelled PaymentIntent with a new one under a new key', async () => {
    const order = newOrder();
    const cancelled = await startPayment(order);
    double.setStatus(cancelled, 'canceled');

    const result = await provider.pay({ ...order, paymentReference: cancelled }, null);

    expect(result.kind).toBe('requires-action');
    const replacement = result.kind === 'requires-action' ? result.reference : '';
    expect(replacement).not.toBe(cancelled);
    expect(double.paymentIntent(replacement)).toMatchObject({
      amount: order.totalCents,
      status: 'requires_payment_method',
      metadata: { orderId: order.id },
    });
    const keys = creationsFor(order).map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('answers a paid order as succeeded with the card brand and last 4 digits', async () => {
    const order = newOrder();
    const reference = await startPayment(order);
    double.succeed(reference, { brand: 'visa', last4: '4242' });

    const expected = { kind: 'succeeded', reference, cardBrand: 'visa', cardLast4: '4242' };
    expect(await provider.pay({ ...order, paymentReference: reference }, null)).toEqual(expected);
    expect(await provider.status(reference)).toEqual(expected);
    expect(creationsFor(order)).toHaveLength(1);
  });
});

describe('Stripe provider: the state of a started payment', () => {
  it('asks the browser to act while Stripe waits for a card, a confirmation or 3-D Secure', async () => {
    const reference = await startPayment(newOrder());
    const clientSecret = double.paymentIntent(reference).client_secret;

    expect(await provider.status(reference)).toEqual({
      kind: 'requires-action',
      reference,
      clientSecret,
    });
    for (const status of ['requires_confirmation', 'requires_action'] as const) {
      double.setStatus(reference, status);
      expect(await provider.status(reference)).toEqual({
        kind: 'requires-action',
        reference,
        clientSecret,
      });
    }
  });

  it('answers processing while the bank has not answered', async () => {
    const order = newOrder();
    const reference = await startPayment(order);
    double.setStatus(reference, 'processing');

    expect(await provider.status(reference)).toEqual({ kind: 'processing', reference });
    expect(await provider.pay({ ...order, paymentReference: reference }, null)).toEqual({
      kind: 'processing',
      reference,
    });
  });

  for (const reason of ['card_declined', 'insufficient_funds', 'expired_card'] as const) {
    it(`reports a refusal for ${reason} and lets the order be paid with another card`, async () => {
      const order = newOrder();
      const reference = await startPayment(order);
      double.decline(reference, reason satisfies CardDecline);

      expect(await provider.status(reference)).toEqual({ kind: 'declined', reason, reference });
      expect(await provider.pay({ ...order, paymentReference: reference }, null)).toMatchObject({
        kind: 'requires-action',
        reference,
      });
    });
  }

  it('lets an unknown reference fail as a programming error, not as an outage', async () => {
    const failure = await provider.status('pi_unknown').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PaymentProviderUnavailableError);
  });
});

describe('Stripe provider: cancelling', () => {
  it('cancels a payment that has not completed', async () => {
    const reference = await startPayment(newOrder());
    await provider.cancel(reference);
    expect(double.paymentIntent(reference).status).toBe('canceled');
  });

  it('does nothing to a payment that already succeeded or was already cancelled', async () => {
    const paid = await startPayment(newOrder());
    double.succeed(paid, { brand: 'mastercard', last4: '4444' });
    const cancelled = await startPayment(newOrder());
    await provider.cancel(cancelled);

    await expect(provider.cancel(paid)).resolves.toBeUndefined();
    await expect(provider.cancel(cancelled)).resolves.toBeUndefined();
    expect(double.paymentIntent(paid).status).toBe('succeeded');
    expect(double.paymentIntent(cancelled).status).toBe('canceled');
  });
});

describe('Stripe provider: refunds', () => {
  const refundsOf = (reference: string) =>
    double.refunds().filter((refund) => refund.payment_intent === reference);

  it('refunds part of a payment, then the rest, and refuses more than was paid', async () => {
    const reference = await startPayment(newOrder(10_000));
    double.succeed(reference, { brand: 'visa', last4: '4242' });

    const first = await provider.refund(reference, 2_500, `refund-${reference}-0`);
    const second = await provider.refund(reference, 7_500, `refund-${reference}-2500`);
    expect(first).toMatch(/^re_/);
    expect(second).not.toBe(first);
    expect(refundsOf(reference).map((refund) => refund.amount)).toEqual([2_500, 7_500]);

    await expect(provider.refund(reference, 1, `refund-${reference}-10000`)).rejects.toBeInstanceOf(
      RefundRefusedError,
    );
  });

  it('refunds once when the same refund is asked twice (its idempotency key)', async () => {
    const reference = await startPayment(newOrder(5_000));
    double.succeed(reference, { brand: 'visa', last4: '4242' });
    const key = `refund-${reference}-0`;
    const first = await provider.refund(reference, 1_000, key);
    const again = await provider.refund(reference, 1_000, key);
    expect(again).toBe(first);
    expect(refundsOf(reference)).toHaveLength(1);
  });

  it('refuses to refund a payment that never succeeded, and reports an outage as unavailable', async () => {
    const unpaid = await startPayment(newOrder());
    await expect(provider.refund(unpaid, 100, `refund-${unpaid}-0`)).rejects.toBeInstanceOf(
      RefundRefusedError,
    );

    const paid = await startPayment(newOrder());
    double.succeed(paid, { brand: 'visa', last4: '4242' });
    double.failWith('server-error');
    await expect(provider.refund(paid, 100, `refund-${paid}-0`)).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
    expect(refundsOf(paid)).toHaveLength(0);
  });
});

describe('Stripe provider: Stripe out of reach', () => {
  it('reports a 5xx answer as unavailable, after one retry with the same idempotency key', async () => {
    const order = newOrder();
    double.failWith('server-error');

    await expect(provider.pay(order, null)).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    const attempts = creationsFor(order);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.idempotencyKey).toBe(`vetrina-order-${order.id}-${order.totalCents}`);
    expect(attempts[1]?.idempotencyKey).toBe(attempts[0]?.idempotencyKey);
  });

  it('reports rate limiting and dropped connections as unavailable', async () => {
    const reference = await startPayment(newOrder());
    for (const failure of ['rate-limit', 'close-connection'] as const) {
      double.failWith(failure);
      await expect(provider.status(reference), failure).rejects.toBeInstanceOf(
        PaymentProviderUnavailableError,
      );
      await expect(provider.cancel(reference), failure).rejects.toBeInstanceOf(
        PaymentProviderUnavailableError,
      );
    }
  });

  it('reports a refused connection as unavailable', async () => {
    const port = await freePort();
    const unreachable = createStripeProvider({
      ...stripeDoubleConfig(double),
      apiUrl: `http://127.0.0.1:${port}`,
    });
    await expect(unreachable.pay(newOrder(), null)).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });
});

describe('Stripe provider: webhooks', () => {
  /** A stored PaymentIntent moved on by `change`, then the named event about it, signed. */
  async function signedEvent(type: string, change: (reference: string) => void = () => undefined) {
    const order = newOrder();
    const reference = await startPayment(order);
    change(reference);
    const payload = double.paymentIntentEvent(type, reference);
    return { order, reference, payload, ...signStripeWebhook(payload) };
  }

  it('reads a payment that succeeded', async () => {
    const { order, reference, payload, body, signature } = await signedEvent(
      'payment_intent.succeeded',
      (id) => double.succeed(id, { brand: 'visa', last4: '4242' }),
    );

    expect(provider.parseWebhook(Buffer.from(body), signature)).toEqual({
      id: payload.id,
      kind: 'succeeded',
      reference,
      orderId: order.id,
      amountCents: order.totalCents,
      // Stripe's events do not expand the charge: the card is read with status().
      cardBrand: null,
      cardLast4: null,
    });
  });

  it('reads a refused payment with its reason', async () => {
    const { order, reference, payload, body, signature } = await signedEvent(
      'payment_intent.payment_failed',
      (id) => double.decline(id, 'insufficient_funds'),
    );

    expect(provider.parseWebhook(Buffer.from(body), signature)).toEqual({
      id: payload.id,
      kind: 'failed',
      reference,
      orderId: order.id,
      reason: 'insufficient_funds',
    });
  });

  it('reads a cancelled payment and acknowledges any other event', async () => {
    const cancelled = await signedEvent('payment_intent.canceled', (id) =>
      double.setStatus(id, 'canceled'),
    );
    expect(provider.parseWebhook(Buffer.from(cancelled.body), cancelled.signature)).toEqual({
      id: cancelled.payload.id,
      kind: 'canceled',
      reference: cancelled.reference,
      orderId: cancelled.order.id,
    });

    const other = await signedEvent('payment_intent.created');
    expect(provider.parseWebhook(Buffer.from(other.body), other.signature)).toEqual({
      id: other.payload.id,
      kind: 'ignored',
    });
  });

  it('refuses a body signed with another secret', async () => {
    const { payload } = await signedEvent('payment_intent.succeeded');
    const forged = signStripeWebhook(payload, { secret: 'whsec_someone_else' });

    expect(() => provider.parseWebhook(Buffer.from(forged.body), forged.signature)).toThrow(
      InvalidWebhookSignatureError,
    );
  });

  it('refuses a body changed after it was signed', async () => {
    const { body, signature } = await signedEvent('payment_intent.succeeded', (id) =>
      double.succeed(id, { brand: 'visa', last4: '4242' }),
    );
    const tampered = body.replace('"amount_received":12990', '"amount_received":1');
    expect(tampered).not.toBe(body);

    expect(() => provider.parseWebhook(Buffer.from(tampered), signature)).toThrow(
      InvalidWebhookSignatureError,
    );
  });

  it('refuses a signature older than five minutes, a replay', async () => {
    const { payload } = await signedEvent('payment_intent.succeeded');
    const old = signStripeWebhook(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });

    expect(() => provider.parseWebhook(Buffer.from(old.body), old.signature)).toThrow(
      InvalidWebhookSignatureError,
    );
  });

  it('refuses a call without a signature or with a malformed one', async () => {
    const { body } = await signedEvent('payment_intent.succeeded');

    for (const header of [undefined, '', 'not-a-signature', 't=1,v1=00']) {
      expect(() => provider.parseWebhook(Buffer.from(body), header), String(header)).toThrow(
        InvalidWebhookSignatureError,
      );
    }
  });
});
