import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminDevice, AdminDevicesPage } from '../../../../../domain/admin/devices.schema';
import AdminDevicesRoutePage from '../../../../pages/admin-devices.page';
import { ADMIN } from '../../../../test/fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderPages } from '../../../../test/render-pages';
import { clearNotifications } from '../../../notifications/notifications.store';

const PHONE_ID = 'device_1732000000000_abcd1234_efgh5678_ijkl9012';
const LAPTOP_ID = 'device_1732000000001_abcd1234_efgh5678_ijkl9012';
const OWN_ID = 'device_1732000000002_abcd1234_efgh5678_ijkl9012';

function adminDevice(overrides: Partial<AdminDevice> & Pick<AdminDevice, 'id'>): AdminDevice {
  return {
    displayName: 'iPhone 15 • Safari • iOS • Milano, Italia',
    deviceType: 'Mobile',
    city: 'Milano',
    country: 'Italia',
    lastActiveAt: '2026-11-24T15:30:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    current: false,
    user: { id: 'u-10', email: 'giulia@example.it', displayName: 'Giulia Rossi' },
    remoteLogout: null,
    ...overrides,
  };
}

const PHONE = adminDevice({ id: PHONE_ID });
const LAPTOP = adminDevice({
  id: LAPTOP_ID,
  displayName: 'Firefox • Linux',
  deviceType: 'Laptop',
  city: null,
  country: null,
  lastActiveAt: '2026-11-20T08:05:00.000Z',
  user: { id: 'u-11', email: 'luca@example.it', displayName: null },
});
const OWN = adminDevice({
  id: OWN_ID,
  displayName: 'Chrome • macOS',
  deviceType: 'Desktop',
  current: true,
  user: { id: ADMIN.id, email: ADMIN.email, displayName: 'Anna Admin' },
});

function page(devices: AdminDevice[], overrides: Partial<AdminDevicesPage> = {}): AdminDevicesPage {
  return { devices, page: 1, pageSize: 25, total: devices.length, ...overrides };
}

function renderPage(initialEntry = '/admin/devices') {
  return renderPages(
    [{ path: '/admin/devices', Page: AdminDevicesRoutePage }],
    initialEntry,
    ADMIN,
  );
}

function notificationTexts(): string[] {
  return Array.from(document.querySelectorAll('.notification__message')).map(
    (node) => node.textContent ?? '',
  );
}

type FetchMock = ReturnType<typeof mockFetch>;

function requestsTo(fetchMock: FetchMock, method: string, path: string): (string | undefined)[] {
  return (fetchMock.mock.calls as [RequestInfo | URL, RequestInit?][])
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => (init?.body === undefined ? undefined : String(init.body)));
}

function listQueries(fetchMock: FetchMock): string[] {
  return (fetchMock.mock.calls as [RequestInfo | URL, RequestInit?][])
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/devices')
    .map((url) => url.search);
}

async function rowOf(deviceName: string): Promise<HTMLElement> {
  const cell = await screen.findByText(deviceName);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${deviceName}`);
  return row;
}

beforeEach(() => {
  clearNotifications();
  document.cookie = 'csrf_token=test-token; path=/';
});

describe('/admin/devices', () => {
  it('lists the devices with user, name, type, city and last activity', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/devices': { body: page([PHONE, LAPTOP, OWN]) },
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Dispositivi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dispositivi' }).getAttribute('href')).toBe(
      '/admin/devices',
    );
    expect((await screen.findByText('3 dispositivi caricati')).getAttribute('role')).toBe('status');
    const table = screen.getByRole('table', { name: /Dispositivi: 3 trovati, pagina 1 di 1/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Utente', 'Dispositivo', 'Tipo', 'Città', 'Ultima attività', 'Azioni']);

    const phone = await rowOf(PHONE.displayName);
    expect(within(phone).getByRole('rowheader').textContent).toBe('giulia@example.it');
    expect(within(phone).getByText('Smartphone')).toBeTruthy();
    expect(within(phone).getByText('Milano')).toBeTruthy();
    expect(within(phone).getByText('24 nov 2026, 16:30')).toBeTruthy();
    expect(
      within(phone).getByRole('button', {
        name: `Rimuovi ${PHONE.displayName} di giulia@example.it`,
      }),
    ).toBeTruthy();

    const laptop = await rowOf('Firefox • Linux');
    expect(within(laptop).getByText('Portatile')).toBeTruthy();
    expect(within(laptop).getByText('—')).toBeTruthy();
    expect(within(laptop).getByText('20 nov 2026, 09:05')).toBeTruthy();

    const own = await rowOf('Chrome • macOS');
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByText('Questo dispositivo')).toBeTruthy();
    expect(listQueries(fetchMock)).toEqual(['?page=1']);
  });

  it('removes a device after a confirmation and notifies it', async () => {
    let listed = [PHONE, LAPTOP];
    const fetchMock = mockFetch({
      'GET /api/admin/devices': () => ({ body: page(listed) }),
      [`DELETE /api/admin/devices/${PHONE_ID}`]: () => {
        listed = [LAPTOP];
        return { status: 204 };
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      within(await rowOf(PHONE.displayName)).getByRole('button', { name: /^Rimuovi / }),
    );
    expect(requestsTo(fetchMock, 'DELETE', `/api/admin/devices/${PHONE_ID}`)).toEqual([]);
    const confirm = screen.getByRole('group', {
      name: `Rimuovere ${PHONE.displayName} di giulia@example.it? Le sue sessioni termineranno subito.`,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Sì, rimuovi' }));

    await waitFor(() => expect(notificationTexts()).toContain('Dispositivo rimosso correttamente'));
    expect(requestsTo(fetchMock, 'DELETE', `/api/admin/devices/${PHONE_ID}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(PHONE.displayName)).toBeNull());
    expect(screen.getByText('1 dispositivo caricato').getAttribute('role')).toBe('status');
  });

  it('keeps the device when the removal is cancelled, the focus back on its button', async () => {
    const fetchMock = mockFetch({ 'GET /api/admin/devices': { body: page([PHONE]) } });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Rimuovi / }));
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    const button = screen.getByRole('button', { name: /^Rimuovi / });
    expect(document.activeElement).toBe(button);
    expect(requestsTo(fetchMock, 'DELETE', `/api/admin/devices/${PHONE_ID}`)).toEqual([]);
  });

  it('logs a device out remotely with the reason written', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/devices': { body: page([PHONE]) },
      [`POST /api/admin/devices/${PHONE_ID}/remote-logout`]: {
        status: 201,
        body: {
          remoteLogout: {
            reason: 'Accesso sospetto',
            createdAt: '2026-11-25T10:00:00.000Z',
            executed: true,
            executedAt: '2026-11-25T10:00:00.000Z',
          },
        },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Disconnetti / }));
    const form = screen.getByRole('form', {
      name: `Disconnessione remota di ${PHONE.displayName} di giulia@example.it`,
    });

    // The reason is required: nothing is sent without it.
    await user.click(within(form).getByRole('button', { name: 'Disconnetti ora' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Scrivi il motivo della disconnessione.',
    );
    expect(requestsTo(fetchMock, 'POST', `/api/admin/devices/${PHONE_ID}/remote-logout`)).toEqual(
      [],
    );

    await user.type(
      within(form).getByLabelText('Motivo (lo vedrà l’utente)'),
      ' Accesso sospetto ',
    );
    await user.click(within(form).getByRole('button', { name: 'Disconnetti ora' }));
    await waitFor(() => expect(notificationTexts()).toContain('Disconnessione remota inviata'));
    expect(
      requestsTo(fetchMock, 'POST', `/api/admin/devices/${PHONE_ID}/remote-logout`).map((body) =>
        JSON.parse(body ?? 'null'),
      ),
    ).toEqual([{ reason: 'Accesso sospetto' }]);
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Disconnetti / }));
  });

  it('shows the server’s words about a refused reason in the form', async () => {
    mockFetch({
      'GET /api/admin/devices': { body: page([PHONE]) },
      [`POST /api/admin/devices/${PHONE_ID}/remote-logout`]: {
        status: 400,
        body: {
          error: {
            code: 'invalid-argument',
            message: 'Dati non validi.',
            fields: { reason: 'Il motivo contiene caratteri non validi.' },
          },
        },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Disconnetti / }));
    await user.type(screen.getByLabelText('Motivo (lo vedrà l’utente)'), 'Motivo');
    await user.click(screen.getByRole('button', { name: 'Disconnetti ora' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il motivo contiene caratteri non validi.',
    );
    expect(notificationTexts()).toEqual([]);
  });

  it('shows a refusal as "Errore: …"', async () => {
    const refusal = 'Dispositivo non trovato.';
    mockFetch({
      'GET /api/admin/devices': { body: page([PHONE]) },
      [`DELETE /api/admin/devices/${PHONE_ID}`]: {
        status: 404,
        body: { error: { code: 'not-found', message: refusal } },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Rimuovi / }));
    await user.click(screen.getByRole('button', { name: 'Sì, rimuovi' }));
    await waitFor(() => expect(notificationTexts()).toContain(`Errore: ${refusal}`));
  });

  it('searches and pages through the address', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/devices': (request) => {
        const pageNumber = Number(new URL(request.url).searchParams.get('page'));
        return { body: page([PHONE], { page: pageNumber, total: 60 }) };
      },
    });
    const { currentUrl } = renderPage();
    await screen.findByText('1 dispositivo caricato');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Cerca per email, nome o dispositivo'), 'giulia');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/devices?q=giulia'));
    await screen.findByText('Pagina 1 di 3', { selector: '[aria-current]' });
    await user.click(screen.getByRole('link', { name: 'Pagina successiva' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/devices?q=giulia&page=2'));
    await screen.findByText('Pagina 2 di 3', { selector: '[aria-current]' });
    expect(listQueries(fetchMock)).toEqual(['?page=1', '?page=1&q=giulia', '?page=2&q=giulia']);
    expect(
      (screen.getByLabelText('Cerca per email, nome o dispositivo') as HTMLInputElement).value,
    ).toBe('giulia');
  });

  it('says so when the list cannot be loaded', async () => {
    mockFetch({
      'GET /api/admin/devices': {
        status: 400,
        body: { error: { code: 'invalid-argument', message: 'Numero di pagina non valido.' } },
      },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Errore: Numero di pagina non valido.',
    );
  });
});
