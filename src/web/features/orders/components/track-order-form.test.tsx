import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { factsOf, sentBodies } from '../test-support/render-orders';
import { TrackOrderForm } from './track-order-form';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };

const TRACK = 'POST /api/orders/track';

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <TrackOrderForm />
    </QueryClientProvider>,
  );
}

async function search(number: string, email: string) {
  const user = userEvent.setup();
  if (number) await user.type(screen.getByRole('textbox', { name: 'Numero d’ordine' }), number);
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Cerca l’ordine' }));
}

function outcome(): HTMLElement {
  const region = document.querySelector('.track-order__outcome');
  if (!(region instanceof HTMLElement)) throw new Error('no outcome region');
  expect(region.getAttribute('role')).toBe('status');
  return region;
}

describe('/track form', () => {
  it('shows the number, the status and the last update of a matching order, nothing else', async () => {
    const fetchMock = mockFetch({
      [TRACK]: {
        body: {
          number: 'VT-2026-000123',
          status: 'shipped',
          updatedAt: '2026-11-21T08:15:00.000Z',
        },
      },
    });
    renderForm();
    await search(' vt-2026-000123 ', ' mario.rossi@example.com ');

    const result = outcome();
    expect(
      await within(result).findByRole('heading', { level: 3, name: 'Ordine VT-2026-000123' }),
    ).toBeTruthy();
    expect(factsOf(result)).toEqual({
      Stato: 'Spedito',
      'Ultimo aggiornamento': '21 novembre 2026, 09:15',
    });
    // The number in its one written form, the email trimmed; sent in the body, not the URL.
    expect(await sentBodies(fetchMock, 'POST', '/api/orders/track')).toEqual([
      { number: 'VT-2026-000123', email: 'mario.rossi@example.com' },
    ]);
  });

  it('says that no order matches a wrong number and email pair', async () => {
    mockFetch({
      [TRACK]: {
        status: 404,
        body: { error: { code: 'not-found', message: 'No matching order' } },
      },
    });
    renderForm();
    await search('VT-2026-000123', 'qualcuno@example.com');
    expect(
      await within(outcome()).findByText(
        'Nessun ordine corrisponde a questo numero e a questa email. Controlla i dati e riprova.',
      ),
    ).toBeTruthy();
    expect(within(outcome()).queryByRole('heading')).toBeNull();
  });

  it('shows the field messages of the schema and sends nothing', async () => {
    const fetchMock = mockFetch({});
    renderForm();
    await search('123', 'non-una-email');
    const number = screen.getByRole('textbox', { name: 'Numero d’ordine' });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'Inserisci il numero d’ordine come appare nella conferma, ad esempio VT-2026-000123.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Inserisci l’email usata per l’ordine.')).toBeTruthy();
    expect(document.activeElement).toBe(number);
    expect(await sentBodies(fetchMock, 'POST', '/api/orders/track')).toEqual([]);
  });

  it('asks for both fields when left empty', async () => {
    mockFetch({});
    renderForm();
    await search('', '');
    expect(
      screen.getByRole('textbox', { name: 'Numero d’ordine' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('says to wait when too many searches were made (429)', async () => {
    mockFetch({
      [TRACK]: {
        status: 429,
        body: {
          error: {
            code: 'resource-exhausted',
            message: 'Too many requests',
            details: { reason: 'rate-limit' },
          },
        },
      },
    });
    renderForm();
    await search('VT-2026-000123', 'mario.rossi@example.com');
    expect(
      await within(outcome()).findByText('Troppe richieste. Attendi qualche istante e riprova.'),
    ).toBeTruthy();
  });

  it('is on the /track page, for guests too', async () => {
    mockFetch({ 'GET /api/auth/session': { body: { user: null } } });
    renderApp('/track');
    await screen.findByRole('heading', { level: 1, name: 'Traccia il tuo ordine' }, SLOW);
    const form = await screen.findByRole('region', { name: 'Cerca il tuo ordine' }, SLOW);
    expect(within(form).getByRole('textbox', { name: 'Numero d’ordine' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Cerca l’ordine' })).toBeTruthy();
  });
});
