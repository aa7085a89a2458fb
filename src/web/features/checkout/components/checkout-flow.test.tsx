import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_MESSAGES,
  INVOICE_MESSAGES,
} from '../../../../domain/checkout/checkout-address.messages';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout/checkout.messages';
import { formatEuro } from '../../../../domain/money';
import { CARD_PAYMENT_MESSAGES } from '../../../../domain/orders/order.messages';
import { CUSTOMER } from '../../../test/fixtures';
import {
  apiError,
  cartResponse,
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
  spaced,
  stepHeading,
} from './render-checkout.test-utils';
import { ADDRESS_VALUES, STORED_ADDRESS } from '../test-support/checkout-values';

// Typing whole addresses and cards takes a few seconds in a busy run.
vi.setConfig({ testTimeout: 30_000 });

// Stripe.js must never load in test mode: the spy says whether anything asked for it.
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

const SUCCESS_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' };

type User = ReturnType<typeof userEvent.setup>;

async function fillAddress(user: User, values: Partial<typeof ADDRESS_VALUES> = {}) {
  const address = { ...ADDRESS_VALUES, ...values };
  await user.type(screen.getByLabelText('Nome e cognome'), address.fullName);
  await user.type(screen.getByLabelText('Indirizzo e numero civico'), address.street);
  await user.type(screen.getByLabelText('CAP'), address.postalCode);
  await user.type(screen.getByLabelText('Città'), address.city);
  await user.selectOptions(screen.getByLabelText('Provincia'), address.province);
  await user.type(screen.getByLabelText('Telefono'), address.phone);
}

async function fillCard(user: User, card: typeof SUCCESS_CARD) {
  const number = await screen.findByLabelText('Numero della carta', {}, SLOW);
  await user.clear(number);
  await user.type(number, card.number);
  const expiry = screen.getByLabelText('Scadenza (MM/AA)');
  await user.clear(expiry);
  await user.type(expiry, card.expiry);
  const cvc = screen.getByLabelText('Codice di sicurezza (CVC)');
  await user.clear(cvc);
  await user.type(cvc, card.cvc);
}

/** From the payment step (address and method in the draft) to the review. */
async function payWith(user: User, card = SUCCESS_CARD) {
  await stepHeading('Pagamento');
  await fillCard(user, card);
  return continueToReview(user);
}

beforeEach(async () => {
  await resetCheckout();
  loadStripe.mockReset();
});

afterEach(async () => {
  await resetCheckout();
});

describe('checkout steps', () => {
  it('keeps what was typed when moving back and forth, and keeps the card out of storage', async () => {
    const user = userEvent.setup();
    const app = await renderCheckout('/checkout');
    await stepHeading('Indirizzo di consegna');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: 'Passaggi del checkout' });
    expect(within(steps).getByText('Indirizzo').closest('[aria-current="step"]')).toBeTruthy();

    await fillAddress(user);
    await user.click(screen.getByLabelText('Salva questo indirizzo per i prossimi acquisti'));
    await user.click(screen.getByLabelText('Richiedi fattura'));
    await user.type(screen.getByLabelText('Codice fiscale'), 'RSSMRA85T10A562S');
    await user.click(screen.getByRole('button', { name: 'Continua con la spedizione' }));

    await stepHeading('Metodo di spedizione');
    expect(app.currentUrl()).toBe('/checkout?step=2');
    const express = await screen.findByRole('radio', { name: /Spedizione express/ }, SLOW);
    expect(screen.getByRole('radio', { name: /Spedizione standard/ })).toBeTruthy();
    expect(screen.getByText('Gratuita')).toBeTruthy();
    await user.click(express);
    await user.click(screen.getByRole('button', { name: 'Indietro' }));

    await stepHeading('Indirizzo di consegna');
    expect((screen.getByLabelText('Nome e cognome') as HTMLInputElement).value).toBe('Mario Rossi');
    expect((screen.getByLabelText('CAP') as HTMLInputElement).value).toBe('20121');
    expect((screen.getByLabelText('Provincia') as HTMLSelectElement).value).toBe('MI');
    expect((screen.getByLabelText('Codice fiscale') as HTMLInputElement).value).toBe(
      'RSSMRA85T10A562S',
    );
    await user.click(screen.getByRole('button', { name: 'Continua con la spedizione' }));

    await stepHeading('Metodo di spedizione');
    expect(
      ((await screen.findByRole('radio', { name: /Spedizione express/ }, SLOW)) as HTMLInputElement)
        .checked,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continua con il pagamento' }));

    await payWith(user);
    // Back to the payment step through the indicator: the card is still there, in memory.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Passaggi del checkout' })).getByRole('link', {
        name: /Pagamento/,
      }),
    );
    await stepHeading('Pagamento');
    expect((screen.getByLabelText('Numero della carta') as HTMLInputElement).value).toBe(
      SUCCESS_CARD.number,
    );

    const stored = JSON.stringify({ ...window.sessionStorage });
    expect(stored).toContain('Via Roma 1');
    expect(stored).toContain('express');
    expect(stored).not.toContain('4242');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('4242');
    // No saved address was asked for.
    expect(requestBodies(app.fetchMock, 'POST', '/api/checkout/addresses')).toEqual([]);
  });

  it('survives a reload: the draft comes back and the card must be typed again', async () => {
    const app = await renderCheckout('/checkout?step=4', { draft: completedDraft() });
    // Step 4 needs a card: it is not stored, so the payment step opens.
    await stepHeading('Pagamento');
    await waitFor(() => expect(app.currentUrl()).toBe('/checkout?step=3'));
    expect((screen.getByLabelText('Numero della carta') as HTMLInputElement).value).toBe('');
  });

  it('sends a step that needs earlier data to the first incomplete step', async () => {
    const app = await renderCheckout('/checkout?step=3');
    await stepHeading('Indirizzo di consegna');
    await waitFor(() => expect(app.currentUrl()).toBe('/checkout?step=1'));
  });

  it('shows the messages of a wrong CAP and a wrong codice fiscale, and focuses the CAP', async () => {
    const user = userEvent.setup();
    await renderCheckout('/checkout');
    await stepHeading('Indirizzo di consegna');
    await fillAddress(user, { postalCode: '2012' });
    await user.click(screen.getByLabelText('Richiedi fattura'));
    await user.type(screen.getByLabelText('Codice fiscale'), 'RSSMRA85T10A562X');
    await user.click(screen.getByRole('button', { name: 'Continua con la spedizione' }));

    const cap = screen.getByLabelText('CAP');
    expect(screen.getByText(ADDRESS_MESSAGES.postalCodeInvalid)).toBeTruthy();
    expect(cap.getAttribute('aria-invalid')).toBe('true');
    expect(cap.getAttribute('aria-describedby')).toContain(
      screen.getByText(ADDRESS_MESSAGES.postalCodeInvalid).id,
    );
    const taxCode = screen.getByLabelText('Codice fiscale');
    expect(screen.getByText(INVOICE_MESSAGES.taxCodeInvalid)).toBeTruthy();
    expect(taxCode.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(cap);
    expect(screen.getByRole('heading', { level: 2, name: 'Indirizzo di consegna' })).toBeTruthy();
  });

  it('shows the server’s field error of the address on the address step', async () => {
    const user = userEvent.setup();
    const message = 'Non spediamo a questo CAP.';
    await renderCheckout('/checkout?step=3', {
      draft: completedDraft(),
      routes: {
        'POST /api/checkout/review': apiError(400, 'invalid-argument', {
          fields: { 'address.postalCode': message },
        }),
      },
    });
    await stepHeading('Pagamento');
    await fillCard(user, SUCCESS_CARD);
    await user.click(screen.getByRole('button', { name: 'Continua con il riepilogo' }));
    await stepHeading('Indirizzo di consegna');
    const error = await screen.findByText(message, {}, SLOW);
    expect(screen.getByLabelText('CAP').getAttribute('aria-describedby')).toContain(error.id);
  });

  it('saves a new address when asked and shows saved addresses to choose from', async () => {
    const user = userEvent.setup();
    const saved = { id: 7, ...STORED_ADDRESS };
    let list: (typeof saved)[] = [];
    const app = await renderCheckout('/checkout', {
      routes: {
        'GET /api/checkout/addresses': () => ({ body: { addresses: list } }),
        'POST /api/checkout/addresses': () => {
          list = [saved];
          return { status: 201, body: { address: saved } };
        },
      },
    });
    await stepHeading('Indirizzo di consegna');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continua con la spedizione' }));
    await stepHeading('Metodo di spedizione');
    expect(requestBodies(app.fetchMock, 'POST', '/api/checkout/addresses')).toEqual([
      STORED_ADDRESS,
    ]);
    expect(notificationTexts()).toContain(CHECKOUT_MESSAGES.addressSaved);

    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    await stepHeading('Indirizzo di consegna');
    const choice = await screen.findByRole(
      'radio',
      { name: /Mario Rossi, Via Roma 1, 20121 Milano \(MI\)/ },
      SLOW,
    );
    expect((choice as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByRole('button', {
        name: 'Modifica l’indirizzo Mario Rossi, Via Roma 1, 20121 Milano (MI)',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Elimina l’indirizzo Mario Rossi, Via Roma 1, 20121 Milano (MI)',
      }),
    ).toBeTruthy();
  });
});

describe('review and order', () => {
  it('shows the lines, the totals with the IVA share and the button that obliges to pay', async () => {
    const user = userEvent.setup();
    await renderCheckout('/checkout?step=3', { draft: completedDraft() });
    const submit = await payWith(user);
    expect(submit.textContent).toBe(CHECKOUT_MESSAGES.placeOrder);

    const expected = review();
    expect(screen.getByText('iPhone 16 Pro')).toBeTruthy();
    const vatRow = screen.getByText('di cui IVA (22%)').closest('div');
    expect(spaced(vatRow?.querySelector('dd')?.textContent)).toBe(
      spaced(formatEuro(expected.vatCents)),
    );
    const totalRow = screen.getByText('Totale').closest('div');
    expect(spaced(totalRow?.querySelector('dd')?.textContent)).toBe('1.248,90 €');
    expect(screen.getByText('Consegna prevista lunedì 2 marzo')).toBeTruthy();
    expect(screen.getByText(CHECKOUT_MESSAGES.withdrawalNotice, { exact: false })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Resi e diritto di recesso' }).getAttribute('href'),
    ).toBe('/returns');
    expect(screen.getByText('Carta che termina con 4242')).toBeTruthy();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('places the order with an idempotency key and no price or quantity, pays it and opens it', async () => {
    const user = userEvent.setup();
    const app = await renderCheckout('/checkout?step=3', { draft: completedDraft() });
    const submit = await payWith(user);
    const cartReads = requestBodies(app.fetchMock, 'GET', '/api/cart').length;
    await user.click(submit);

    await waitFor(() => expect(app.currentUrl()).toBe(`/orders/${ORDER_NUMBER}?placed=1`), SLOW);
    const [placed] = requestBodies(app.fetchMock, 'POST', '/api/orders') as Record<
      string,
      unknown
    >[];
    expect(Object.keys(placed ?? {}).sort()).toEqual([
      'address',
      'expectedTotalCents',
      'idempotencyKey',
      'invoice',
      'shippingMethod',
    ]);
    expect(placed?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(placed?.expectedTotalCents).toBe(review().totalCents);
    expect(placed?.shippingMethod).toBe('express');
    expect(JSON.stringify(placed)).not.toMatch(/price|quantity|lines/i);
    expect(requestBodies(app.fetchMock, 'POST', `/api/orders/${ORDER_NUMBER}/payment`)).toEqual([
      { provider: 'test', card: SUCCESS_CARD },
    ]);

    // The thanks are the order page's (?placed=1), not a second notification.
    expect(notificationTexts()).not.toContain(CHECKOUT_MESSAGES.paid(ORDER_NUMBER));
    // The draft and the key are gone; the cart is read again from the server.
    expect(window.sessionStorage.getItem(`checkout:draft:user:${CUSTOMER.id}`)).toBeNull();
    expect(window.sessionStorage.getItem(`checkout:order:user:${CUSTOMER.id}`)).toBeNull();
    await waitFor(() =>
      expect(requestBodies(app.fetchMock, 'GET', '/api/cart').length).toBeGreaterThan(cartReads),
    );
  });

  it('sends one order request for a double click', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | null = null;
    const app = await renderCheckout('/checkout?step=3', {
      draft: completedDraft(),
      routes: {
        'POST /api/orders': () =>
          new Promise((resolve) => {
            answer = () => resolve({ status: 201, body: { order: order() } });
          }),
      },
    });
    const submit = await payWith(user);
    // Two clicks in the same tick, before React has rendered the disabled button, then more.
    act(() => {
      submit.click();
      submit.click();
    });
    await user.dblClick(submit);
    await waitFor(() => expect(answer).not.toBeNull());
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Stiamo registrando l’ordine/)).toBeTruthy();
    answer!();
    await waitFor(() => expect(app.currentUrl()).toBe(`/orders/${ORDER_NUMBER}?placed=1`), SLOW);
    expect(requestBodies(app.fetchMock, 'POST', '/api/orders')).toHaveLength(1);
    expect(
      requestBodies(app.fetchMock, 'POST', `/api/orders/${ORDER_NUMBER}/payment`),
    ).toHaveLength(1);
  });

  it('shows a declined card on the payment step and retries the same order with another card', async () => {
    const user = userEvent.setup();
    const payments: unknown[] = [];
    const app = await renderCheckout('/checkout?step=3', {
      draft: completedDraft(),
      routes: {
        [`POST /api/orders/${ORDER_NUMBER}/payment`]: async (request) => {
          const body = (await request.json()) as { card: { number: string } };
          payments.push(body);
          return body.card.number.startsWith('4000')
            ? apiError(412, 'failed-precondition', { details: { reason: 'card_declined' } })
            : { body: { order: order('paid'), stripe: null } };
        },
      },
    });
    await user.click(await payWith(user, DECLINED_CARD));

    await stepHeading('Pagamento');
    expect(app.currentUrl()).toBe('/checkout?step=3');
    const alert = await screen.findByText(CARD_PAYMENT_MESSAGES.card_declined, {}, SLOW);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(notificationTexts()).not.toContain(CHECKOUT_MESSAGES.paid(ORDER_NUMBER));

    // Another card: the review shows the unpaid order, the same key reaches it again.
    await user.click(await payWith(user, SUCCESS_CARD));
    await waitFor(() => expect(app.currentUrl()).toBe(`/orders/${ORDER_NUMBER}?placed=1`), SLOW);
    const keys = (
      requestBodies(app.fetchMock, 'POST', '/api/orders') as { idempotencyKey: string }[]
    ).map((body) => body.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(payments).toHaveLength(2);
  });

  it('cancels the unpaid order and makes a new key when the method changes', async () => {
    const user = userEvent.setup();
    const app = await renderCheckout('/checkout?step=3', {
      draft: completedDraft(),
      routes: {
        [`POST /api/orders/${ORDER_NUMBER}/payment`]: apiError(412, 'failed-precondition', {
          details: { reason: 'card_declined' },
        }),
        [`POST /api/orders/${ORDER_NUMBER}/cancel`]: { body: { order: order('cancelled') } },
      },
    });
    await user.click(await payWith(user, DECLINED_CARD));
    await screen.findByText(CARD_PAYMENT_MESSAGES.card_declined, {}, SLOW);

    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    await stepHeading('Metodo di spedizione');
    await user.click(await screen.findByRole('radio', { name: /Spedizione standard/ }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Continua con il pagamento' }));
    await stepHeading('Pagamento');
    expect(requestBodies(app.fetchMock, 'POST', `/api/orders/${ORDER_NUMBER}/cancel`)).toHaveLength(
      1,
    );
    expect(window.sessionStorage.getItem(`checkout:order:user:${CUSTOMER.id}`)).toBeNull();

    await user.click(await payWith(user, DECLINED_CARD));
    await screen.findByText(CARD_PAYMENT_MESSAGES.card_declined, {}, SLOW);
    const placed = requestBodies(app.fetchMock, 'POST', '/api/orders') as {
      idempotencyKey: string;
      shippingMethod: string;
    }[];
    expect(placed.map((body) => body.shippingMethod)).toEqual(['express', 'standard']);
    expect(placed[0]?.idempotencyKey).not.toBe(placed[1]?.idempotencyKey);
  });

  it('shows the new total when a price changed, for the customer to confirm again', async () => {
    const user = userEvent.setup();
    let reviews = 0;
    const app = await renderCheckout('/checkout?step=3', {
      draft: completedDraft(),
      routes: {
        'POST /api/checkout/review': () => {
          reviews += 1;
          return { body: reviews === 1 ? review() : review(129900) };
        },
        'POST /api/orders': apiError(412, 'failed-precondition', {
          details: { reason: 'price-changed', totalCents: 130890 },
        }),
      },
    });
    await user.click(await payWith(user));
    await screen.findByText(CHECKOUT_MESSAGES.priceChanged, {}, SLOW);
    await waitFor(() => {
      const totalRow = screen.getByText('Totale').closest('div');
      expect(spaced(totalRow?.querySelector('dd')?.textContent)).toBe('1.308,90 €');
    }, SLOW);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: CHECKOUT_MESSAGES.placeOrder }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    );
    expect(app.currentUrl()).toBe('/checkout?step=4');
  });

  it('says which product ran out and reads the cart again', async () => {
    const user = userEvent.setup();
    const app = await renderCheckout('/checkout?step=3', {
      draft: completedDraft(),
      routes: {
        'POST /api/orders': apiError(412, 'failed-precondition', {
          details: {
            reason: 'out-of-stock',
            productId: 1,
            productName: 'iPhone 16 Pro',
            available: 1,
          },
        }),
      },
    });
    const submit = await payWith(user);
    const cartReads = requestBodies(app.fetchMock, 'GET', '/api/cart').length;
    const reviews = requestBodies(app.fetchMock, 'POST', '/api/checkout/review').length;
    await user.click(submit);
    await screen.findByText(CHECKOUT_MESSAGES.belowQuantity('iPhone 16 Pro', 1), {}, SLOW);
    await waitFor(() => {
      expect(requestBodies(app.fetchMock, 'GET', '/api/cart').length).toBeGreaterThan(cartReads);
      expect(requestBodies(app.fetchMock, 'POST', '/api/checkout/review').length).toBeGreaterThan(
        reviews,
      );
    });
  });

  it('keeps the order when the payment provider does not answer, with a way to /orders', async () => {
    const user = userEvent.setup();
    await renderCheckout('/checkout?step=3', {
      draft: completedDraft(),
      routes: {
        [`POST /api/orders/${ORDER_NUMBER}/payment`]: apiError(503, 'unavailable', {
          details: { reason: 'payment-provider' },
        }),
      },
    });
    await user.click(await payWith(user));
    await screen.findByText(CHECKOUT_MESSAGES.providerUnavailable, {}, SLOW);
    expect(screen.getByRole('link', { name: 'Vai a «I tuoi ordini»' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(window.sessionStorage.getItem(`checkout:order:user:${CUSTOMER.id}`)).toContain(
      ORDER_NUMBER,
    );
  });

  it('sends an expired session to the login, back to the same step afterwards', async () => {
    const user = userEvent.setup();
    const app = await renderCheckout('/checkout?step=3', {
      draft: completedDraft(),
      routes: { 'POST /api/checkout/review': apiError(401, 'unauthenticated') },
    });
    await stepHeading('Pagamento');
    await fillCard(user, SUCCESS_CARD);
    await user.click(screen.getByRole('button', { name: 'Continua con il riepilogo' }));
    await waitFor(
      () => expect(app.currentUrl()).toBe('/login?redirect=%2Fcheckout%3Fstep%3D4'),
      SLOW,
    );
    expect(notificationTexts()).toEqual([CHECKOUT_MESSAGES.sessionExpired]);
    // The draft waits for the same user's return.
    expect(window.sessionStorage.getItem(`checkout:draft:user:${CUSTOMER.id}`)).toContain(
      'Via Roma 1',
    );
  });

  it('says so when the cart is empty, with a way to the products', async () => {
    await renderCheckout('/checkout', { routes: { 'GET /api/cart': { body: cartResponse(0) } } });
    expect(await screen.findByText(CHECKOUT_MESSAGES.emptyCart, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scopri i prodotti' }).getAttribute('href')).toBe(
      '/products',
    );
  });
});
