import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../../../../domain/auth/session';
import { IDLE_LOGOUT_MS } from '../../../../domain/constants';
import { CUSTOMER } from '../../../test/fixtures';
import { mockFetch, type MockRoute } from '../../../test/mock-fetch';
import { resetAuthEvents } from '../../auth/auth-event-guard';
import { clearNotifications, useNotificationsStore } from '../../notifications/notifications.store';
import {
  LAST_ACTIVITY_STORAGE_KEY,
  lastActivityAt,
  resetActivity,
  startActivityTracking,
} from '../activity';
import { installFakeBroadcastChannel } from '../test-support/fake-broadcast-channel';
import { renderWithSession } from '../test-support/render-with-session';
import { IdleModal } from './idle-modal';

const START = Date.parse('2025-03-10T08:00:00.000Z');
/** Short limits from the server: warning after 60 s idle, logout after 120 s. */
const IDLE = { logoutMs: 120_000, warningMs: 60_000 };
const SESSION: SessionResponse = { user: CUSTOMER, idle: IDLE };

const notifications = () =>
  useNotificationsStore.getState().notifications.map((notification) => notification.message);

/** Moves the clock on and lets the checks that fall due run. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const warning = () => screen.queryByRole('alertdialog', { name: 'Sessione in scadenza' });
const requests = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === path && init?.method === method);

/**
 * The server's side: the session stays logged in until POST /api/auth/logout (even a failed
 * one ends it, as the browser forgets the user regardless).
 */
function renderIdleModal(
  session: SessionResponse = SESSION,
  routes: Record<string, MockRoute> = {},
) {
  let current = session;
  const fetchMock = mockFetch({
    'GET /api/auth/session': () => ({ body: current }),
    'POST /api/session/activity': { status: 204 },
    ...routes,
    'POST /api/auth/logout': async (request) => {
      current = { user: null, idle: session.idle };
      const answer = routes['POST /api/auth/logout'];
      if (typeof answer === 'function') return answer(request);
      return answer ?? { status: 204 };
    },
  });
  const view = renderWithSession(<IdleModal />, { session });
  return { ...view, fetchMock };
}

describe('IdleModal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START, shouldAdvanceTime: true });
    resetActivity();
    clearNotifications();
    resetAuthEvents();
    document.cookie = 'csrf_token=test-token; path=/';
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays hidden while the user is active enough', async () => {
    renderIdleModal();
    await pass(59_000);
    expect(warning()).toBeNull();
  });

  it('warns 60 s before the logout and counts down every second', async () => {
    renderIdleModal();
    await pass(60_000);
    const dialog = warning();
    expect(dialog).not.toBeNull();
    expect(dialog?.textContent).toContain(
      'Per la tua sicurezza la sessione verrà chiusa tra 60 secondi per inattività.',
    );
    expect(screen.getByRole('button', { name: 'Esci' })).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rimani connesso' }));

    await pass(1_000);
    expect(warning()?.textContent).toContain('verrà chiusa tra 59 secondi per inattività.');
    await pass(58_000);
    expect(warning()?.textContent).toContain('verrà chiusa tra 1 secondo per inattività.');
  });

  it('announces the warning when it appears and at ten seconds, not every second', async () => {
    renderIdleModal();
    await pass(60_000);
    const status = () => within(warning() as HTMLElement).getByRole('status').textContent;
    expect(status()).toBe(
      'Per la tua sicurezza la sessione verrà chiusa tra 60 secondi per inattività.',
    );
    await pass(5_000);
    expect(status()).toBe(
      'Per la tua sicurezza la sessione verrà chiusa tra 60 secondi per inattività.',
    );
    await pass(45_000);
    expect(status()).toBe(
      'Per la tua sicurezza la sessione verrà chiusa tra 10 secondi per inattività.',
    );
    await pass(3_000);
    expect(status()).toBe(
      'Per la tua sicurezza la sessione verrà chiusa tra 10 secondi per inattività.',
    );
    expect(warning()?.textContent).toContain('tra 7 secondi');
  });

  it("'Rimani connesso' keeps the session: activity recorded here and told to the server", async () => {
    const { fetchMock } = renderIdleModal();
    await pass(70_000);
    fireEvent.click(screen.getByRole('button', { name: 'Rimani connesso' }));
    expect(warning()).toBeNull();
    expect(lastActivityAt()).toBeGreaterThanOrEqual(START + 70_000);
    await waitFor(() =>
      expect(requests(fetchMock, 'POST', '/api/session/activity')).toHaveLength(1),
    );
    // A full minute later there is still no warning, and no logout.
    await pass(59_000);
    expect(warning()).toBeNull();
    expect(requests(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(0);
  });

  it("Escape means 'Rimani connesso'", async () => {
    const { fetchMock } = renderIdleModal();
    await pass(60_000);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Rimani connesso' }), { key: 'Escape' });
    expect(warning()).toBeNull();
    await waitFor(() =>
      expect(requests(fetchMock, 'POST', '/api/session/activity')).toHaveLength(1),
    );
  });

  it('a failed activity report is only logged: the warning stays away', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderIdleModal(SESSION, {
      'POST /api/session/activity': {
        status: 503,
        body: { error: { code: 'unavailable', message: 'Database unavailable' } },
      },
    });
    await pass(60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Rimani connesso' }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Activity report failed', expect.anything()),
    );
    await pass(2_000);
    expect(warning()).toBeNull();
  });

  it("'Esci' logs out here and in the other tabs", async () => {
    const channels = installFakeBroadcastChannel();
    const other = channels.otherTab();
    const { fetchMock, sessionData } = renderIdleModal();
    await pass(60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(sessionData()?.user).toBeNull());
    expect(requests(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(1);
    expect(warning()).toBeNull();
    expect(notifications()).toEqual(['Logout effettuato con successo']);
    await waitFor(() => expect(other.received).toContainEqual({ type: 'logout' }));
  });

  it('logs out when the time runs out', async () => {
    const channels = installFakeBroadcastChannel();
    const other = channels.otherTab();
    const { fetchMock, sessionData } = renderIdleModal();
    await pass(119_000);
    expect(warning()).not.toBeNull();
    expect(requests(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(0);
    await pass(1_000);
    await waitFor(() => expect(sessionData()?.user).toBeNull());
    expect(warning()).toBeNull();
    await waitFor(() => expect(other.received).toContainEqual({ type: 'logout' }));
    await pass(5_000);
    expect(requests(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('a failed logout is only logged, and the user is still logged out here', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sessionData } = renderIdleModal(SESSION, {
      'POST /api/auth/logout': {
        status: 503,
        body: { error: { code: 'unavailable', message: 'Database unavailable' } },
      },
    });
    await pass(120_000);
    await waitFor(() => expect(sessionData()?.user).toBeNull());
    expect(warn).toHaveBeenCalledWith('Logout failed', expect.anything());
  });

  it("another tab's activity hides the warning here (BroadcastChannel)", async () => {
    const channels = installFakeBroadcastChannel();
    // As in the app, the tracking keeps this page's channel open to hear the other tabs.
    const stop = startActivityTracking();
    const other = channels.otherTab();
    renderIdleModal();
    await pass(65_000);
    expect(warning()).not.toBeNull();
    other.send({ type: 'activity', at: Date.now() });
    await pass(1_000);
    expect(warning()).toBeNull();
    stop();
  });

  it("another tab's activity hides the warning here (shared storage, no BroadcastChannel)", async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    renderIdleModal();
    await pass(65_000);
    expect(warning()).not.toBeNull();
    window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(Date.now()));
    await pass(1_000);
    expect(warning()).toBeNull();
  });

  it('uses the 24-hour limit when the server gives none', async () => {
    const { fetchMock, sessionData } = renderIdleModal({ user: CUSTOMER });
    await pass(5 * 60_000);
    expect(warning()).toBeNull();
    vi.setSystemTime(START + IDLE_LOGOUT_MS - 30_000);
    await pass(1_000);
    expect(warning()).not.toBeNull();
    vi.setSystemTime(START + IDLE_LOGOUT_MS);
    await pass(1_000);
    await waitFor(() => expect(sessionData()?.user).toBeNull());
    expect(requests(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('shows nothing for a guest', async () => {
    const { fetchMock } = renderIdleModal({ user: null, idle: IDLE });
    await pass(180_000);
    expect(warning()).toBeNull();
    expect(requests(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(0);
  });
});
