import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER } from '../test/fixtures';
import { mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

const SLOW = { timeout: 15_000 };

describe('settings page', () => {
  it('shows the password change and the devices of the logged-in user', async () => {
    mockFetch({
      'GET /api/auth/session': { body: { user: CUSTOMER } },
      'GET /api/devices': {
        body: {
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
        },
      },
    });
    renderApp('/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Impostazioni' }, SLOW),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Impostazioni – Vetrina'));
    const password = screen.getByRole('region', { name: 'Cambia password' });
    expect(within(password).getByRole('button', { name: 'Aggiorna password' })).toBeTruthy();
    const devices = screen.getByRole('region', { name: 'I miei dispositivi' });
    expect(await within(devices).findByText('Questo dispositivo')).toBeTruthy();
  });

  it('sends a guest to log in first', async () => {
    mockFetch({ 'GET /api/auth/session': { body: { user: null } } });
    const app = renderApp('/settings');
    await waitFor(() => expect(app.currentUrl()).toBe('/login?redirect=%2Fsettings'), SLOW);
  });
});
