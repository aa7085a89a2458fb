import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../../../domain/auth/session';
import { CUSTOMER } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { SESSION_QUERY_KEY } from '../auth/api/get-session';
import { hasAuthMarkers, startAuthMarkerWatch } from './auth-markers';
import { useSecurityNoticeStore } from './security-notice.store';
import { installFakeBroadcastChannel } from './test-support/fake-broadcast-channel';

function setMarkers() {
  document.cookie = `user_data=${encodeURIComponent('{"displayName":"Mario Rossi"}')}; path=/`;
  document.cookie = 'last_login_time=1741593600000; path=/';
}

function eraseMarker(name: 'user_data' | 'last_login_time') {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

function loggedInClient() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user: CUSTOMER });
  return queryClient;
}

function logoutRequests(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === '/api/auth/logout' && init?.method === 'POST',
  );
}

describe('hasAuthMarkers', () => {
  it('needs both readable cookies', () => {
    expect(hasAuthMarkers('csrf_token=a; user_data=%7B%7D; last_login_time=1')).toBe(true);
    expect(hasAuthMarkers('csrf_token=a; user_data=%7B%7D')).toBe(false);
    expect(hasAuthMarkers('csrf_token=a; last_login_time=1')).toBe(false);
    expect(hasAuthMarkers('user_data=; last_login_time=1')).toBe(false);
    expect(hasAuthMarkers('')).toBe(false);
  });
});

describe('startAuthMarkerWatch', () => {
  let stop: (() => void) | null = null;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    document.cookie = 'csrf_token=test-token; path=/';
    setMarkers();
  });

  afterEach(() => {
    stop?.();
    stop = null;
    vi.useRealTimers();
  });

  function watch() {
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    const other = installFakeBroadcastChannel().otherTab();
    const queryClient = loggedInClient();
    stop = startAuthMarkerWatch(queryClient);
    const user = () => queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY)?.user;
    return { fetchMock, other, user };
  }

  it('leaves a browser with its markers alone', async () => {
    const { fetchMock, user } = watch();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(logoutRequests(fetchMock)).toHaveLength(0);
    expect(user()).toEqual(CUSTOMER);
  });

  it('logs out after two checks in a row miss the markers, not after one', async () => {
    const { fetchMock, other, user } = watch();
    eraseMarker('user_data');
    // Inactive for the first 2 s.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(logoutRequests(fetchMock)).toHaveLength(0);
    // 2 s: first check, first miss.
    await vi.advanceTimersByTimeAsync(1);
    expect(logoutRequests(fetchMock)).toHaveLength(0);
    expect(user()).toEqual(CUSTOMER);
    // 3 s: second miss in a row.
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(logoutRequests(fetchMock)).toHaveLength(1));
    expect(user()).toBeNull();
    await waitFor(() => expect(other.received).toEqual([{ type: 'logout' }]));
    // No notice: the spec has none for this, and the watch has stopped.
    expect(useSecurityNoticeStore.getState().message).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(logoutRequests(fetchMock)).toHaveLength(1);
  });

  it('starts counting again when a check finds the markers', async () => {
    const { fetchMock } = watch();
    await vi.advanceTimersByTimeAsync(2_000);
    eraseMarker('last_login_time');
    await vi.advanceTimersByTimeAsync(1_000); // miss
    setMarkers();
    await vi.advanceTimersByTimeAsync(1_000); // found
    eraseMarker('last_login_time');
    await vi.advanceTimersByTimeAsync(1_000); // miss
    expect(logoutRequests(fetchMock)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000); // miss again
    await waitFor(() => expect(logoutRequests(fetchMock)).toHaveLength(1));
  });

  it('checks when the tab is shown again', async () => {
    const { fetchMock } = watch();
    await vi.advanceTimersByTimeAsync(2_500);
    eraseMarker('user_data');
    eraseMarker('last_login_time');
    // Two checks at once, before the next timer: shown, then shown again.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(logoutRequests(fetchMock)).toHaveLength(0);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(logoutRequests(fetchMock)).toHaveLength(1));
  });

  it('does nothing once stopped', async () => {
    const { fetchMock } = watch();
    eraseMarker('user_data');
    stop?.();
    await vi.advanceTimersByTimeAsync(10_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(logoutRequests(fetchMock)).toHaveLength(0);
  });
});
