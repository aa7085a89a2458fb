import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../../../domain/auth/session';
import type { SessionEnded } from '../../../domain/session/session-events';
import { CUSTOMER } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { SESSION_QUERY_KEY } from '../auth/api/get-session';
import { endSessionLocally } from './forced-logout';
import { dismissSecurityNotice, useSecurityNoticeStore } from './security-notice.store';
import { installFakeBroadcastChannel } from './test-support/fake-broadcast-channel';

const DEVICE_REMOVED_TEXT =
  "La tua sessione è stata terminata perché questo dispositivo è stato rimosso dall'amministratore. Effettua nuovamente il login se necessario.";
const PASSWORD_CHANGED_TEXT =
  'La tua sessione è stata terminata perché la password è stata modificata su un altro dispositivo. Effettua nuovamente il login con la nuova password.';

// Each call ends a different session: the same `at` is handled once per page.
let endCount = 0;
function ended(overrides: Partial<SessionEnded> = {}): SessionEnded {
  endCount += 1;
  return {
    reason: 'device-removed',
    detail: null,
    at: new Date(Date.UTC(2025, 0, 1) + endCount * 1000).toISOString(),
    ...overrides,
  };
}

function logoutRequests(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === '/api/auth/logout' && init?.method === 'POST',
  );
}

function loggedInClient() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user: CUSTOMER });
  return queryClient;
}

const noticeText = () => useSecurityNoticeStore.getState().message;

describe('endSessionLocally', () => {
  beforeEach(() => {
    dismissSecurityNotice();
    document.cookie = 'csrf_token=test-token; path=/';
  });

  it('forgets the user, clears the cookies, tells the other tabs and says why', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    const other = installFakeBroadcastChannel().otherTab();
    const queryClient = loggedInClient();
    await endSessionLocally(queryClient, ended());
    expect(queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY)?.user).toBeNull();
    expect(logoutRequests(fetchMock)).toHaveLength(1);
    expect(other.received).toEqual([{ type: 'logout' }]);
    expect(noticeText()).toBe(DEVICE_REMOVED_TEXT);
  });

  it('says the password was changed when that happened within 15 minutes', async () => {
    mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    const at = new Date(Date.now() - 14 * 60_000).toISOString();
    await endSessionLocally(loggedInClient(), ended({ reason: 'password-changed', at }));
    expect(noticeText()).toBe(PASSWORD_CHANGED_TEXT);
  });

  it('logs out without a notice when the password change is older than 15 minutes', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    const queryClient = loggedInClient();
    const at = new Date(Date.now() - 16 * 60_000).toISOString();
    await endSessionLocally(queryClient, ended({ reason: 'password-changed', at }));
    expect(noticeText()).toBeNull();
    expect(queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY)?.user).toBeNull();
    expect(logoutRequests(fetchMock)).toHaveLength(1);
  });

  it("gives the administrator's reason for a remote logout", async () => {
    mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    await endSessionLocally(
      loggedInClient(),
      ended({ reason: 'remote-logout', detail: 'Dispositivo smarrito' }),
    );
    expect(noticeText()).toBe(
      "Sessione terminata dall'amministratore. Motivo: Dispositivo smarrito",
    );
  });

  it('shows no notice for a revoked session, or when this browser decided', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    const queryClient = loggedInClient();
    await endSessionLocally(queryClient, ended({ reason: 'session-revoked' }));
    expect(noticeText()).toBeNull();
    expect(queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY)?.user).toBeNull();
    await endSessionLocally(loggedInClient(), null);
    expect(noticeText()).toBeNull();
    expect(logoutRequests(fetchMock)).toHaveLength(2);
  });

  it('handles the same end once, however many times it is reported', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    const end = ended();
    await endSessionLocally(loggedInClient(), end);
    dismissSecurityNotice();
    await endSessionLocally(loggedInClient(), { ...end });
    expect(noticeText()).toBeNull();
    expect(logoutRequests(fetchMock)).toHaveLength(1);
    // A later end is another one.
    await endSessionLocally(loggedInClient(), ended());
    expect(noticeText()).toBe(DEVICE_REMOVED_TEXT);
  });

  it('only logs a failed cookie clean-up, and still tells the other tabs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      'POST /api/auth/logout': {
        status: 503,
        body: { error: { code: 'unavailable', message: 'Database unavailable' } },
      },
    });
    const other = installFakeBroadcastChannel().otherTab();
    const queryClient = loggedInClient();
    await endSessionLocally(queryClient, ended());
    expect(warn).toHaveBeenCalledWith('Logout after the session ended failed', expect.anything());
    expect(queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY)?.user).toBeNull();
    expect(other.received).toEqual([{ type: 'logout' }]);
    expect(noticeText()).toBe(DEVICE_REMOVED_TEXT);
  });
});
