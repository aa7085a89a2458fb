import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../../../../domain/consent/consent.rules';
import {
  closeCookiePreferences,
  reloadConsentFromStorage,
  useConsentStore,
} from '../consent.store';
import { CookieBanner } from './cookie-banner';
import { CookiePreferencesButton } from './cookie-preferences-button';

function renderBanner() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <CookiePreferencesButton />
          <CookieBanner />
        </>
      ),
    },
  ]);
  return { router, ...render(<RouterProvider router={router} />) };
}

const banner = () => screen.queryByRole('region', { name: 'Consenso ai cookie' });

describe('CookieBanner', () => {
  beforeEach(() => {
    window.localStorage.clear();
    reloadConsentFromStorage();
    closeCookiePreferences();
  });

  it('asks on the first visit with the exact text, equal buttons and the policy link', () => {
    renderBanner();
    const region = banner()!;
    expect(region).toBeTruthy();
    expect(within(region).getByText(/Usiamo cookie per migliorare l’esperienza\./)).toBeTruthy();
    const deny = within(region).getByRole('button', { name: 'Rifiuta' });
    const accept = within(region).getByRole('button', { name: 'Accetta' });
    expect(deny.className).toBe(accept.className);
    expect(within(region).getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe(
      '/cookie-policy',
    );
    // Not modal: no dialog, nothing hidden from assistive technology.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(region.getAttribute('aria-modal')).toBeNull();
  });

  it('does not take focus on the first visit', () => {
    renderBanner();
    expect(document.activeElement).toBe(document.body);
  });

  it('Accetta stores the choice and hides the banner', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(banner()).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!).status).toBe(
      'accepted_all',
    );
  });

  it('Rifiuta stores the choice and hides the banner', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(banner()).toBeNull();
    expect(useConsentStore.getState().consent.status).toBe('denied_all');
  });

  it('stays hidden when a choice is stored', () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        status: 'denied_all',
        region: 'IT',
        updatedAt: '2025-01-01T00:00:00.000Z',
      }),
    );
    reloadConsentFromStorage();
    renderBanner();
    expect(banner()).toBeNull();
  });

  it('reopens from Preferenze cookie with the current choice, and gives focus back', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    const trigger = screen.getByRole('button', { name: 'Preferenze cookie' });
    await userEvent.click(trigger);
    const region = banner()!;
    expect(region).toBeTruthy();
    expect(document.activeElement).toBe(region);
    expect(within(region).getByText('Scelta attuale: cookie rifiutati.')).toBeTruthy();

    await userEvent.click(within(region).getByRole('button', { name: 'Accetta' }));
    expect(banner()).toBeNull();
    expect(useConsentStore.getState().consent.status).toBe('accepted_all');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes the reopened banner without a new choice (Chiudi or Escape)', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    const stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);

    await userEvent.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
    await userEvent.click(screen.getByRole('button', { name: /^Chiudi/ }));
    expect(banner()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
    fireEvent.keyDown(banner()!, { key: 'Escape' });
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(stored);
  });

  it('follows a choice made in another tab', () => {
    renderBanner();
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        ad_storage: 'granted',
        analytics_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        status: 'accepted_all',
        region: 'IT',
        updatedAt: '2025-01-01T00:00:00.000Z',
      }),
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    });
    expect(banner()).toBeNull();
  });
});
