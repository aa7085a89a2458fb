import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout/checkout.messages';
import {
  CARD_PAYMENT_MESSAGES,
  ORDER_PAGE_MESSAGES,
} from '../../../../domain/orders/order.messages';
import type { Order } from '../../../../domain/orders/order.schema';
import { fakeStripe } from '../../../test/fake-stripe';
import { mockFetch, type MockRoute } from '../../../test/mock-fetch';
import { clearNotifications } from '../../notifications/notifications.store';
import { orderFixture, pendingOrderFixture } from '../test-support/orders-fixtures';
import { factsOf, renderOrdersPages, sentBodies } from '../test-support/render-orders';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };

vi.mock('@stripe/stripe-js/pure', () => import('../../../test/fake-stripe'));

const NUMBER = 'VT-2026-000123';
const ORDER_PATH = `/api/orders/${NUMBER}`;
const CLIENT_SECRET = 'pi_123_secret_456';
const PAY_BUTTON = /^Paga 1\.806,90\s€$/;

function stripeOrder(overrides: Partial<Order> = {}): Order {
  return pendingOrderFixture({
    payment: { provider: 'stripe', cardBrand: null, cardLast4: null, paidAt: null },
    ...overrides,
  });
}

const paidOrder = () =>
  orderFixture({
    payment: {
      provider: 'stripe',
      cardBrand: 'visa',
      cardLast4: '4242',
      paidAt: '2026-11-20T09:32:00.000Z',
    },
  });

async function openStripeOrder(routes: Record<string, MockRoute> = {}) {
  const fetchMock = mockFetch({
    [`GET ${ORDER_PATH}`]: { body: { order: stripeOrder() } },
    'GET /api/checkout/payment-config': {
      body: { provider: 'stripe', publishableKey: 'pk_test_123' },
    },
    [`POST ${ORDER_PATH}/payment`]: {
      body: {
        // The hold renewed: reserved for 15 more minutes.
        order: stripeOrder({ reservedUntil: '2026-11-20T10:00:00.000Z' }),
        stripe: { clientSecret: CLIENT_SECRET },
      },
    },
    [`POST ${ORDER_PATH}/payment/refresh`]: { body: { order: paidOrder() } },
    ...routes,
  });
  const view = renderOrdersPages(`/orders/${NUMBER}`);
  await screen.findByRole('heading', { level: 1, name: `Ordine ${NUMBER}` });
  return { ...view, fetchMock };
}

function paymentSection(): HTMLElement {
  return screen.getByRole('region', { name: 'Completa il pagamento' });
}

/** The Payment Element mounted and ready, and the pay button. */
async function readyToPay() {
  await waitFor(() => expect(fakeStripe.element.mount).toHaveBeenCalledTimes(1), SLOW);
  act(() => fakeStripe.handlers.ready?.());
  return within(paymentSection()).getByRole('button', { name: PAY_BUTTON });
}

beforeEach(() => {
  vi.clearAllMocks();
  clearNotifications();
});

describe('order page: paying again with Stripe', () => {
  it('mounts the Payment Element for the order’s PaymentIntent and pays with it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openStripeOrder();
    const pay = await readyToPay();

    expect(await sentBodies(fetchMock, 'POST', `${ORDER_PATH}/payment`)).toEqual([
      { provider: 'stripe' },
    ]);
    expect(fakeStripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(fakeStripe.stripe.elements).toHaveBeenCalledWith({
      clientSecret: CLIENT_SECRET,
      locale: 'it',
    });
    expect(fakeStripe.elements.create).toHaveBeenCalledWith('payment');
    // The renewed hold is on screen.
    expect(
      within(paymentSection()).getByText('I prodotti restano riservati per te fino alle 11:00.'),
    ).toBeTruthy();
    expect(
      within(paymentSection()).queryByRole('textbox', { name: 'Numero della carta' }),
    ).toBeNull();

    await user.click(pay);
    expect(
      await screen.findByText(`Grazie! Il tuo ordine ${NUMBER} è confermato.`, {}, SLOW),
    ).toBeTruthy();
    expect(fakeStripe.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: fakeStripe.elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/orders/${NUMBER}` },
    });
    expect(await sentBodies(fetchMock, 'POST', `${ORDER_PATH}/payment/refresh`)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Completa il pagamento' })).toBeNull();
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(factsOf(header).Stato).toBe('Pagato');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    // The element is destroyed with the form, by an effect's cleanup after the next frame.
    await waitFor(() => expect(fakeStripe.element.destroy).toHaveBeenCalled());
  });

  it('says why Stripe refused the card, and the element stays for another try', async () => {
    const user = userEvent.setup();
    fakeStripe.stripe.confirmPayment.mockResolvedValueOnce({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const { fetchMock } = await openStripeOrder();
    await user.click(await readyToPay());

    expect(
      await within(paymentSection()).findByText(CARD_PAYMENT_MESSAGES.insufficient_funds),
    ).toBeTruthy();
    expect(screen.getByText(CARD_PAYMENT_MESSAGES.insufficient_funds).getAttribute('role')).toBe(
      'alert',
    );
    expect(await sentBodies(fetchMock, 'POST', `${ORDER_PATH}/payment/refresh`)).toEqual([]);
    expect(fakeStripe.element.destroy).not.toHaveBeenCalled();

    // Another card in the same element.
    await user.click(within(paymentSection()).getByRole('button', { name: PAY_BUTTON }));
    await screen.findByText(`Grazie! Il tuo ordine ${NUMBER} è confermato.`, {}, SLOW);
    expect(fakeStripe.stripe.confirmPayment).toHaveBeenCalledTimes(2);
    expect(fakeStripe.element.mount).toHaveBeenCalledTimes(1);
  });

  it('names the product that ran out, loads nothing from Stripe and offers the cancel', async () => {
    await openStripeOrder({
      [`POST ${ORDER_PATH}/payment`]: {
        status: 412,
        body: {
          error: {
            code: 'failed-precondition',
            message: 'Out of stock',
            details: { reason: 'out-of-stock', productId: 1, productName: 'iPhone 16 Pro' },
          },
        },
      },
    });
    const payment = paymentSection();
    expect(
      await within(payment).findByText(ORDER_PAGE_MESSAGES.outOfStock('iPhone 16 Pro'), {}, SLOW),
    ).toBeTruthy();
    expect(within(payment).getByRole('button', { name: 'Annulla ordine' })).toBeTruthy();
    expect(within(payment).queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(within(payment).queryByRole('button', { name: PAY_BUTTON })).toBeNull();
    expect(fakeStripe.loadStripe).not.toHaveBeenCalled();
  });

  it('asks again when the payment provider did not answer', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { fetchMock } = await openStripeOrder({
      [`POST ${ORDER_PATH}/payment`]: () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 503,
              body: {
                error: {
                  code: 'unavailable',
                  message: 'down',
                  details: { reason: 'payment-provider' },
                },
              },
            }
          : { body: { order: stripeOrder(), stripe: { clientSecret: CLIENT_SECRET } } };
      },
    });
    const payment = paymentSection();
    expect(
      await within(payment).findByText(CHECKOUT_MESSAGES.providerUnavailable, {}, SLOW),
    ).toBeTruthy();
    expect(fakeStripe.loadStripe).not.toHaveBeenCalled();

    await user.click(within(payment).getByRole('button', { name: 'Riprova' }));
    expect(await readyToPay()).toBeTruthy();
    expect(within(payment).queryByText(CHECKOUT_MESSAGES.providerUnavailable)).toBeNull();
    expect(await sentBodies(fetchMock, 'POST', `${ORDER_PATH}/payment`)).toHaveLength(2);
  });

  it('says the payment is being verified when Stripe has not settled it yet', async () => {
    const user = userEvent.setup();
    await openStripeOrder({
      [`POST ${ORDER_PATH}/payment/refresh`]: { body: { order: stripeOrder() } },
    });
    await user.click(await readyToPay());
    expect(
      await within(paymentSection()).findByText(CHECKOUT_MESSAGES.paymentPending, {}, SLOW),
    ).toBeTruthy();
    expect(within(paymentSection()).queryByRole('button', { name: PAY_BUTTON })).toBeNull();
    expect(screen.queryByText(/Grazie!/)).toBeNull();
  });

  it('thanks at once for an order the webhook already marked as paid', async () => {
    await openStripeOrder({
      [`POST ${ORDER_PATH}/payment`]: { body: { order: paidOrder(), stripe: null } },
    });
    expect(
      await screen.findByText(`Grazie! Il tuo ordine ${NUMBER} è confermato.`, {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Completa il pagamento' })).toBeNull();
    expect(fakeStripe.loadStripe).not.toHaveBeenCalled();
  });
});
