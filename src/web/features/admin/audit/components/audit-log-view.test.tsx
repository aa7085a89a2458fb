import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/mock-fetch';
import { textOf } from '../../../orders/test-support/render-orders';
import { auditEntryFixture, auditPageFixture } from '../../orders/test-support/admin-fixtures';
import { renderAdminPages, requestedSearches } from '../../orders/test-support/render-admin';

const STATUS_CHANGE = auditEntryFixture();
const CATEGORY_RENAME = auditEntryFixture({
  id: 2,
  action: 'category.update',
  entityType: 'category',
  entityId: '4',
  before: { name: 'Telefoni', position: 1 },
  after: { name: 'Smartphone', tags: ['a', 'b'] },
  createdAt: '2026-11-19T16:45:00.000Z',
});
const SETTINGS = auditEntryFixture({
  id: 3,
  action: 'shop-settings.update',
  entityType: 'shop-settings',
  entityId: '',
  before: null,
  after: { pec: 'vetrina@pec.it' },
});

/** A row's cells as text; a list of values reads "a; b". */
function cells(row: Element | undefined): string[] {
  return Array.from(row?.children ?? []).map((cell) => {
    const items = Array.from(cell.querySelectorAll('li'));
    return items.length > 0 ? items.map(textOf).join('; ') : textOf(cell);
  });
}

describe('/admin/audit', () => {
  it('lists who changed what, when, with the values before and after', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/audit': {
        body: auditPageFixture([STATUS_CHANGE, CATEGORY_RENAME, SETTINGS], { total: 120 }),
      },
    });
    renderAdminPages('/admin/audit');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Registro delle modifiche' }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', {
      name: 'Modifiche, dalla più recente: 120 modifiche',
    });
    expect(within(table).getAllByRole('columnheader').map(textOf)).toEqual([
      'Quando',
      'Chi',
      'Che cosa',
      'Oggetto',
      'Prima',
      'Dopo',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cells(rows[0])).toEqual([
      '20 novembre 2026, 11:15',
      'anna.admin@example.com',
      'Stato dell’ordine cambiato',
      'Ordine VT-2026-000123',
      'status: paid',
      'status: shipped; trackingNumber: BRT123',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Ordine VT-2026-000123' })
        .getAttribute('href'),
    ).toBe('/admin/orders/VT-2026-000123');
    expect(cells(rows[1]).slice(2)).toEqual([
      'Categoria modificata',
      'Categoria 4',
      'name: Telefoni; position: 1',
      'name: Smartphone; tags: ["a","b"]',
    ]);
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(cells(rows[2]).slice(3)).toEqual(['Dati del venditore', '—', 'pec: vetrina@pec.it']);

    expect(textOf(screen.getByRole('navigation', { name: 'Pagina 1 di 3' }))).toContain(
      'Pagina 1 di 3',
    );
    expect(requestedSearches(fetchMock, '/api/admin/audit').map(String)).toEqual(['page=1']);
  });

  it('filters by kind of change through the address', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/audit': (request) => {
        const action = new URL(request.url).searchParams.get('action');
        return {
          body: auditPageFixture(action === 'order.refund' ? [] : [STATUS_CHANGE, CATEGORY_RENAME]),
        };
      },
    });
    const app = renderAdminPages('/admin/audit?page=2');
    await screen.findByRole('table');
    const select = screen.getByLabelText('Tipo di modifica') as HTMLSelectElement;
    expect(within(select).getAllByRole('option')[0]?.textContent).toBe('Tutte');

    await userEvent.selectOptions(select, 'Rimborso');
    await userEvent.click(screen.getByRole('button', { name: 'Filtra' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/admin/audit?action=order.refund'));
    expect(await screen.findByText('Nessuna modifica registrata.')).toBeTruthy();
    expect(requestedSearches(fetchMock, '/api/admin/audit').map(String)).toEqual([
      'page=2',
      'page=1&action=order.refund',
    ]);
    expect((screen.getByLabelText('Tipo di modifica') as HTMLSelectElement).value).toBe(
      'order.refund',
    );
  });
});
