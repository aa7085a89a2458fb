import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/messages';
import { registerErrorHandler } from '../../plugins/error-handler';
import {
  signStripeWebhook,
  startStripeDouble,
  stripeDoubleConfig,
  type StripeDouble,
} from '../../test/stripe-double';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe-webhook.routes';
import { createStripeProvider } from './stripe.provider';

let double: StripeDouble;
let provider: PaymentProvider;
let app: FastifyInstance;
const handleEvent = vi.fn<(event: PaymentEvent) => Promise<void>>();

beforeAll(async () => {
  double = await startStripeDouble();
  provider = createStripeProvider(stripeDoubleConfig(double));
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  stripeWebhookRoutes(app, { provider, handleEvent });
  // Another JSON route of the same app: the webhook's raw body parser must not reach it.
  app.post('/api/echo', async (request) => ({ body: request.body }));
  await app.ready();
});
beforeEach(() => {
  handleEvent.mockReset();
  handleEvent.mockResolvedValue(undefined);
});
afterAll(async () => {
  await app?.close();
  await double?.close();
});

/** A paid order's payment_intent.succeeded event, signed as Stripe signs it. */
async function succeededEvent() {
  const started = await provider.pay(
    {
      id: 'order-1',
      number: 'VT-2026-000001',
      totalCents: 4_990,
      email: 'mario.rossi@example.com',
      paymentReference: null,
    },
    null,
  );
  if (started.kind !== 'requires-action') throw new Error(`unexpected ${started.kind}`);
  double.succeed(started.reference, { brand: 'visa', last4: '4242' });
  const payload = double.paymentIntentEvent('payment_intent.succeeded', started.reference);
  return { payload, reference: started.reference, ...signStripeWebhook(payload) };
}

const post = (body: string, signature: string | undefined) =>
  app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      // As Stripe sends it.
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload: body,
  });

describe('POST /api/payments/stripe/webhook', () => {
  it('hands a verified event to the orders once and acknowledges it', async () => {
    const { payload, reference, body, signature } = await succeededEvent();

    const response = await post(body, signature);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(handleEvent).toHaveBeenCalledTimes(1);
    expect(handleEvent).toHaveBeenCalledWith({
      id: payload.id,
      kind: 'succeeded',
      reference,
      orderId: 'order-1',
      amountCents: 4_990,
      cardBrand: null,
      cardLast4: null,
    });
  });

  it('refuses a bad signature with 400 and does nothing', async () => {
    const { payload, body } = await succeededEvent();
    const forged = signStripeWebhook(payload, { secret: 'whsec_someone_else' });

    for (const signature of [forged.signature, undefined]) {
      const response = await post(body, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid-argument', message: ERROR_MESSAGES['invalid-argument'] },
      });
    }
    expect(handleEvent).not.toHaveBeenCalled();
  });

  it('refuses a body changed after signing', async () => {
    const { body, signature } = await succeededEvent();

    const response = await post(
      body.replace('"amount_received":4990', '"amount_received":1'),
      signature,
    );

    expect(response.statusCode).toBe(400);
    expect(handleEvent).not.toHaveBeenCalled();
  });

  it('answers 500 when the event could not be applied, so that Stripe sends it again', async () => {
    const { body, signature } = await succeededEvent();
    handleEvent.mockRejectedValue(new Error('database down'));

    const response = await post(body, signature);

    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('internal');
  });

  it('leaves the JSON parsing of every other route as it was', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ quantity: 2 }),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: { quantity: 2 } });
  });
});
