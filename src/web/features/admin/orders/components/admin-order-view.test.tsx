import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../../../domain/admin/orders-admin';
import { mockFetch } from '../../../../test/mock-fetch';
import { clearNotifications } from '../../../notifications/notifications.store';
import { DASHBOARD_QUERY_KEY } from '../../dashboard/api/get-dashboard';
import { ADMIN_ORDERS_LIST_QUERY_KEY } from '../api/get-admin-orders';
import {
  factsOf,
  notificationTexts,
  sentBodies,
  textOf,
} from '../../../orders/test-support/render-orders';
import { adminOrderFixture } from '../test-support/admin-fixtures';
import { renderAdminPages } from '../test-support/render-admin';

const NUMBER = 'VT-2026-000123';
const PATH = `/api/admin/orders/${NUMBER}`;

/** Text with every run of spaces (Intl writes no-break ones) as one space. */
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function statusSection() {
  return screen.getByRole('region', { name: 'Cambia stato' });
}

function refundSection() {
  return screen.getByRole('region', { name: 'Rimborso' });
}

function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.role === 'alert');
  return error ? squash(error.textContent) : null;
}

beforeEach(() => {
  clearNotifications();
});

describe('/admin/orders/:number', () => {
  it('shows the order with the admin’s facts', async () => {
    mockFetch({
      [`GET ${PATH}`]: {
        body: adminOrderFixture(
          {
            returnReason: 'Lo schermo ha un graffio',
            refundedCents: 1000,
            refundableCents: 179690,
            refunds: [
              {
                amountCents: 1000,
                reason: 'Sconto',
                createdAt: '2026-11-21T10:00:00.000Z',
                createdBy: 'anna.admin@example.com',
              },
            ],
          },
          {
            returnRequestedAt: '2026-11-24T10:00:00.000Z',
            invoice: {
              kind: 'company',
              companyName: 'Rossi Srl',
              vatNumber: '01234567897',
              taxCode: null,
              sdiCode: 'ABC1234',
              pec: null,
            },
          },
        ),
      },
    });
    renderAdminPages(`/admin/orders/${NUMBER}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Ordine ${NUMBER}` })).toBeTruthy();
    await screen.findByRole('region', { name: 'In breve' });

    expect(factsOf(screen.getByRole('region', { name: 'In breve' }))).toMatchObject({
      'Stato attuale': 'Pagato',
      'Email del cliente': 'mario.rossi@example.com',
      Account: 'Cliente registrato',
    });
    expect(factsOf(screen.getByRole('region', { name: 'Pagamento' }))).toMatchObject({
      'Sistema di pagamento': 'Pagamento di prova',
      Circuito: 'visa',
      'Ultime cifre': '4242',
      'Riferimento del pagamento': 'test_pay_000123',
    });
    expect(factsOf(screen.getByRole('region', { name: 'Fattura richiesta' }))).toMatchObject({
      'Ragione sociale': 'Rossi Srl',
      'Partita IVA': '01234567897',
      PEC: '—',
    });
    expect(factsOf(screen.getByRole('region', { name: 'Riepilogo' }))).toMatchObject({
      Totale: '1.806,90 €',
      'Già rimborsato': '10,00 €',
      'Ancora rimborsabile': '1.796,90 €',
    });
    expect(factsOf(screen.getByRole('region', { name: 'Reso' }))).toMatchObject({
      Motivo: 'Lo schermo ha un graffio',
    });
    const refunds = within(screen.getByRole('region', { name: 'Rimborsi' })).getByRole('table');
    expect(textOf(within(refunds).getAllByRole('row')[1])).toContain('Sconto');
    expect(
      within(screen.getByRole('region', { name: 'Articoli' }))
        .getByRole('link', { name: 'iPhone 16 Pro' })
        .getAttribute('href'),
    ).toBe('/products/iphone-16-pro');
    expect(textOf(screen.getByRole('region', { name: 'Consegna' }))).toContain('Via Torino 12');
  });

  it('offers only the statuses the server allows', async () => {
    mockFetch({ [`GET ${PATH}`]: { body: adminOrderFixture() } });
    renderAdminPages(`/admin/orders/${NUMBER}`);
    const select = await within(
      await screen.findByRole('region', { name: 'Cambia stato' }),
    ).findByLabelText('Nuovo stato');
    expect(within(select).getAllByRole('option').map(textOf)).toEqual([
      'In preparazione',
      'Annullato',
    ]);
    // "Spedito" was not chosen: no tracking number asked for.
    expect(screen.queryByLabelText('Numero di spedizione')).toBeNull();
  });

  it('says when the status can no longer change', async () => {
    mockFetch({
      [`GET ${PATH}`]: {
        body: adminOrderFixture({ nextStatuses: [], refundableCents: 0 }, { status: 'cancelled' }),
      },
    });
    renderAdminPages(`/admin/orders/${NUMBER}`);
    const section = await screen.findByRole('region', { name: 'Cambia stato' });
    expect(textOf(section)).toContain('L’ordine è annullato: il suo stato non può più cambiare.');
    expect(within(section).queryByRole('button')).toBeNull();
    expect(textOf(refundSection())).toContain('Questo ordine non ha importi da rimborsare.');
  });

  it('asks for the tracking number to ship, shows the server’s words, then ships', async () => {
    const preparing = adminOrderFixture(
      { nextStatuses: ['shipped', 'cancelled'] },
      { status: 'preparing' },
    );
    const shipped = adminOrderFixture(
      { nextStatuses: ['delivered'] },
      { status: 'shipped', trackingNumber: 'BRT 123456' },
    );
    let posts = 0;
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: { body: preparing },
      [`POST ${PATH}/status`]: () => {
        posts += 1;
        return posts === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'invalid-argument',
                  message: 'Dati non validi. Controlla i campi evidenziati.',
                  fields: { trackingNumber: 'Numero di spedizione sconosciuto al corriere.' },
                },
              },
            }
          : { body: shipped };
      },
    });
    renderAdminPages(`/admin/orders/${NUMBER}`);
    const section = await screen.findByRole('region', { name: 'Cambia stato' });
    expect((within(section).getByLabelText('Nuovo stato') as HTMLSelectElement).value).toBe(
      'shipped',
    );
    const tracking = within(section).getByLabelText('Numero di spedizione');
    const submit = within(section).getByRole('button', { name: 'Cambia stato' });

    await userEvent.click(submit);
    expect(errorOf(tracking)).toBe('Inserisci il numero di spedizione del corriere.');
    expect(await sentBodies(fetchMock, 'POST', `${PATH}/status`)).toEqual([]);

    await userEvent.type(tracking, 'BRT 123456');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(errorOf(tracking)).toBe('Numero di spedizione sconosciuto al corriere.'),
    );
    expect(notificationTexts()).toContain(
      'Errore: Dati non validi. Controlla i campi evidenziati.',
    );
    expect((tracking as HTMLInputElement).value).toBe('BRT 123456');

    await userEvent.click(submit);
    await waitFor(() =>
      expect(notificationTexts()).toContain(`Ordine ${NUMBER}: stato cambiato in «Spedito».`),
    );
    expect(await sentBodies(fetchMock, 'POST', `${PATH}/status`)).toEqual([
      { from: 'preparing', status: 'shipped', trackingNumber: 'BRT 123456' },
      { from: 'preparing', status: 'shipped', trackingNumber: 'BRT 123456' },
    ]);
    // The answer is the order now: its status, and the one next step.
    expect(factsOf(screen.getByRole('region', { name: 'In breve' }))['Stato attuale']).toBe(
      'Spedito',
    );
    const select = within(statusSection()).getByLabelText('Nuovo stato');
    expect(within(select).getAllByRole('option').map(textOf)).toEqual(['Consegnato']);
  });

  it('sends a status change without tracking number when not shipping', async () => {
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: { body: adminOrderFixture() },
      [`POST ${PATH}/status`]: {
        body: adminOrderFixture({ nextStatuses: [] }, { status: 'cancelled' }),
      },
    });
    renderAdminPages(`/admin/orders/${NUMBER}`);
    const section = await screen.findByRole('region', { name: 'Cambia stato' });
    await userEvent.selectOptions(within(section).getByLabelText('Nuovo stato'), 'Annullato');
    await userEvent.click(within(section).getByRole('button', { name: 'Cambia stato' }));
    await waitFor(() =>
      expect(notificationTexts()).toContain(`Ordine ${NUMBER}: stato cambiato in «Annullato».`),
    );
    expect(await sentBodies(fetchMock, 'POST', `${PATH}/status`)).toEqual([
      { from: 'paid', status: 'cancelled' },
    ]);
  });

  it('sends one change at a time, then marks the list and the dashboard to be read again', async () => {
    let release: () => void = () => undefined;
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: { body: adminOrderFixture() },
      [`POST ${PATH}/status`]: () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              body: adminOrderFixture({ nextStatuses: ['shipped'] }, { status: 'preparing' }),
            });
        }),
    });
    const app = renderAdminPages(`/admin/orders/${NUMBER}`);
    app.queryClient.setQueryData(DASHBOARD_QUERY_KEY, { cached: true });
    app.queryClient.setQueryData([...ADMIN_ORDERS_LIST_QUERY_KEY, { page: 1 }], { cached: true });
    const section = await screen.findByRole('region', { name: 'Cambia stato' });
    await userEvent.click(within(section).getByRole('button', { name: 'Cambia stato' }));
    const pending = await within(section).findByRole('button', { name: 'Salvataggio…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(pending);
    expect(await sentBodies(fetchMock, 'POST', `${PATH}/status`)).toHaveLength(1);

    release();
    await waitFor(() =>
      expect(notificationTexts()).toContain(
        `Ordine ${NUMBER}: stato cambiato in «In preparazione».`,
      ),
    );
    await waitFor(() =>
      expect(app.queryClient.getQueryState(DASHBOARD_QUERY_KEY)?.isInvalidated).toBe(true),
    );
    expect(
      app.queryClient.getQueryState([...ADMIN_ORDERS_LIST_QUERY_KEY, { page: 1 }])?.isInvalidated,
    ).toBe(true);
  });

  it('checks the refund amount in Italian, asks to confirm it, then refunds it', async () => {
    let answer: AdminOrder | null = null;
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: {
        body: adminOrderFixture({ refundedCents: 1000, refundableCents: 179690 }),
      },
      [`POST ${PATH}/refunds`]: () => {
        answer = adminOrderFixture(
          { refundedCents: 2990, refundableCents: 177700, nextStatuses: [] },
          { status: 'refunded' },
        );
        return { body: answer };
      },
    });
    renderAdminPages(`/admin/orders/${NUMBER}`);
    const section = await screen.findByRole('region', { name: 'Rimborso' });
    const amount = within(section).getByLabelText('Importo da rimborsare (€)') as HTMLInputElement;
    const reason = within(section).getByLabelText('Motivo (facoltativo)');
    expect(amount.value).toBe('1.796,90');

    await userEvent.clear(amount);
    await userEvent.type(amount, 'abc');
    await userEvent.click(within(section).getByRole('button', { name: 'Rimborsa' }));
    expect(errorOf(amount)).toBe('Inserisci un importo valido in euro, ad esempio 19,90.');

    await userEvent.clear(amount);
    await userEvent.type(amount, '1800');
    await userEvent.click(within(section).getByRole('button', { name: 'Rimborsa' }));
    expect(errorOf(amount)).toBe('Si possono rimborsare al massimo 1.796,90 €.');
    expect(await sentBodies(fetchMock, 'POST', `${PATH}/refunds`)).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '19,90');
    await userEvent.type(reason, 'Graffio sulla scocca');
    await userEvent.click(within(section).getByRole('button', { name: 'Rimborsa' }));
    expect(errorOf(amount)).toBeNull();
    expect(await sentBodies(fetchMock, 'POST', `${PATH}/refunds`)).toEqual([]);

    await userEvent.click(
      within(section).getByRole('button', { name: /^Conferma rimborso di 19,90\s€$/ }),
    );
    await waitFor(() =>
      expect(notificationTexts().map(squash)).toContain(
        `Rimborso di 19,90 € registrato per l’ordine ${NUMBER}.`,
      ),
    );
    expect(await sentBodies(fetchMock, 'POST', `${PATH}/refunds`)).toEqual([
      { amountCents: 1990, expectedRefundedCents: 1000, reason: 'Graffio sulla scocca' },
    ]);
    // The form starts again from what is left.
    expect(
      (within(refundSection()).getByLabelText('Importo da rimborsare (€)') as HTMLInputElement)
        .value,
    ).toBe('1.777,00');
    expect(factsOf(screen.getByRole('region', { name: 'In breve' }))['Stato attuale']).toBe(
      'Rimborsato',
    );
  });

  it('keeps what was typed when the refund is refused, and reads the order again', async () => {
    let reads = 0;
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: () => {
        reads += 1;
        return { body: adminOrderFixture() };
      },
      [`POST ${PATH}/refunds`]: {
        status: 412,
        body: {
          error: {
            code: 'failed-precondition',
            message: 'L’ordine è cambiato nel frattempo: ricarica la pagina e controlla l’importo.',
          },
        },
      },
    });
    renderAdminPages(`/admin/orders/${NUMBER}`);
    const section = await screen.findByRole('region', { name: 'Rimborso' });
    const amount = within(section).getByLabelText('Importo da rimborsare (€)') as HTMLInputElement;
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.click(within(section).getByRole('button', { name: 'Rimborsa' }));
    const confirm = within(section).getByRole('button', { name: /^Conferma rimborso di 5,00\s€$/ });
    await userEvent.click(confirm);

    await waitFor(() =>
      expect(notificationTexts()).toContain(
        'Errore: L’ordine è cambiato nel frattempo: ricarica la pagina e controlla l’importo.',
      ),
    );
    await waitFor(() => expect(reads).toBe(2));
    expect(
      (within(refundSection()).getByLabelText('Importo da rimborsare (€)') as HTMLInputElement)
        .value,
    ).toBe('5');
    expect(await sentBodies(fetchMock, 'POST', `${PATH}/refunds`)).toEqual([
      { amountCents: 500, expectedRefundedCents: 0 },
    ]);
    // Back to the first step: a new click asks to confirm again.
    expect(within(refundSection()).getByRole('button', { name: 'Rimborsa' })).toBeTruthy();
  });

  it('says when the order does not exist', async () => {
    mockFetch({});
    renderAdminPages('/admin/orders/VT-2026-999999');
    expect((await screen.findByRole('alert')).textContent).toBe('Ordine non trovato.');
    expect(screen.getByRole('link', { name: /Torna agli ordini/ }).getAttribute('href')).toBe(
      '/admin/orders',
    );
  });
});
