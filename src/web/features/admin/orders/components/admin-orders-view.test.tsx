import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/mock-fetch';
import { textOf } from '../../../orders/test-support/render-orders';
import { adminOrderSummaryFixture, adminOrdersPageFixture } from '../test-support/admin-fixtures';
import { renderAdminPages, requestedSearches } from '../test-support/render-admin';

const SHIPPED = adminOrderSummaryFixture('VT-2026-000124', {
  status: 'shipped',
  createdAt: '2026-11-22T08:00:00.000Z',
  customerName: 'Giulia Bianchi',
  email: 'giulia@example.com',
  itemCount: 3,
  totalCents: 180690,
});
const GUEST = adminOrderSummaryFixture('VT-2026-000101', {
  customerName: null,
  email: 'ospite@example.com',
});

function field(name: string) {
  return screen.getByLabelText(name) as HTMLInputElement | HTMLSelectElement;
}

describe('/admin/orders', () => {
  it('reads the filters from the address, shows them and sends them', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/orders': { body: adminOrdersPageFixture([SHIPPED], { page: 2, total: 60 }) },
    });
    renderAdminPages(
      '/admin/orders?status=shipped&from=2026-11-01&to=2026-11-30&customer=giulia&page=2',
    );
    const table = await screen.findByRole('table', { name: 'Ordini, dal più recente: 60 ordini' });

    const [search] = requestedSearches(fetchMock, '/api/admin/orders');
    expect(Object.fromEntries(search ?? [])).toEqual({
      page: '2',
      status: 'shipped',
      from: '2026-11-01',
      to: '2026-11-30',
      customer: 'giulia',
    });
    expect(field('Stato').value).toBe('shipped');
    expect(field('Dal giorno').value).toBe('2026-11-01');
    expect(field('Al giorno').value).toBe('2026-11-30');
    expect(field('Cliente').value).toBe('giulia');

    const row = within(table).getByRole('link', { name: 'VT-2026-000124' }).closest('tr');
    expect(Array.from(row?.children ?? []).map(textOf)).toEqual([
      'VT-2026-000124',
      '22 novembre 2026, 09:00',
      'Giulia Bianchi giulia@example.com',
      '3',
      '1.806,90 €',
      'Spedito',
    ]);
    expect(within(table).getByRole('link', { name: 'VT-2026-000124' }).getAttribute('href')).toBe(
      '/admin/orders/VT-2026-000124',
    );

    const pages = screen.getByRole('navigation', { name: 'Pagina 2 di 3' });
    expect(textOf(pages)).toContain('Pagina 2 di 3');
    expect(
      within(pages).getByRole('link', { name: 'Pagina successiva' }).getAttribute('href'),
    ).toBe('/admin/orders?status=shipped&from=2026-11-01&to=2026-11-30&customer=giulia&page=3');
    expect(
      within(pages).getByRole('link', { name: 'Pagina precedente' }).getAttribute('href'),
    ).toBe('/admin/orders?status=shipped&from=2026-11-01&to=2026-11-30&customer=giulia');
  });

  it('puts new filters in the address, back on the first page, and asks for them', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/orders': { body: adminOrdersPageFixture([SHIPPED, GUEST]) },
    });
    const app = renderAdminPages('/admin/orders?page=3');
    await screen.findByRole('table');
    expect(screen.getByText('Senza nome')).toBeTruthy();

    await userEvent.selectOptions(field('Stato'), 'In preparazione');
    await userEvent.type(field('Cliente'), ' rossi ');
    await userEvent.click(screen.getByRole('button', { name: 'Filtra' }));

    await waitFor(() =>
      expect(app.currentUrl()).toBe('/admin/orders?status=preparing&customer=rossi'),
    );
    await waitFor(() => {
      const searches = requestedSearches(fetchMock, '/api/admin/orders').map((params) =>
        params.toString(),
      );
      expect(searches).toContain('page=1&status=preparing&customer=rossi');
    });
    expect(field('Stato').value).toBe('preparing');

    await userEvent.click(screen.getByRole('link', { name: 'Azzera i filtri' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/admin/orders'));
    expect(field('Stato').value).toBe('');
    expect(field('Cliente').value).toBe('');
  });

  it('shows the server’s words about a bad filter beside it', async () => {
    mockFetch({
      'GET /api/admin/orders': {
        status: 400,
        body: {
          error: {
            code: 'invalid-argument',
            message: 'Dati non validi. Controlla i campi evidenziati.',
            fields: { to: 'La data iniziale deve precedere quella finale.' },
          },
        },
      },
    });
    renderAdminPages('/admin/orders?from=2026-11-30&to=2026-11-01');
    expect(await screen.findByText('Controlla i filtri evidenziati.')).toBeTruthy();
    const to = field('Al giorno');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    const errorId = to.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      'La data iniziale deve precedere quella finale.',
    );
    expect(field('Dal giorno').getAttribute('aria-invalid')).toBeNull();
    expect(field('Dal giorno').value).toBe('2026-11-30');
  });

  it('says when no order matches', async () => {
    mockFetch({ 'GET /api/admin/orders': { body: adminOrdersPageFixture([]) } });
    renderAdminPages('/admin/orders?customer=nessuno');
    expect(await screen.findByText('Nessun ordine corrisponde ai filtri.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why the list could not be read and tries again on "Riprova"', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/admin/orders': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } }
          : { body: adminOrdersPageFixture([SHIPPED]) };
      },
    });
    renderAdminPages('/admin/orders');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Errore: Si è verificato un errore imprevisto. Riprova tra poco.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('link', { name: 'VT-2026-000124' })).toBeTruthy();
  });
});
