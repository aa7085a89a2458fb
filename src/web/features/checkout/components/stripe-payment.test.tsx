import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout/checkout.messages';
import { CARD_PAYMENT_MESSAGES } from '../../../../domain/orders/order.messages';
import {
  completedDraft,
  notificationTexts,
  order,
  ORDER_NUMBER,
  renderCheckout,
  requestBodies,
  resetCheckout,
  review,
  SLOW,
  stepHeading,
} from './render-checkout.test-utils';

vi.setConfig({ testTimeout: 30_000 });

/** A stand-in for Stripe.js: the calls the checkout makes, and the element's events. */
const fake = vi.hoisted(() => {
  const handlers: Record<string, (event: { complete: boolean }) => void> = {};
  const element = {
    on: vi.fn((event: string, handler: (event: { complete: boolean }) => void) => {
      handlers[event] = handler;
      return element;
    }),
    mount: vi.fn(),
    destroy: vi.fn(),
  };
  const elements = {
    create: vi.fn(() => element),
    submit: vi.fn(async () => ({})),
    update: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(async (): Promise<unknown> => ({
      paymentIntent: { status: 'succeeded' },
    })),
  };
  return { handlers, element, elements, stripe, loadStripe: vi.fn(async () => stripe) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: fake.loadStripe }));

const STRIPE_ROUTES = {
  'GET /api/checkout/payment-config': {
    body: { provider: 'stripe', publishableKey: 'pk_test_123' },
  },
  [`POST /api/orders/${ORDER_NUMBER}/payment`]: {
    body: { order: order(), stripe: { clientSecret: 'pi_123_secret_456' } },
  },
  [`POST /api/orders/${ORDER_NUMBER}/payment/refresh`]: { body: { order: order('paid') } },
};

/** The payment step with the Payment Element mounted and filled in, then the review. */
async function fillPaymentElement(user: ReturnType<typeof userEvent.setup>) {
  await stepHeading('Pagamento');
  await waitFor(() => expect(fake.element.mount).toHaveBeenCalledTimes(1), SLOW);
  act(() => fake.handlers.change?.({ complete: true }));
  await user.click(screen.getByRole('button', { name: 'Continua con il riepilogo' }));
  await stepHeading('Riepilogo dell’ordine');
  return screen.findByRole('button', { name: CHECKOUT_MESSAGES.placeOrder }, SLOW);
}

beforeEach(async () => {
  await resetCheckout();
  vi.clearAllMocks();
});

afterEach(async () => {
  await resetCheckout();
});

describe('Stripe payment', () => {
  it('mounts the Payment Element for the review total and confirms the payment with it', async () => {
    const user = userEvent.setup();
    const app = await renderCheckout('/checkout?step=3', {
      draft: completedDraft(),
      routes: STRIPE_ROUTES,
    });
    const submit = await fillPaymentElement(user);
    expect(fake.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(fake.stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'payment', amount: review().totalCents, currency: 'eur' }),
    );
    // Still mounted (hidden) on the review step.
    expect(fake.element.destroy).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Numero della carta')).toBeNull();

    await user.click(submit);
    await waitFor(() => expect(app.currentUrl()).toBe(`/orders/${ORDER_NUMBER}?placed=1`), SLOW);
    expect(requestBodies(app.fetchMock, 'POST', `/api/orders/${ORDER_NUMBER}/payment`)).toEqual([
      { provider: 'stripe' },
    ]);
    expect(fake.elements.submit).toHaveBeenCalled();
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: fake.elements,
      clientSecret: 'pi_123_secret_456',
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/orders/${ORDER_NUMBER}` },
    });
    expect(
      requestBodies(app.fetchMock, 'POST', `/api/orders/${ORDER_NUMBER}/payment/refresh`),
    ).toHaveLength(1);
    expect(notificationTexts()).not.toContain(CHECKOUT_MESSAGES.paid(ORDER_NUMBER));
  });

  it('shows a refused card on the payment step with the Payment Element still there', async () => {
    const user = userEvent.setup();
    fake.stripe.confirmPayment.mockResolvedValueOnce({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const app = await renderCheckout('/checkout?step=3', {
      draft: completedDraft(),
      routes: STRIPE_ROUTES,
    });
    await user.click(await fillPaymentElement(user));
    await screen.findByText(CARD_PAYMENT_MESSAGES.insufficient_funds, {}, SLOW);
    expect(app.currentUrl()).toBe('/checkout?step=3');
    expect(fake.element.mount).toHaveBeenCalledTimes(1);
    expect(fake.element.destroy).not.toHaveBeenCalled();
  });
});
