import { randomUUID } from 'node:crypto';
import { cardFailureMessage } from '../../../domain/orders/order.messages';
import {
  cardBrandOf,
  chargeTestCard,
  normalizeCardNumber,
} from '../../../domain/orders/test-card.rules';
import type { PaymentProvider, PaymentResult } from './payment-provider';

/**
 * The built-in test provider (decision 018): no money moves. It answers like Stripe does for
 * Stripe's public test numbers (test-card.rules.ts) and keeps nothing of the card but what the
 * caller stores: brand and last 4 digits. Every charge happens inside this process, so the
 * caller can hold the order row locked across it.
 */
export function createTestProvider(now: () => Date = () => new Date()): PaymentProvider {
  return {
    kind: 'test',
    publishableKey: null,

    async pay(_order, card): Promise<PaymentResult> {
      if (!card) {
        const message = cardFailureMessage('invalid_number', 'other');
        return {
          kind: 'invalid-card',
          fields: { number: message, expiry: undefined, cvc: undefined },
        };
      }
      const result = chargeTestCard(card, now());
      if (result.status === 'invalid') {
        const brand = cardBrandOf(normalizeCardNumber(card.number));
        const fields = {
          number: result.errors.number && cardFailureMessage(result.errors.number, brand),
          expiry: result.errors.expiry && cardFailureMessage(result.errors.expiry, brand),
          cvc: result.errors.cvc && cardFailureMessage(result.errors.cvc, brand),
        };
        return { kind: 'invalid-card', fields };
      }
      const reference = `test_${randomUUID()}`;
      if (result.status === 'declined')
        return { kind: 'declined', reason: result.decline, reference };
      return { kind: 'succeeded', reference, cardBrand: result.brand, cardLast4: result.last4 };
    },

    status() {
      // A test charge is settled within pay(): there is never a payment to look up later.
      return Promise.reject(new Error('The test payment provider settles every charge at once'));
    },

    async cancel() {
      // Nothing is pending at a test provider.
    },

    async refund(_reference, _amountCents, idempotencyKey) {
      // No money moved, none goes back: the refund's id says which request made it.
      return `test_refund_${idempotencyKey}`;
    },

    parseWebhook() {
      throw new Error('The test payment provider has no webhooks');
    },
  };
}
