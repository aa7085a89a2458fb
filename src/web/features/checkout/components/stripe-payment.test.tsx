import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout/checkout.messages';
import { CARD_PAYMENT_MESSAGES } from '../../../../domain/orders/order.messages';
import { fakeStripe } from '../../../test/fake-stripe';
import {
  completedDraft,
  continueToReview,
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

vi.mock('@stripe/stripe-js/pure', () => import('../../../test/fake-stripe'));

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
  await waitFor(() => expect(fakeStripe.element.mount).toHaveBeenCalledTimes(1), SLOW);
  act(() => fakeStripe.handlers.change?.({ complete: true }));
  return continueToReview(user);
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
    expect(fakeStripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(fakeStripe.stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'payment', amount: review().totalCents, currency: 'eur' }),
    );
    // Still mounted (hidden) on the review step.
    expect(fakeStripe.element.destroy).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Numero della carta')).toBeNull();

    await user.click(submit);
    await waitFor(() => expect(app.currentUrl()).toBe(`/orders/${ORDER_NUMBER}?placed=1`), SLOW);
    expect(requestBodies(app.fetchMock, 'POST', `/api/orders/${ORDER_NUMBER}/payment`)).toEqual([
      { provider: 'stripe' },
    ]);
    expect(fakeStripe.elements.submit).toHaveBeenCalled();
    expect(fakeStripe.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: fakeStripe.elements,
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
    fakeStripe.stripe.confirmPayment.mockResolvedValueOnce({
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
    expect(fakeStripe.element.mount).toHaveBeenCalledTimes(1);
    expect(fakeStripe.element.destroy).not.toHaveBeenCalled();
  });
});
