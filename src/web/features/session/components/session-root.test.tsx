import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../../../../domain/auth/session';
import { CUSTOMER } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { LAST_ACTIVITY_STORAGE_KEY, resetActivity } from '../activity';
import { dismissSecurityNotice } from '../security-notice.store';
import { installFakeBroadcastChannel } from '../test-support/fake-broadcast-channel';
import { renderWithSession } from '../test-support/render-with-session';
import { SessionRoot } from './session-root';

const IDLE = { logoutMs: 120_000, warningMs: 60_000 };

function setAuthMarkers() {
  document.cookie = 'user_data=%7B%7D; path=/';
  document.cookie = 'last_login_time=1741593600000; path=/';
}

function eraseAuthMarkers() {
  for (const name of ['user_data', 'last_login_time']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

function requestsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );
}

async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The server: `session` until a logout, a guest after. */
function renderRoot(session: SessionResponse | null, { cached = true } = {}) {
  let current: SessionResponse = session ?? { user: null, idle: IDLE };
  const fetchMock = mockFetch({
    'GET /api/auth/session': () => ({ body: current }),
    'POST /api/auth/logout': () => {
      current = { user: null, idle: IDLE };
      return { status: 204 };
    },
  });
  const view = renderWithSession(<SessionRoot />, {
    session: cached ? current : undefined,
    path: '/orders',
  });
  const loggedOutOnServer = () => {
    current = { user: null, idle: IDLE };
  };
  return { ...view, fetchMock, loggedOutOnServer };
}

describe('SessionRoot', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resetActivity();
    dismissSecurityNotice();
    document.cookie = 'csrf_token=test-token; path=/';
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('for a logged-in user, follows activity and shows the idle warning', async () => {
    setAuthMarkers();
    installFakeBroadcastChannel();
    renderRoot({ user: CUSTOMER, idle: IDLE });
    expect(window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY)).not.toBeNull();
    await pass(60_000);
    expect(screen.queryByRole('alertdialog', { name: 'Sessione in scadenza' })).not.toBeNull();
    // Moving the mouse is activity: the warning goes.
    fireEvent.mouseMove(window);
    await pass(1_000);
    expect(screen.queryByRole('alertdialog', { name: 'Sessione in scadenza' })).toBeNull();
  });

  it("'Esci' in the warning logs out here and in the other tabs", async () => {
    setAuthMarkers();
    const other = installFakeBroadcastChannel().otherTab();
    const { fetchMock, sessionData } = renderRoot({ user: CUSTOMER, idle: IDLE });
    await pass(60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(sessionData()?.user).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(other.received).toContainEqual({ type: 'logout' }));
    expect(requestsTo(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('for a guest, tracks nothing and never warns', async () => {
    installFakeBroadcastChannel();
    const { fetchMock } = renderRoot(null);
    await pass(180_000);
    expect(window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(0);
  });

  it('logs a user out when the local auth markers are erased', async () => {
    setAuthMarkers();
    installFakeBroadcastChannel();
    const { fetchMock, sessionData } = renderRoot({ user: CUSTOMER, idle: IDLE });
    eraseAuthMarkers();
    await pass(2_000);
    expect(sessionData()?.user).toEqual(CUSTOMER);
    await pass(1_000);
    await waitFor(() => expect(sessionData()?.user).toBeNull());
    expect(requestsTo(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(1);
  });

  it("follows another tab's logout without a second request", async () => {
    setAuthMarkers();
    const other = installFakeBroadcastChannel().otherTab();
    const { fetchMock, sessionData, loggedOutOnServer } = renderRoot({
      user: CUSTOMER,
      idle: IDLE,
    });
    loggedOutOnServer();
    act(() => other.send({ type: 'logout' }));
    expect(sessionData()?.user).toBeNull();
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/api/auth/session').length).toBeGreaterThan(0),
    );
    expect(requestsTo(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(0);
    await pass(60_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the security notice when the session answer says the session was ended', async () => {
    installFakeBroadcastChannel();
    const ended = {
      reason: 'remote-logout' as const,
      detail: 'Dispositivo smarrito',
      at: new Date().toISOString(),
    };
    const { fetchMock, currentPath } = renderRoot(
      { user: null, idle: IDLE, ended },
      { cached: false },
    );
    const notice = await screen.findByRole('alertdialog', { name: 'Avviso di Sicurezza' });
    expect(notice.textContent).toContain(
      "Sessione terminata dall'amministratore. Motivo: Dispositivo smarrito",
    );
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Ho capito' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
