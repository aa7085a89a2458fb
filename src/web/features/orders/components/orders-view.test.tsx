import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { clearNotifications } from '../../notifications/notifications.store';
import { orderSummaryFixture, ordersPageFixture } from '../test-support/orders-fixtures';
import { factsOf, renderOrdersPages } from '../test-support/render-orders';

// The whole-app render loads lazy page chunks: the first one in a busy run can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };

const NEWEST = orderSummaryFixture('VT-2026-000125', {
  status: 'pending_payment',
  createdAt: '2026-11-24T16:05:00.000Z',
  totalCents: 29900,
  itemCount: 1,
});
const SHIPPED = orderSummaryFixture('VT-2026-000124', {
  status: 'shipped',
  createdAt: '2026-11-22T08:00:00.000Z',
  totalCents: 180690,
  itemCount: 3,
});
const DELIVERED = orderSummaryFixture('VT-2026-000101', {
  status: 'delivered',
  createdAt: '2026-10-02T10:00:00.000Z',
  totalCents: 64900,
  itemCount: 2,
});

function list(): HTMLElement {
  return screen.getByRole('list', { name: 'Elenco dei tuoi ordini' });
}

function row(number: string): HTMLElement {
  const item = within(list())
    .getByRole('link', { name: `Ordine ${number}` })
    .closest('li');
  if (!item) throw new Error(`no row for ${number}`);
  return item;
}

/** GET /api/orders answering page N of 25 orders: rows named after the page. */
function mockPagedOrders() {
  return mockFetch({
    'GET /api/orders': (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const orders = [1, 2].map((index) =>
        orderSummaryFixture(`VT-2026-${String(page * 100 + index).padStart(6, '0')}`),
      );
      return { body: ordersPageFixture(orders, { page, total: 25 }) };
    },
  });
}

beforeEach(() => {
  clearNotifications();
});

describe('/orders', () => {
  it('lists the orders newest first with date, status, item count and total', async () => {
    const fetchMock = mockFetch({
      'GET /api/orders': { body: ordersPageFixture([NEWEST, SHIPPED, DELIVERED]) },
    });
    renderOrdersPages('/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'I tuoi ordini' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Elenco dei tuoi ordini' });
    expect(screen.getByText('3 ordini')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/orders?page=1');

    const numbers = within(list())
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(numbers).toEqual([
      'Ordine VT-2026-000125',
      'Ordine VT-2026-000124',
      'Ordine VT-2026-000101',
    ]);

    const shipped = row('VT-2026-000124');
    expect(
      within(shipped).getByRole('link', { name: 'Ordine VT-2026-000124' }).getAttribute('href'),
    ).toBe('/orders/VT-2026-000124');
    expect(factsOf(shipped)).toEqual({
      Data: '22 novembre 2026',
      Stato: 'Spedito',
      Articoli: '3 articoli',
      Totale: '1.806,90 €',
    });
    expect(factsOf(row('VT-2026-000101'))).toEqual({
      Data: '2 ottobre 2026',
      Stato: 'Consegnato',
      Articoli: '2 articoli',
      Totale: '649,00 €',
    });
    expect(within(shipped).queryByRole('link', { name: /Paga ora/ })).toBeNull();
  });

  it('offers "Paga ora" only for an order waiting for payment, leading to its payment', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/orders': { body: ordersPageFixture([NEWEST, SHIPPED]) } });
    const { currentUrl } = renderOrdersPages('/orders');
    await screen.findByRole('list', { name: 'Elenco dei tuoi ordini' });
    const pending = row('VT-2026-000125');
    expect(factsOf(pending).Stato).toBe('In attesa di pagamento');
    const pay = within(pending).getByRole('link', { name: 'Paga ora l’ordine VT-2026-000125' });
    expect(pay.textContent).toBe('Paga ora');
    expect(screen.getAllByRole('link', { name: /^Paga ora/ })).toHaveLength(1);

    await user.click(pay);
    expect(currentUrl()).toBe('/orders/VT-2026-000125#pagamento');
  });

  it('reads the page from ?page=N and moves between pages with real links', async () => {
    const user = userEvent.setup();
    const fetchMock = mockPagedOrders();
    const { currentUrl } = renderOrdersPages('/orders?page=2');
    await within(await screen.findByRole('list', { name: 'Elenco dei tuoi ordini' })).findByRole(
      'link',
      { name: 'Ordine VT-2026-000201' },
    );
    expect(screen.getByText('25 ordini')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/orders?page=2');

    const pages = screen.getByRole('navigation', { name: 'Paginazione' });
    expect(within(pages).getByRole('link', { name: 'Pagina 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Pagina 1' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(within(pages).getByRole('link', { name: 'Pagina 3' }).getAttribute('href')).toBe(
      '/orders?page=3',
    );

    await user.click(within(pages).getByRole('link', { name: /Successiva/ }));
    expect(currentUrl()).toBe('/orders?page=3');
    expect(await within(list()).findByRole('link', { name: 'Ordine VT-2026-000301' })).toBeTruthy();
    expect(within(list()).queryByRole('link', { name: 'Ordine VT-2026-000201' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Paginazione' }))
        .getByRole('link', { name: 'Pagina 3' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('asks for the first page when ?page is not a page number', async () => {
    const fetchMock = mockPagedOrders();
    renderOrdersPages('/orders?page=abc');
    await screen.findByRole('link', { name: 'Ordine VT-2026-000101' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/orders?page=1');
  });

  it('shows no pagination when every order fits on one page', async () => {
    mockFetch({ 'GET /api/orders': { body: ordersPageFixture([SHIPPED]) } });
    renderOrdersPages('/orders');
    await screen.findByRole('list', { name: 'Elenco dei tuoi ordini' });
    expect(screen.getByText('1 ordine')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Paginazione' })).toBeNull();
  });

  it('says when a page beyond the last has no orders, with a way back to the first', async () => {
    mockFetch({
      'GET /api/orders': { body: ordersPageFixture([], { page: 9, total: 25 }) },
    });
    renderOrdersPages('/orders?page=9');
    expect(await screen.findByText(/In questa pagina non ci sono ordini\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai alla prima pagina' }).getAttribute('href')).toBe(
      '/orders',
    );
  });

  it('shows the empty state with a link to the products', async () => {
    mockFetch({ 'GET /api/orders': { body: ordersPageFixture([]) } });
    renderOrdersPages('/orders');
    const empty = await screen.findByRole('region', { name: 'Non hai ancora effettuato ordini' });
    expect(
      within(empty).getByText(
        'Quando acquisti un prodotto, qui trovi lo stato dell’ordine, la ricevuta e i resi.',
      ),
    ).toBeTruthy();
    expect(
      within(empty).getByRole('link', { name: 'Scopri i prodotti' }).getAttribute('href'),
    ).toBe('/products');
    expect(screen.queryByRole('list', { name: 'Elenco dei tuoi ordini' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Paginazione' })).toBeNull();
    expect(screen.queryByText(/^\d+ ordin[ei]$/)).toBeNull();
  });

  it('shows a failed load as an alert with a retry that reads the list again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockFetch({
      'GET /api/orders': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { error: { code: 'unavailable', message: 'down' } } }
          : { body: ordersPageFixture([SHIPPED]) };
      },
    });
    renderOrdersPages('/orders');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il negozio è molto impegnato in questo momento. Riprova tra qualche secondo.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('link', { name: 'Ordine VT-2026-000124' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is the page at /orders for a logged-in customer', async () => {
    mockFetch({
      'GET /api/auth/session': { body: { user: CUSTOMER } },
      'GET /api/orders': { body: ordersPageFixture([SHIPPED]) },
    });
    renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: 'I tuoi ordini' }, SLOW);
    expect(await screen.findByRole('link', { name: 'Ordine VT-2026-000124' }, SLOW)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('I tuoi ordini – Vetrina'));
  });

  it('sends a guest opening /orders?page=2 to log in, coming back to the same page', async () => {
    mockFetch({ 'GET /api/auth/session': { body: { user: null } } });
    const { currentUrl } = renderApp('/orders?page=2');
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2Forders%3Fpage%3D2'), SLOW);
  });
});
