import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE_NAME } from '../../domain/http';
import { refusal } from '../features/account/test-support/account-fixtures';
import { SESSION_QUERY_KEY } from '../features/auth/api/get-session';
import { closeCookiePreferences, useConsentStore } from '../features/consent/consent.store';
import { clearNotifications } from '../features/notifications/notifications.store';
import { CUSTOMER } from '../test/fixtures';
import { mockFetch, type MockRoute } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';
import { renderPages } from '../test/render-pages';
import SettingsPage from './settings.page';

// The whole-app render loads lazy page chunks: the first one in a busy run can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };
const PASSWORD = 'la-mia-password-1';

const DEVICES = {
  devices: [
    {
      id: 'device_1764000000000_aaaaaaa_bbbbbbb_ccccccc',
      displayName: 'Mac • Safari • macOS • Milano, Italia',
      deviceType: 'Laptop',
      deviceModel: 'Mac',
      operatingSystem: 'macOS',
      browserName: 'Safari',
      city: 'Milano',
      region: 'Lombardia',
      country: 'Italia',
      countryCode: 'IT',
      isTrusted: false,
      createdAt: '2026-11-01T10:00:00.000Z',
      lastActiveAt: '2026-11-25T22:40:00.000Z',
      current: true,
    },
  ],
};

function settingsRoutes(routes: Record<string, MockRoute> = {}): Record<string, MockRoute> {
  return {
    'GET /api/auth/session': { body: { user: CUSTOMER } },
    'GET /api/devices': { body: DEVICES },
    'GET /api/account/newsletter': { body: { status: 'none' } },
    ...routes,
  };
}

/** The JSON bodies sent to one endpoint. */
function bodiesSent(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/** The error text shown under a field (linked by aria-describedby). */
function fieldError(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.role === 'alert');
  return error?.textContent ?? null;
}

beforeEach(() => {
  clearNotifications();
  document.cookie = `${CSRF_COOKIE_NAME}=test-token; path=/`;
});

afterEach(() => closeCookiePreferences());

describe('settings page', () => {
  it('shows its sections in order, with the password change and the devices', async () => {
    mockFetch(settingsRoutes());
    renderApp('/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Impostazioni' }, SLOW),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Impostazioni – Vetrina'));
    const page = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    const sections = within(page)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'))
      .map((id) => (id ? document.getElementById(id)?.textContent : null))
      .filter(Boolean);
    expect(sections).toEqual([
      'Cambia password',
      'I miei dispositivi',
      'Newsletter',
      'Preferenze cookie',
      'Scarica i tuoi dati',
      'Elimina account',
    ]);
    const password = screen.getByRole('region', { name: 'Cambia password' });
    expect(within(password).getByRole('button', { name: 'Aggiorna password' })).toBeTruthy();
    const devices = screen.getByRole('region', { name: 'I miei dispositivi' });
    expect(await within(devices).findByText('Questo dispositivo')).toBeTruthy();
    const download = within(screen.getByRole('region', { name: 'Scarica i tuoi dati' })).getByRole(
      'link',
      { name: 'Scarica i miei dati' },
    );
    expect(download.getAttribute('href')).toBe('/api/account/export');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('sends a guest to log in first', async () => {
    mockFetch({ 'GET /api/auth/session': { body: { user: null } } });
    const app = renderApp('/settings');
    await waitFor(() => expect(app.currentUrl()).toBe('/login?redirect=%2Fsettings'), SLOW);
  });
});

describe('settings: newsletter and cookies', () => {
  function renderSettings(routes: Record<string, MockRoute>) {
    const fetchMock = mockFetch(settingsRoutes(routes));
    renderPages([{ path: '/settings', Page: SettingsPage }], '/settings', CUSTOMER);
    return fetchMock;
  }

  it('subscribes and unsubscribes the account’s email, saying what happens', async () => {
    let status = 'none';
    const fetchMock = renderSettings({
      'GET /api/account/newsletter': () => ({ body: { status } }),
      'PUT /api/account/newsletter': async (request) => {
        const { subscribed } = (await request.json()) as { subscribed: boolean };
        status = subscribed ? 'pending' : 'none';
        return { body: { status } };
      },
    });
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Newsletter' });
    const box = await within(section).findByRole('checkbox', {
      name: 'Ricevi la newsletter di Vetrina',
    });
    expect(box).toHaveProperty('checked', false);
    expect(within(section).getByText('Non sei iscritto alla newsletter.')).toBeTruthy();

    await user.click(box);
    expect(
      await screen.findByText(
        'Ti abbiamo inviato un link per confermare l’iscrizione alla newsletter.',
      ),
    ).toBeTruthy();
    expect(box).toHaveProperty('checked', true);
    expect(
      within(section).getByText(
        'Controlla la tua casella: ti abbiamo inviato un link per confermare l’iscrizione.',
      ),
    ).toBeTruthy();

    await user.click(box);
    expect(await screen.findByText('Iscrizione alla newsletter annullata.')).toBeTruthy();
    expect(box).toHaveProperty('checked', false);
    expect(bodiesSent(fetchMock, 'PUT', '/api/account/newsletter')).toEqual([
      { subscribed: true },
      { subscribed: false },
    ]);
  });

  it('shows a confirmed subscription as such', async () => {
    renderSettings({ 'GET /api/account/newsletter': { body: { status: 'confirmed' } } });
    const section = screen.getByRole('region', { name: 'Newsletter' });
    expect(await within(section).findByText('Sei iscritto alla newsletter.')).toBeTruthy();
    expect(within(section).getByRole('checkbox')).toHaveProperty('checked', true);
  });

  it('reopens the cookie choice', async () => {
    renderSettings({});
    expect(useConsentStore.getState().preferencesOpen).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Modifica preferenze cookie' }));
    expect(useConsentStore.getState().preferencesOpen).toBe(true);
  });
});

describe('settings: account deletion', () => {
  async function openDeleteDialog() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Elimina il mio account' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Eliminare definitivamente l’account?' });
    return { user, dialog };
  }

  it('asks for the password in a dialog and shows a wrong one on its field', async () => {
    const fetchMock = mockFetch(
      settingsRoutes({
        'POST /api/account/delete': refusal(
          400,
          'invalid-argument',
          'La password non è corretta.',
          {
            password: 'La password non è corretta.',
          },
        ),
      }),
    );
    const app = renderApp('/settings');
    const { user, dialog } = await openDeleteDialog();
    const password = within(dialog).getByLabelText('Password');
    expect(document.activeElement).toBe(password);
    await user.type(password, 'sbagliata');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));

    await waitFor(() => expect(fieldError(password)).toBe('La password non è corretta.'));
    expect(document.activeElement).toBe(password);
    expect(bodiesSent(fetchMock, 'POST', '/api/account/delete')).toEqual([
      { password: 'sbagliata' },
    ]);
    expect(app.currentUrl()).toBe('/settings');

    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Elimina il mio account' }),
    );
  });

  it('asks for the password before sending anything', async () => {
    const fetchMock = mockFetch(settingsRoutes());
    renderApp('/settings');
    const { user, dialog } = await openDeleteDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(fieldError(password)).toBe('Inserisci la password per confermare.'));
    expect(bodiesSent(fetchMock, 'POST', '/api/account/delete')).toEqual([]);
  });

  it('deletes the account, forgets the user and goes to the home page', async () => {
    let deleted = false;
    const fetchMock = mockFetch(
      settingsRoutes({
        'GET /api/auth/session': () => ({ body: { user: deleted ? null : CUSTOMER } }),
        'POST /api/account/delete': () => {
          deleted = true;
          return { status: 204 };
        },
      }),
    );
    const app = renderApp('/settings');
    const { user, dialog } = await openDeleteDialog();
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));

    expect(
      await screen.findByText('Il tuo account è stato eliminato.', undefined, SLOW),
    ).toBeTruthy();
    await waitFor(() => expect(app.currentUrl()).toBe('/'));
    await waitFor(() =>
      expect(app.queryClient.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ user: null }),
    );
    // A guest now, on a public page: not sent to log in.
    await waitFor(() => expect(app.router.state.navigation.state).toBe('idle'));
    expect(app.currentUrl()).toBe('/');
    expect(bodiesSent(fetchMock, 'POST', '/api/account/delete')).toEqual([{ password: PASSWORD }]);
    expect(app.queryClient.getQueryData(['account', 'newsletter'])).toBeUndefined();
  });
});
