import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/mock-fetch';
import { textOf } from '../../../orders/test-support/render-orders';
import { dashboardFixture } from '../../orders/test-support/admin-fixtures';
import { renderAdminPages } from '../../orders/test-support/render-admin';

describe('/admin dashboard', () => {
  it('shows the counts, the chart with its summary, and the same 30 days in a table', async () => {
    mockFetch({ 'GET /api/admin/dashboard': { body: dashboardFixture() } });
    renderAdminPages('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Tool' })).toBeTruthy();

    const counts = await screen.findByRole('region', { name: 'In breve' });
    const facts = Array.from(counts.querySelectorAll('dt')).map(
      (term) => `${textOf(term)}=${textOf(term.nextElementSibling)}`,
    );
    expect(facts).toEqual(['Prodotti=48', 'Utenti=1.234', 'Ordini=310']);

    const chart = screen.getByRole('img', { name: /Ordini e incassi degli ultimi 30 giorni/ });
    const summary = chart.getAttribute('aria-label')?.replace(/\s+/g, ' ');
    // 1 + 2 + … + 30 = 465 orders, 4.650,00 € net; the best day is the last one.
    expect(summary).toContain('465 ordini pagati e 4.650,00 € di incasso netto');
    expect(summary).toContain('Giorno migliore: 20 novembre 2026, con 300,00 €.');

    await userEvent.click(screen.getByText('Mostra i dati in tabella'));
    const table = screen.getByRole('table', { name: 'Ordini pagati e incasso netto per giorno' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(Array.from(rows[0]?.children ?? []).map(textOf)).toEqual([
      '22 ottobre 2026',
      '1',
      '10,00 €',
    ]);
    expect(within(table).getAllByRole('columnheader').map(textOf)).toEqual([
      'Giorno',
      'Ordini',
      'Incasso',
    ]);
  });

  it('links low-stock products to the shop, latest orders to their admin page', async () => {
    mockFetch({ 'GET /api/admin/dashboard': { body: dashboardFixture() } });
    renderAdminPages('/admin');
    const lowStock = await screen.findByRole('region', { name: 'Prodotti in esaurimento' });
    expect(within(lowStock).getByRole('link', { name: 'iPhone 16 Pro' }).getAttribute('href')).toBe(
      '/products/iphone-16-pro',
    );
    expect(textOf(lowStock)).toContain('Apple Watch SE (senza pagina nel negozio) Disponibili: 0');

    const latest = screen.getByRole('region', { name: 'Ultimi ordini' });
    expect(within(latest).getByRole('link', { name: 'VT-2026-000130' }).getAttribute('href')).toBe(
      '/admin/orders/VT-2026-000130',
    );
    const users = screen.getByRole('region', { name: 'Nuovi utenti' });
    expect(textOf(users)).toContain('Giulia Bianchi · giulia.bianchi@example.com');
    expect(screen.queryByText(/Mancano dati del venditore/)).toBeNull();
  });

  it('warns about the seller details still missing, with a link to complete them', async () => {
    mockFetch({
      'GET /api/admin/dashboard': {
        body: dashboardFixture({ missingShopSettings: ['Partita IVA', 'PEC'] }),
      },
    });
    renderAdminPages('/admin');
    const warning = await screen.findByRole('region', {
      name: 'Mancano dati del venditore richiesti dalle pagine legali:',
    });
    expect(within(warning).getAllByRole('listitem').map(textOf)).toEqual(['Partita IVA', 'PEC']);
    expect(
      within(warning)
        .getByRole('link', { name: 'Completa i dati del venditore' })
        .getAttribute('href'),
    ).toBe('/admin/settings');
  });

  it('says why the dashboard could not be read, and reads it again on "Riprova"', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/admin/dashboard': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { error: { code: 'unavailable', message: 'busy' } } }
          : { body: dashboardFixture() };
      },
    });
    renderAdminPages('/admin');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Errore: Il negozio è molto impegnato in questo momento. Riprova tra qualche secondo.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('region', { name: 'In breve' })).toBeTruthy();
  });
});
