import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TITLES } from '../../../../domain/messages';
import { EVENTS_FALLBACK_POLL_MS } from '../../../../domain/session/session-events';
import { ADMIN, CUSTOMER, emptyCartResponse, productPage } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { clearNotifications, useNotificationsStore } from '../../notifications/notifications.store';
import { resetAuthEvents } from '../auth-event-guard';
import { setEventsChannelUp } from '../../session/events-channel.store';
import { sessionRefetchInterval } from './get-session';
import { loginNotice } from './login';

const SLOW = { timeout: 5_000 };
const notifications = () =>
  useNotificationsStore.getState().notifications.map((notification) => notification.message);

describe('login and logout notices', () => {
  beforeEach(() => {
    document.cookie = 'csrf_token=test-token; path=/';
    clearNotifications();
    resetAuthEvents();
  });

  it('welcomes by name, or says the login worked when there is none', () => {
    expect(loginNotice(CUSTOMER)).toBe('Benvenuto, Mario!');
    expect(loginNotice({ firstName: null, displayName: 'Anna Admin' })).toBe(
      'Benvenuto, Anna Admin!',
    );
    expect(loginNotice({ firstName: ' ', displayName: '' })).toBe('Login effettuato con successo!');
  });

  it('welcomes after a login and follows the redirect', async () => {
    const user = userEvent.setup();
    let loggedIn = false;
    mockFetch({
      'GET /api/auth/session': () => ({ body: { user: loggedIn ? CUSTOMER : null } }),
      'GET /api/cart': { body: emptyCartResponse() },
      'POST /api/auth/login': () => {
        loggedIn = true;
        return { body: { user: CUSTOMER } };
      },
    });
    const app = renderApp('/login?redirect=/orders');
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.login }, SLOW);
    await user.type(screen.getByLabelText('Email'), CUSTOMER.email);
    await user.type(screen.getByLabelText('Password'), 'una-password-qualsiasi');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/orders'), SLOW);
    expect(notifications()).toEqual(['Benvenuto, Mario!']);
  });

  it('says goodbye once after a logout', async () => {
    const user = userEvent.setup();
    let loggedIn = true;
    mockFetch({
      'GET /api/auth/session': () => ({ body: { user: loggedIn ? CUSTOMER : null } }),
      'GET /api/products': { body: productPage([]) },
      'GET /api/cart': { body: emptyCartResponse() },
      'POST /api/auth/logout': () => {
        loggedIn = false;
        return { status: 204 };
      },
    });
    renderApp('/shoppingbag');
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.shoppingBag }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(notifications()).toEqual(['Logout effettuato con successo']), SLOW);
  });

  it('asks for the session again every 2 minutes while the live events channel is down, so the role stays current', async () => {
    expect(sessionRefetchInterval(false)).toBe(EVENTS_FALLBACK_POLL_MS);
    expect(EVENTS_FALLBACK_POLL_MS).toBe(120_000);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let user = CUSTOMER;
      mockFetch({
        'GET /api/auth/session': () => ({ body: { user } }),
        'GET /api/products': { body: productPage([]) },
      });
      renderApp('/shoppingbag');
      await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.shoppingBag }, SLOW);
      await userEvent
        .setup({ advanceTimers: vi.advanceTimersByTime })
        .click(screen.getByRole('button', { name: 'Account' }));
      expect(screen.queryByRole('link', { name: 'Admin Tool' })).toBeNull();
      user = ADMIN; // promoted meanwhile, elsewhere
      await act(() => vi.advanceTimersByTimeAsync(EVENTS_FALLBACK_POLL_MS));
      expect(await screen.findByRole('link', { name: 'Admin Tool' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not poll the session while the live events channel is up', async () => {
    expect(sessionRefetchInterval(true)).toBe(false);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setEventsChannelUp(true);
      const fetchMock = mockFetch({
        'GET /api/auth/session': { body: { user: CUSTOMER } },
        'GET /api/products': { body: productPage([]) },
      });
      const sessionReads = () =>
        fetchMock.mock.calls.filter(([input]) => String(input) === '/api/auth/session').length;
      renderApp('/shoppingbag');
      await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.shoppingBag }, SLOW);
      const readsBefore = sessionReads();
      await act(() => vi.advanceTimersByTimeAsync(3 * EVENTS_FALLBACK_POLL_MS));
      expect(sessionReads()).toBe(readsBefore);

      // The channel goes down: polling resumes.
      act(() => setEventsChannelUp(false));
      await act(() => vi.advanceTimersByTimeAsync(EVENTS_FALLBACK_POLL_MS));
      expect(sessionReads()).toBe(readsBefore + 1);
    } finally {
      setEventsChannelUp(false);
      vi.useRealTimers();
    }
  });
});
