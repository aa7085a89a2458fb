import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminShopSettings } from '../../../../../domain/admin/shop-settings';
import { SHOP_SETTINGS_MESSAGES as M } from '../../../../../domain/admin/shop-settings.messages';
import AdminShopSettingsPage from '../../../../pages/admin-shop-settings.page';
import { mockFetch } from '../../../../test/mock-fetch';
import { NotificationsRegion } from '../../../notifications/components/notifications-region';
import { useNotificationsStore } from '../../../notifications/notifications.store';

const EMPTY: AdminShopSettings['values'] = {
  companyName: '',
  vatNumber: '',
  reaNumber: '',
  registeredOffice: '',
  pec: '',
  phone: '',
  customerServiceEmail: '',
  customerServiceHours: '',
};

const PARTIAL: AdminShopSettings = {
  values: { ...EMPTY, companyName: 'Vetrina S.r.l.', pec: 'vetrina@pec.it' },
  missing: ['vatNumber', 'reaNumber', 'registeredOffice', 'phone', 'customerServiceEmail'],
};

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/admin/settings',
        element: (
          <>
            <AdminShopSettingsPage />
            <NotificationsRegion />
          </>
        ),
      },
    ],
    { initialEntries: ['/admin/settings'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}

afterEach(() => useNotificationsStore.setState({ notifications: [] }));

describe('admin shop settings page', () => {
  it('shows the stored values in labelled fields and lists the required data missing', async () => {
    mockFetch({ 'GET /api/admin/shop-settings': { body: PARTIAL } });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dati del venditore' }),
    ).toBeTruthy();
    expect(((await screen.findByLabelText(/^Ragione sociale/)) as HTMLInputElement).value).toBe(
      'Vetrina S.r.l.',
    );
    expect(field(/^PEC/).value).toBe('vetrina@pec.it');
    expect(field(/^Partita IVA/).value).toBe('');
    expect(field(/^Partita IVA/).getAttribute('aria-describedby')).toContain('hint');
    const notice = screen.getByRole('region', { name: M.missingTitle });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Partita IVA',
      'Numero REA',
      'Sede legale',
      'Telefono del servizio clienti',
      'Email del servizio clienti',
    ]);
    expect(screen.getByLabelText(/^Orari del servizio clienti/)).toBeTruthy();
  });

  it('shows the server’s message beside each bad field, keeps what was typed and focuses the first', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    mockFetch({
      'GET /api/admin/shop-settings': { body: PARTIAL },
      'PUT /api/admin/shop-settings': async (request) => {
        sent = await request.json();
        return {
          status: 400,
          body: {
            error: {
              code: 'invalid-argument',
              message: 'Dati non validi.',
              fields: {
                vatNumber:
                  'La partita IVA non è valida: controlla di averla scritta correttamente.',
                phone: M.errors.phoneInvalid,
              },
            },
          },
        };
      },
    });
    renderPage();
    await screen.findByLabelText(/^Ragione sociale/);
    await fillIn(user, /^Partita IVA/, '12345678904');
    await fillIn(user, /^Telefono/, 'chiamaci');
    await fillIn(user, /^Orari/, 'sempre');
    await user.click(screen.getByRole('button', { name: M.save }));

    expect(await screen.findByText(`Errore: ${M.fixFields}`)).toBeTruthy();
    expect(sent).toEqual({
      ...PARTIAL.values,
      vatNumber: '12345678904',
      phone: 'chiamaci',
      customerServiceHours: 'sempre',
    });
    const vat = field(/^Partita IVA/);
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/La partita IVA non è valida/).id).toBe(
      vat.getAttribute('aria-describedby')?.split(' ')[1],
    );
    expect(field(/^Telefono/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(M.errors.phoneInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(vat));
    // Nothing typed is lost.
    expect(vat.value).toBe('12345678904');
    expect(field(/^Telefono/).value).toBe('chiamaci');
    expect(field(/^Orari/).value).toBe('sempre');
    expect(field(/^Ragione sociale/).value).toBe('Vetrina S.r.l.');
  });

  it('saves, says so, shows the values as kept and that nothing is missing any more', async () => {
    const user = userEvent.setup();
    const saved: AdminShopSettings = {
      values: {
        companyName: 'Vetrina S.r.l.',
        vatNumber: '12345678903',
        reaNumber: 'MI-1234567',
        registeredOffice: 'Via Roma 1, 20121 Milano (MI)',
        pec: 'vetrina@pec.it',
        phone: '02 1234 5678',
        customerServiceEmail: 'assistenza@vetrina.it',
        customerServiceHours: '',
      },
      missing: [],
    };
    mockFetch({
      'GET /api/admin/shop-settings': { body: PARTIAL },
      'PUT /api/admin/shop-settings': { body: saved },
    });
    renderPage();
    await screen.findByLabelText(/^Ragione sociale/);
    await fillIn(user, /^Partita IVA/, 'IT12345678903');
    await fillIn(user, /^Numero REA/, 'mi 1234567');
    await fillIn(user, /^Sede legale/, 'Via Roma 1, 20121 Milano (MI)');
    await fillIn(user, /^Telefono/, '02 1234 5678');
    await fillIn(user, /^Email del servizio/, 'assistenza@vetrina.it');
    await user.click(screen.getByRole('button', { name: M.save }));

    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(field(/^Partita IVA/).value).toBe('12345678903');
    expect(field(/^Numero REA/).value).toBe('MI-1234567');
    expect(screen.queryByRole('region', { name: M.missingTitle })).toBeNull();
    expect(screen.getByText(M.complete)).toBeTruthy();
    expect(screen.queryByText(/^Errore/)).toBeNull();
  });

  it('reports any other failure as "Errore: …" and keeps the form as typed', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/admin/shop-settings': { body: PARTIAL },
      'PUT /api/admin/shop-settings': {
        status: 503,
        body: { error: { code: 'unavailable', message: 'Database unavailable' } },
      },
    });
    renderPage();
    await screen.findByLabelText(/^Ragione sociale/);
    await fillIn(user, /^Ragione sociale/, 'Nuovo nome S.r.l.');
    await user.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(/^Errore: /)).toBeTruthy();
    expect(field(/^Ragione sociale/).value).toBe('Nuovo nome S.r.l.');
    expect(screen.getByRole('button', { name: M.save })).toHaveProperty('disabled', false);
  });

  it('says when the settings cannot be read, and reads them again on request', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockFetch({
      'GET /api/admin/shop-settings': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { error: { code: 'unavailable', message: 'x' } } }
          : { body: PARTIAL };
      },
    });
    renderPage();
    expect(await screen.findByText(/^Errore: /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(((await screen.findByLabelText(/^Ragione sociale/)) as HTMLInputElement).value).toBe(
      'Vetrina S.r.l.',
    );
  });
});
