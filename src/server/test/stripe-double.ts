import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { CardDecline } from '../../domain/orders/test-card.rules';
import type { StripeConfig } from '../config';

/**
 * A local stand-in for the part of Stripe's API the shop calls (decision 018): PaymentIntents
 * created, read and cancelled, and refunds of them, kept in memory, on 127.0.0.1 at an ephemeral port. The real SDK
 * talks to it through STRIPE_API_URL. Tests move a PaymentIntent on as the browser and the bank
 * would (succeed, decline, 3-D Secure, processing), make the double fail, read what it was
 * asked, and sign webhook bodies as Stripe does.
 */

/** What the double was asked: method, path, the Idempotency-Key and the form (or query) fields. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, string>;
}

/**
 * How the double answers every request until told otherwise: normally, 500 (Stripe's
 * api_error), 429 (rate limited), or by closing the connection without an answer.
 */
export type StripeDoubleFailure = 'none' | 'server-error' | 'rate-limit' | 'close-connection';

export interface StripeDouble {
  /** The base URL to give as STRIPE_API_URL (config.stripe.apiUrl). */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedStripeRequest[];
  /** The stored PaymentIntent as the API would return it (latest_charge not expanded). */
  paymentIntent(id: string): Stripe.PaymentIntent;
  /** All stored PaymentIntents, oldest first. */
  paymentIntents(): Stripe.PaymentIntent[];
  /** The browser confirmed and the bank paid: succeeded, with a charge carrying the card. */
  succeed(id: string, card: { brand: string; last4: string }): Stripe.PaymentIntent;
  /** The browser confirmed and the bank refused, with the codes Stripe's test cards give. */
  decline(id: string, reason: CardDecline): Stripe.PaymentIntent;
  /** Any other state (requires_action for 3-D Secure, processing, canceled, ...). */
  setStatus(id: string, status: Stripe.PaymentIntent.Status): Stripe.PaymentIntent;
  failWith(failure: StripeDoubleFailure): void;
  /** The refunds made, oldest first. */
  refunds(): Stripe.Refund[];
  /** A Stripe event about a stored PaymentIntent, as Stripe would send it to the webhook. */
  paymentIntentEvent(type: string, id: string): StripeEventPayload;
  close(): Promise<void>;
}

export interface StripeEventPayload {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  data: { object: Stripe.PaymentIntent };
}

/** Keys of the right shape for a Stripe configuration pointing at a double. */
export const STRIPE_DOUBLE_KEYS = {
  secretKey: 'sk_test_double',
  publishableKey: 'pk_test_double',
  webhookSecret: 'whsec_double_secret',
} as const;

/** A complete Stripe configuration whose API is the double. */
export function stripeDoubleConfig(double: Pick<StripeDouble, 'url'>): StripeConfig {
  return { ...STRIPE_DOUBLE_KEYS, apiUrl: double.url };
}

/**
 * A webhook call as Stripe makes it: the exact body and its Stripe-Signature header, signed
 * with the SDK's own test helper. `timestamp` in seconds (default now) ages a signature.
 */
export function signStripeWebhook(
  payload: unknown,
  options: { secret?: string; timestamp?: number } = {},
): { body: string; signature: string } {
  const body = JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? STRIPE_DOUBLE_KEYS.webhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { body, signature };
}

/** Stripe's error codes for its declining test cards (stripe.com/docs/testing). */
const DECLINE_ERRORS: Record<CardDecline, { code: string; decline_code: string; message: string }> =
  {
    card_declined: {
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    },
    insufficient_funds: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
    expired_card: {
      code: 'expired_card',
      decline_code: 'expired_card',
      message: 'Your card has expired.',
    },
  };

interface StoredIntent {
  intent: Stripe.PaymentIntent;
  charge: Stripe.Charge | null;
}

interface IdempotentAnswer {
  request: string;
  status: number;
  body: unknown;
}

class DoubleError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, string>,
  ) {
    super(body.message);
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Form or query fields as sent by the SDK: `metadata[orderId]=…`, `expand[0]=…`. */
function readParams(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** The values of an array field (`name[0]`, `name[1]`, or `name[]`), in order. */
function listParam(params: Record<string, string>, name: string): string[] {
  const pattern = new RegExp(`^${name}\\[(\\d*)\\]$`);
  return Object.entries(params)
    .filter(([key]) => pattern.test(key))
    .map(([, value]) => value);
}

/** The entries of a hash field (`name[key]=value`). */
function hashParam(params: Record<string, string>, name: string): Record<string, string> {
  const pattern = new RegExp(`^${name}\\[([^\\]]+)\\]$`);
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    const match = pattern.exec(key);
    if (match?.[1] !== undefined) entries.push([match[1], value]);
  }
  return Object.fromEntries(entries);
}

function invalidRequest(message: string, extra: Record<string, string> = {}): DoubleError {
  return new DoubleError(400, { type: 'invalid_request_error', message, ...extra });
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const stored = new Map<string, StoredIntent>();
  const idempotent = new Map<string, IdempotentAnswer>();
  const requests: RecordedStripeRequest[] = [];
  const refunds: Stripe.Refund[] = [];
  let failure: StripeDoubleFailure = 'none';

  const find = (id: string): StoredIntent => {
    const entry = stored.get(id);
    if (!entry) {
      throw new DoubleError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${id}'`,
      });
    }
    return entry;
  };

  const copy = <T>(value: T): T => structuredClone(value);

  function createIntent(params: Record<string, string>): Stripe.PaymentIntent {
    const amount = Number(params.amount);
    if (!/^\d+$/.test(params.amount ?? '') || amount < 1) {
      throw invalidRequest('Invalid positive integer', { param: 'amount' });
    }
    if (!params.currency) {
      throw invalidRequest('Missing required param: currency.', {
        code: 'parameter_missing',
        param: 'currency',
      });
    }
    const id = randomId('pi');
    const methodTypes = listParam(params, 'allowed_payment_method_types');
    const automatic = params['automatic_payment_methods[enabled]'] === 'true';
    const intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: params.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata: hashParam(params, 'metadata'),
      allowed_payment_method_types: methodTypes.length > 0 ? methodTypes : null,
      payment_method_types: methodTypes.length > 0 ? methodTypes : ['card'],
      automatic_payment_methods: automatic ? { enabled: true } : null,
      latest_charge: null,
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
      created: nowSeconds(),
      livemode: false,
    } as unknown as Stripe.PaymentIntent;
    stored.set(id, { intent, charge: null });
    return intent;
  }

  function answerIntent(entry: StoredIntent, params: Record<string, string>): Stripe.PaymentIntent {
    const answer = copy(entry.intent);
    if (listParam(params, 'expand').includes('latest_charge') && entry.charge) {
      answer.latest_charge = copy(entry.charge);
    }
    return answer;
  }

  function cancelIntent(entry: StoredIntent): Stripe.PaymentIntent {
    const { status } = entry.intent;
    if (status === 'succeeded' || status === 'canceled') {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${status}.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    entry.intent.status = 'canceled';
    entry.intent.canceled_at = nowSeconds();
    entry.intent.last_payment_error = null;
    return entry.intent;
  }

  /** A refund of part or all of a succeeded PaymentIntent, never more than was received. */
  function createRefund(params: Record<string, string>): Stripe.Refund {
    const entry = find(params.payment_intent ?? '');
    const { intent } = entry;
    if (intent.status !== 'succeeded') {
      throw invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        {
          code: 'charge_not_refundable',
        },
      );
    }
    const alreadyRefunded = refunds
      .filter((refund) => refund.payment_intent === intent.id)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = intent.amount_received - alreadyRefunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left <= 0) {
      throw invalidRequest(`Charge for ${intent.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw invalidRequest(
        `Refund amount (€${amount / 100}) is greater than unrefunded amount on charge (€${left / 100})`,
        { code: 'amount_too_large' },
      );
    }
    const refund = {
      id: randomId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      created: nowSeconds(),
    } as unknown as Stripe.Refund;
    refunds.push(refund);
    return refund;
  }

  /** One API call: the object answered, or a DoubleError for Stripe's error answer. */
  function route(method: string, path: string, params: Record<string, string>): unknown {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (match?.[1] !== undefined) {
      const entry = find(decodeURIComponent(match[1]));
      if (method === 'GET' && !match[2]) return answerIntent(entry, params);
      if (method === 'POST' && match[2]) return copy(cancelIntent(entry));
    }
    throw new DoubleError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const send = (response: http.ServerResponse, status: number, body: unknown, replayed = false) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': randomId('req'),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(body));
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const method = request.method ?? 'GET';
      const bodyText = Buffer.concat(chunks).toString('utf8');
      const params = readParams(method === 'GET' ? url.search : bodyText);
      const keyHeader = request.headers['idempotency-key'];
      const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : null;
      requests.push({ method, path: url.pathname, idempotencyKey, params });

      if (failure === 'close-connection') {
        request.socket.destroy();
        return;
      }
      if (failure === 'server-error') {
        send(response, 500, {
          error: { type: 'api_error', message: 'Simulated failure of the Stripe double.' },
        });
        return;
      }
      if (failure === 'rate-limit') {
        send(response, 429, {
          error: {
            type: 'invalid_request_error',
            code: 'rate_limit',
            message: 'Too many requests.',
          },
        });
        return;
      }

      // Stripe keeps the first answer to a key and replays it; the same key with other
      // parameters is refused (stripe.com/docs/api/idempotent_requests).
      const requestSignature = `${method} ${url.pathname} ${bodyText}`;
      if (method === 'POST' && idempotencyKey !== null) {
        const earlier = idempotent.get(idempotencyKey);
        if (earlier && earlier.request !== requestSignature) {
          send(response, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            },
          });
          return;
        }
        if (earlier) {
          send(response, earlier.status, earlier.body, true);
          return;
        }
      }

      let status = 200;
      let body: unknown;
      try {
        body = copy(route(method, url.pathname, params));
      } catch (error) {
        if (!(error instanceof DoubleError)) throw error;
        status = error.status;
        body = { error: error.body };
      }
      if (method === 'POST' && idempotencyKey !== null) {
        idempotent.set(idempotencyKey, { request: requestSignature, status, body });
      }
      send(response, status, body);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const change = (id: string, apply: (entry: StoredIntent) => void): Stripe.PaymentIntent => {
    const entry = find(id);
    apply(entry);
    return copy(entry.intent);
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    paymentIntent: (id) => copy(find(id).intent),
    paymentIntents: () => [...stored.values()].map((entry) => copy(entry.intent)),
    succeed: (id, card) =>
      change(id, (entry) => {
        const { intent } = entry;
        const charge = {
          id: randomId('ch'),
          object: 'charge',
          amount: intent.amount,
          currency: intent.currency,
          paid: true,
          status: 'succeeded',
          payment_intent: intent.id,
          payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4 } },
        } as unknown as Stripe.Charge;
        entry.charge = charge;
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        intent.latest_charge = charge.id;
        intent.last_payment_error = null;
      }),
    decline: (id, reason) =>
      change(id, (entry) => {
        entry.intent.status = 'requires_payment_method';
        entry.intent.last_payment_error = {
          type: 'card_error',
          ...DECLINE_ERRORS[reason],
        } as Stripe.PaymentIntent.LastPaymentError;
      }),
    setStatus: (id, status) =>
      change(id, (entry) => {
        entry.intent.status = status;
        if (status === 'canceled') entry.intent.canceled_at = nowSeconds();
      }),
    refunds: () => refunds.map(copy),
    failWith: (next) => {
      failure = next;
    },
    paymentIntentEvent: (type, id) => ({
      id: randomId('evt'),
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      // As in Stripe's events, the PaymentIntent's latest_charge is an id, not expanded.
      data: { object: copy(find(id).intent) },
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
