import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../../domain/orders/order.schema';
import { CUSTOMER } from '../../../test/fixtures';
import { waitForFocusOn } from '../../../test/focus';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { clearNotifications } from '../../notifications/notifications.store';
import {
  deliveredOrderFixture,
  orderFixture,
  pendingOrderFixture,
} from '../test-support/orders-fixtures';
import {
  factsOf,
  notificationTexts,
  renderOrdersPages,
  sentBodies,
  textOf,
} from '../test-support/render-orders';

vi.setConfig({ testTimeout: 30_000 });

// Stripe.js must never load in test mode: the spy says whether anything asked for it.
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));
const SLOW = { timeout: 15_000 };

const ORDER_PATH = '/api/orders/VT-2026-000123';
const TEST_PAYMENTS = { body: { provider: 'test', publishableKey: null } };

/** The page's header: its title, date and status. */
function pageHeader(): HTMLElement {
  const header = screen.getByRole('heading', { level: 1 }).closest('header');
  if (!header) throw new Error('no page header');
  return header;
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function openOrder(order: Order, extraRoutes = {}, entry = '/orders/VT-2026-000123') {
  const fetchMock = mockFetch({
    [`GET ${ORDER_PATH}`]: { body: { order } },
    'GET /api/checkout/payment-config': TEST_PAYMENTS,
    ...extraRoutes,
  });
  const view = renderOrdersPages(entry);
  await screen.findByRole('heading', { level: 1, name: 'Ordine VT-2026-000123' });
  return { ...view, fetchMock };
}

beforeEach(() => {
  clearNotifications();
});

describe('order page', () => {
  it('shows the lines, linking to the products still in the catalog', async () => {
    await openOrder(orderFixture());
    const lines = screen.getByRole('table', { name: 'Articoli' });
    const headers = within(lines)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Prodotto', 'Quantità', 'Prezzo unitario', 'Totale riga']);
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map(textOf))).toEqual([
      ['1', '1.239,00 €', '1.239,00 €'],
      ['2', '279,00 €', '558,00 €'],
    ]);
    const [iphone, airpods] = rows.map((row) => within(row).getByRole('rowheader'));
    expect(within(iphone!).getByRole('link', { name: 'iPhone 16 Pro' }).getAttribute('href')).toBe(
      '/products/iphone-16-pro',
    );
    // A product gone from the catalog keeps its name, without a link.
    expect(airpods!.textContent).toBe('AirPods 3');
    expect(within(airpods!).queryByRole('link')).toBeNull();
  });

  it('shows subtotal, shipping, total and the IVA it includes', async () => {
    await openOrder(orderFixture());
    expect(factsOf(section('Riepilogo'))).toEqual({
      Subtotale: '1.797,00 €',
      'Spedizione (Spedizione express)': '9,90 €',
      Totale: '1.806,90 €',
      'di cui IVA (22%)': '325,83 €',
    });
  });

  it('says "Gratuita" for free standard shipping', async () => {
    await openOrder(
      orderFixture({
        shippingMethod: 'standard',
        shippingCents: 0,
        totalCents: 179700,
        vatCents: 32405,
      }),
    );
    const facts = factsOf(section('Riepilogo'));
    expect(facts['Spedizione (Spedizione standard)']).toBe('Gratuita');
    expect(facts.Totale).toBe('1.797,00 €');
    expect(facts['di cui IVA (22%)']).toBe('324,05 €');
  });

  it('shows date, status, address, shipping, expected delivery and payment summary', async () => {
    await openOrder(orderFixture());
    expect(factsOf(pageHeader())).toEqual({
      Data: '20 novembre 2026',
      Stato: 'Pagato',
    });
    const delivery = section('Consegna');
    expect(
      within(delivery).getByText('Consegna prevista tra lunedì 23 e martedì 24 novembre'),
    ).toBeTruthy();
    expect(factsOf(delivery)).toEqual({
      'Indirizzo di consegna': 'Mario RossiVia Torino 12Scala B20123 Milano (MI)+393331234567',
      'Metodo di spedizione': 'Spedizione express',
    });
    expect(within(delivery).queryByText('Codice di tracciamento')).toBeNull();
    expect(factsOf(section('Pagamento'))).toEqual({
      'Metodo di pagamento': 'Carta (modalità di prova)',
      Carta: 'Visa che termina con 4242',
      'Pagato il': '20 novembre 2026, 10:32',
    });
    await waitFor(() => expect(document.title).toBe('Ordine VT-2026-000123 – Vetrina'));
  });

  it('lists the status history with dates and times, and the tracking number', async () => {
    await openOrder(deliveredOrderFixture());
    const history = within(section('Cronologia dell’ordine')).getByRole('list');
    expect(within(history).getAllByRole('listitem').map(textOf)).toEqual([
      'In attesa di pagamento 20 novembre 2026, 10:30',
      'Pagato 20 novembre 2026, 10:32',
      'In preparazione 20 novembre 2026, 15:00',
      'Spedito 21 novembre 2026, 09:15',
      'Consegnato 23 novembre 2026, 12:05',
    ]);
    const delivery = section('Consegna');
    expect(factsOf(delivery)['Codice di tracciamento']).toBe('BRT123456789');
    // Delivered: nothing left to expect.
    expect(within(delivery).queryByText(/Consegna prevista/)).toBeNull();
  });

  it('prints the receipt with "Stampa ricevuta"', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await openOrder(orderFixture());
    await user.click(screen.getByRole('button', { name: 'Stampa ricevuta' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('thanks the customer arriving from the checkout (?placed=1)', async () => {
    await openOrder(orderFixture(), {}, '/orders/VT-2026-000123?placed=1');
    const notice = screen.getAllByRole('status').find((node) => node.textContent);
    expect(notice?.textContent).toBe('Grazie! Il tuo ordine VT-2026-000123 è confermato.');
  });

  it('thanks without confirming an order placed but not paid yet', async () => {
    await openOrder(pendingOrderFixture(), {}, '/orders/VT-2026-000123?placed=1');
    expect(
      screen.getByText(
        'Grazie! Abbiamo registrato il tuo ordine VT-2026-000123: completa il pagamento per confermarlo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/è confermato/)).toBeNull();
  });

  it('shows no thanks when simply opened', async () => {
    await openOrder(orderFixture());
    expect(screen.queryByText(/Grazie!/)).toBeNull();
  });

  it('says the order was not found (404), with a way back to the list', async () => {
    mockFetch({
      [`GET ${ORDER_PATH}`]: {
        status: 404,
        body: { error: { code: 'not-found', message: 'Order not found' } },
      },
    });
    renderOrdersPages('/orders/VT-2026-000123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ordine non trovato.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna ai tuoi ordini' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(screen.queryByRole('heading', { name: 'Ordine VT-2026-000123' })).toBeNull();
  });

  it('asks nothing for an address that is no order number', async () => {
    const fetchMock = mockFetch({});
    renderOrdersPages('/orders/not-an-order');
    expect(screen.getByRole('heading', { level: 1, name: 'Ordine non trovato.' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/orders/not-an-order',
    );
  });

  it('writes a number typed in lower case in its one form', async () => {
    mockFetch({ [`GET ${ORDER_PATH}`]: { body: { order: orderFixture() } } });
    const { currentUrl } = renderOrdersPages('/orders/vt-2026-000123?placed=1');
    await screen.findByRole('heading', { level: 1, name: 'Ordine VT-2026-000123' });
    expect(currentUrl()).toBe('/orders/VT-2026-000123?placed=1');
  });

  it('is the page at /orders/{number} for a logged-in customer', async () => {
    mockFetch({
      'GET /api/auth/session': { body: { user: CUSTOMER } },
      [`GET ${ORDER_PATH}`]: { body: { order: orderFixture() } },
    });
    renderApp('/orders/VT-2026-000123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ordine VT-2026-000123' }, SLOW),
    ).toBeTruthy();
  });

  it('sends a guest to log in, coming back to the order', async () => {
    mockFetch({ 'GET /api/auth/session': { body: { user: null } } });
    const { currentUrl } = renderApp('/orders/VT-2026-000123');
    await waitFor(
      () => expect(currentUrl()).toBe('/login?redirect=%2Forders%2FVT-2026-000123'),
      SLOW,
    );
  });
});

describe('order page: returns', () => {
  it('offers no return unless the server allows it', async () => {
    await openOrder(orderFixture({ status: 'shipped', canRequestReturn: false }));
    expect(screen.queryByRole('button', { name: 'Richiedi reso' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Reso' })).toBeNull();
  });

  it('records a return request with its reason and says so', async () => {
    const user = userEvent.setup();
    const requested = deliveredOrderFixture({
      canRequestReturn: false,
      returnRequestedAt: '2026-11-25T15:00:00.000Z',
    });
    const { fetchMock } = await openOrder(deliveredOrderFixture(), {
      [`POST ${ORDER_PATH}/return`]: { body: { order: requested } },
    });
    const returns = section('Reso');
    expect(
      within(returns).getByText('Puoi richiedere il reso fino al 7 dicembre 2026.'),
    ).toBeTruthy();

    await user.click(within(returns).getByRole('button', { name: 'Richiedi reso' }));
    const reason = within(returns).getByRole('textbox', { name: 'Motivo del reso (facoltativo)' });
    await waitForFocusOn(reason);
    await user.type(reason, '  Non è il colore che volevo  ');
    await user.click(within(returns).getByRole('button', { name: 'Invia la richiesta di reso' }));

    expect(
      await within(returns).findByText(
        'Richiesta di reso registrata. Ti scriveremo con le istruzioni per la spedizione.',
      ),
    ).toBeTruthy();
    expect(within(returns).getByText('Hai richiesto il reso il 25 novembre 2026.')).toBeTruthy();
    expect(within(returns).queryByRole('button', { name: 'Richiedi reso' })).toBeNull();
    expect(within(returns).queryByRole('textbox')).toBeNull();
    expect(await sentBodies(fetchMock, 'POST', `${ORDER_PATH}/return`)).toEqual([
      { reason: 'Non è il colore che volevo' },
    ]);
  });

  it('sends no reason when none is given', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openOrder(deliveredOrderFixture(), {
      [`POST ${ORDER_PATH}/return`]: {
        body: {
          order: deliveredOrderFixture({
            canRequestReturn: false,
            returnRequestedAt: '2026-11-25T15:00:00.000Z',
          }),
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Richiedi reso' }));
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta di reso' }));
    await screen.findByText('Hai richiesto il reso il 25 novembre 2026.');
    expect(await sentBodies(fetchMock, 'POST', `${ORDER_PATH}/return`)).toEqual([{}]);
  });

  it('shows when the return was already requested, with nothing to send', async () => {
    await openOrder(
      deliveredOrderFixture({
        canRequestReturn: false,
        returnRequestedAt: '2026-11-24T10:00:00.000Z',
      }),
    );
    const returns = section('Reso');
    expect(within(returns).getByText('Hai richiesto il reso il 24 novembre 2026.')).toBeTruthy();
    expect(within(returns).queryByRole('button', { name: 'Richiedi reso' })).toBeNull();
  });

  it('explains a refusal from the server (412)', async () => {
    const user = userEvent.setup();
    await openOrder(deliveredOrderFixture(), {
      [`POST ${ORDER_PATH}/return`]: {
        status: 412,
        body: {
          error: {
            code: 'failed-precondition',
            message: 'Return not allowed',
            details: { reason: 'return-not-allowed' },
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Richiedi reso' }));
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta di reso' }));
    expect(
      await screen.findByText(
        'Il reso si può richiedere solo per un ordine consegnato, entro 14 giorni dalla consegna.',
      ),
    ).toBeTruthy();
  });
});

describe('order page: an order waiting for payment', () => {
  async function fillCard(number: string, expiry = '12/40', cvc = '123') {
    const user = userEvent.setup();
    const payment = section('Completa il pagamento');
    await within(payment).findByRole('textbox', { name: 'Numero della carta' });
    await user.type(within(payment).getByRole('textbox', { name: 'Numero della carta' }), number);
    await user.type(within(payment).getByRole('textbox', { name: 'Scadenza (MM/AA)' }), expiry);
    await user.type(
      within(payment).getByRole('textbox', { name: 'Codice di sicurezza (CVC)' }),
      cvc,
    );
    await user.click(within(payment).getByRole('button', { name: /^Paga 1\.806,90\s€$/ }));
    return user;
  }

  it('offers the test card form, the reservation time and "Annulla ordine"', async () => {
    await openOrder(pendingOrderFixture());
    const payment = section('Completa il pagamento');
    expect(
      within(payment).getByText('I prodotti restano riservati per te fino alle 10:45.'),
    ).toBeTruthy();
    expect(await within(payment).findByText('Modalità di prova')).toBeTruthy();
    expect(within(payment).getByRole('button', { name: 'Annulla ordine' })).toBeTruthy();
    expect(factsOf(section('Pagamento'))['Pagato il']).toBe('Non ancora pagato');
    const number = within(payment).getByRole('textbox', { name: 'Numero della carta' });
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(
      within(payment)
        .getByRole('textbox', { name: 'Scadenza (MM/AA)' })
        .getAttribute('autocomplete'),
    ).toBe('cc-exp');
    expect(
      within(payment)
        .getByRole('textbox', { name: 'Codice di sicurezza (CVC)' })
        .getAttribute('autocomplete'),
    ).toBe('cc-csc');
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('pays with the card: the order shows as paid, with thanks', async () => {
    const paid = orderFixture();
    const { fetchMock } = await openOrder(pendingOrderFixture(), {
      [`POST ${ORDER_PATH}/payment`]: { body: { order: paid, stripe: null } },
    });
    await fillCard('4242 4242 4242 4242');

    expect(
      await screen.findByText('Grazie! Il tuo ordine VT-2026-000123 è confermato.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Completa il pagamento' })).toBeNull();
    expect(factsOf(pageHeader()).Stato).toBe('Pagato');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Ordine VT-2026-000123' }),
    );
    expect(await sentBodies(fetchMock, 'POST', `${ORDER_PATH}/payment`)).toEqual([
      { provider: 'test', card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } },
    ]);
  });

  it('checks the card before sending it', async () => {
    const { fetchMock } = await openOrder(pendingOrderFixture());
    await fillCard('4242 4242 4242 4241', '13/40', '12');
    const payment = section('Completa il pagamento');
    const number = within(payment).getByRole('textbox', { name: 'Numero della carta' });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(payment).getByText(
        'Il numero della carta non è valido. Controlla le cifre e riprova.',
      ),
    ).toBeTruthy();
    expect(
      within(payment).getByText('La data di scadenza non è valida: scrivila come MM/AA.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(number);
    expect(await sentBodies(fetchMock, 'POST', `${ORDER_PATH}/payment`)).toEqual([]);
  });

  it('writes the expiry as MM/AA and checks the card again as it is corrected', async () => {
    const paid = orderFixture();
    const { fetchMock } = await openOrder(pendingOrderFixture(), {
      [`POST ${ORDER_PATH}/payment`]: { body: { order: paid, stripe: null } },
    });
    const user = await fillCard('4242 4242 4242 4241', '1240');
    const payment = section('Completa il pagamento');
    const number = within(payment).getByRole('textbox', { name: 'Numero della carta' });
    const error = within(payment).getByText(
      'Il numero della carta non è valido. Controlla le cifre e riprova.',
    );
    expect(number.getAttribute('aria-describedby')).toContain(error.id);
    expect(
      (within(payment).getByRole('textbox', { name: 'Scadenza (MM/AA)' }) as HTMLInputElement)
        .value,
    ).toBe('12/40');

    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    expect(number.getAttribute('aria-invalid')).toBeNull();
    expect(within(payment).queryByText(/numero della carta non è valido/)).toBeNull();
    await user.click(within(payment).getByRole('button', { name: /^Paga 1\.806,90\s€$/ }));
    await screen.findByText('Grazie! Il tuo ordine VT-2026-000123 è confermato.');
    expect(await sentBodies(fetchMock, 'POST', `${ORDER_PATH}/payment`)).toEqual([
      { provider: 'test', card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } },
    ]);
  });

  it('says why a declined card was refused; the order stays payable', async () => {
    await openOrder(pendingOrderFixture(), {
      [`POST ${ORDER_PATH}/payment`]: {
        status: 412,
        body: {
          error: {
            code: 'failed-precondition',
            message: 'Card declined',
            details: { reason: 'insufficient_funds' },
          },
        },
      },
    });
    await fillCard('4000 0000 0000 9995');
    expect(
      await screen.findByText('Fondi insufficienti sulla carta. Usa un’altra carta.'),
    ).toBeTruthy();
    expect(section('Completa il pagamento')).toBeTruthy();
    expect(screen.queryByText(/Grazie!/)).toBeNull();
  });

  it('shows the card field errors the server found', async () => {
    await openOrder(pendingOrderFixture(), {
      [`POST ${ORDER_PATH}/payment`]: {
        status: 400,
        body: {
          error: {
            code: 'invalid-argument',
            message: 'Invalid card',
            fields: { 'card.cvc': 'Il codice di sicurezza (CVC) non è valido.' },
          },
        },
      },
    });
    await fillCard('4242 4242 4242 4242');
    const cvc = await screen.findByRole('textbox', { name: 'Codice di sicurezza (CVC)' });
    await waitFor(() => expect(cvc.getAttribute('aria-invalid')).toBe('true'));
    const error = screen.getByText('Il codice di sicurezza (CVC) non è valido.');
    expect(cvc.getAttribute('aria-describedby')).toContain(error.id);
    // The focus is on the wrong field, which reads its error.
    await waitForFocusOn(cvc);
  });

  it('names the product that ran out while the order waited', async () => {
    await openOrder(pendingOrderFixture(), {
      [`POST ${ORDER_PATH}/payment`]: {
        status: 412,
        body: {
          error: {
            code: 'failed-precondition',
            message: 'Out of stock',
            details: {
              reason: 'out-of-stock',
              productId: 1,
              productName: 'iPhone 16 Pro',
              available: 0,
            },
          },
        },
      },
    });
    await fillCard('4242 4242 4242 4242');
    expect(
      await screen.findByText(
        '«iPhone 16 Pro» non è più disponibile nella quantità ordinata, quindi l’ordine non si può pagare. Annullalo: i prodotti tornano nella tua Shopping Bag con le quantità disponibili.',
      ),
    ).toBeTruthy();
  });

  it('says the order stays waiting when the provider does not answer', async () => {
    await openOrder(pendingOrderFixture(), {
      [`POST ${ORDER_PATH}/payment`]: {
        status: 503,
        body: {
          error: { code: 'unavailable', message: 'down', details: { reason: 'payment-provider' } },
        },
      },
    });
    await fillCard('4242 4242 4242 4242');
    expect(
      await screen.findByText(
        'Il servizio di pagamento non risponde. Il tuo ordine è in attesa di pagamento: puoi riprovare da «I tuoi ordini».',
      ),
    ).toBeTruthy();
  });

  it('cancels the order only after the confirmation', async () => {
    const user = userEvent.setup();
    const cancelled = pendingOrderFixture({
      status: 'cancelled',
      reservedUntil: null,
      history: [
        { status: 'pending_payment', at: '2026-11-20T09:30:00.000Z' },
        { status: 'cancelled', at: '2026-11-20T09:40:00.000Z' },
      ],
    });
    const { fetchMock } = await openOrder(pendingOrderFixture(), {
      [`POST ${ORDER_PATH}/cancel`]: { body: { order: cancelled } },
    });

    await user.click(screen.getByRole('button', { name: 'Annulla ordine' }));
    const confirm = screen.getByRole('group', { name: 'Annulla ordine' });
    await user.click(within(confirm).getByRole('button', { name: 'No, tienilo' }));
    expect(await sentBodies(fetchMock, 'POST', `${ORDER_PATH}/cancel`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Annulla ordine' }));
    await user.click(screen.getByRole('button', { name: 'Sì, annulla l’ordine' }));
    await waitFor(() =>
      expect(notificationTexts()).toEqual([
        'Ordine annullato: i prodotti sono tornati nella tua Shopping Bag.',
      ]),
    );
    expect(factsOf(pageHeader()).Stato).toBe('Annullato');
    expect(screen.queryByRole('region', { name: 'Completa il pagamento' })).toBeNull();
    expect(await sentBodies(fetchMock, 'POST', `${ORDER_PATH}/cancel`)).toHaveLength(1);
  });

  it('focuses the payment when opened from "Paga ora"', async () => {
    await openOrder(pendingOrderFixture(), {}, '/orders/VT-2026-000123#pagamento');
    await waitFor(() => expect(document.activeElement).toBe(section('Completa il pagamento')));
  });
});
