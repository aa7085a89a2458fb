import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../domain/auth/session';
import {
  EVENTS_RECONNECT_MAX_MS,
  EVENTS_REPLAY_WINDOW_MS,
  SESSION_EVENT_TYPES,
  endsSession,
  isSessionEnded,
  type SessionEnded,
  type SessionEventType,
} from '../../../domain/session/session-events';
import { PROFILE_QUERY_KEY } from '../account/api/profile-query-key';
import { SESSION_QUERY_KEY, sessionQueryOptions } from '../auth/api/get-session';
import { setEventsChannelUp } from './events-channel.store';
import { endSessionLocally } from './forced-logout';

/**
 * The live events of the logged-in session (decision 023): one EventSource per tab on
 * GET /api/events. Role changes refresh the session, another device's cart or wishlist change
 * reloads that list, and an event that ends the session logs this tab out with its notice.
 *
 * The client reconnects by itself rather than letting EventSource do it: first it asks for the
 * session (an ended one stops the client, and the session root shows why), then it waits 1 s
 * doubling to EVENTS_RECONNECT_MAX_MS, and resumes after the last event seen with
 * `?lastEventId=` (a new EventSource cannot send the Last-Event-ID header).
 */

export const EVENTS_PATH = '/api/events';
export const EVENTS_RECONNECT_MIN_MS = 1_000;

/**
 * The wait before reconnect number `attempt` (0 for the first): 1 s doubling up to the max,
 * spread by ±25 % so the tabs of a restarted server do not all come back at the same moment.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(EVENTS_RECONNECT_MIN_MS * 2 ** attempt, EVENTS_RECONNECT_MAX_MS);
  return Math.min(Math.round(base * (0.75 + random() * 0.5)), EVENTS_RECONNECT_MAX_MS);
}

export interface EventsClient {
  /** Opens the channel for this user (nothing changes if it is already theirs). */
  start(userId: string): void;
  stop(): void;
}

/** `unlessUpdatedAt`: the version a cart-changed event announced; a tab holding it stays put. */
function reloadCart(unlessUpdatedAt?: string | null): void {
  void import('../cart/cart-sync').then(({ cartSync }) =>
    cartSync().reload(unlessUpdatedAt === undefined ? {} : { unlessUpdatedAt }),
  );
}

function reloadWishlist(): void {
  void import('../wishlist/wishlist-sync').then(({ wishlistSync }) => wishlistSync().reload());
}

/** The payload of cart-changed and wishlist-changed: `{ updatedAt: string | null }`. */
function hasUpdatedAt(payload: unknown): payload is { updatedAt: string | null } {
  if (typeof payload !== 'object' || payload === null) return false;
  const { updatedAt } = payload as { updatedAt?: unknown };
  return updatedAt === null || typeof updatedAt === 'string';
}

export function createEventsClient(queryClient: QueryClient): EventsClient {
  let userId: string | null = null;
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the channel went down; null while it is up and before it first opens. */
  let downSince: number | null = null;
  /** Bumped by every start and stop: work planned for an earlier run is dropped. */
  let run = 0;

  /** What the server could not replay (too long down, or nothing seen to resume from). */
  function catchUp(): void {
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    reloadCart();
    reloadWishlist();
  }

  function dispatch(type: SessionEventType, payload: unknown): void {
    if (endsSession(type)) {
      stop();
      const ended: SessionEnded = isSessionEnded(payload)
        ? payload
        : { reason: type, detail: null, at: new Date().toISOString() };
      void endSessionLocally(queryClient, ended);
      return;
    }
    switch (type) {
      case 'role-changed':
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        return;
      case 'profile-changed':
        // The account panel reads the session's user; the profile pages their own answer.
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        return;
      case 'cart-changed':
        if (hasUpdatedAt(payload)) reloadCart(payload.updatedAt);
        return;
      case 'wishlist-changed':
        if (hasUpdatedAt(payload)) reloadWishlist();
        return;
    }
  }

  function receive(type: SessionEventType, event: MessageEvent<unknown>): void {
    if (/^\d+$/.test(event.lastEventId)) lastEventId = event.lastEventId;
    let payload: unknown;
    try {
      payload = JSON.parse(String(event.data));
    } catch {
      return;
    }
    dispatch(type, payload);
  }

  async function recover(current: number): Promise<void> {
    source?.close();
    source = null;
    setEventsChannelUp(false);
    downSince ??= Date.now();
    let session: SessionResponse | null = null;
    try {
      session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    } catch {
      // The server is out of reach: the reconnect below tries again, later each time.
    }
    if (current !== run) return;
    if (session && session.user?.id !== userId) {
      stop();
      return;
    }
    retryTimer = setTimeout(connect, reconnectDelayMs(attempt));
    attempt += 1;
  }

  function connect(): void {
    const current = run;
    const query = lastEventId === null ? '' : `?lastEventId=${lastEventId}`;
    const stream = new EventSource(`${EVENTS_PATH}${query}`);
    source = stream;
    stream.onopen = () => {
      if (stream !== source) return;
      attempt = 0;
      setEventsChannelUp(true);
      const outageMs = downSince === null ? null : Date.now() - downSince;
      if (outageMs !== null && (lastEventId === null || outageMs > EVENTS_REPLAY_WINDOW_MS))
        catchUp();
      downSince = null;
    };
    stream.onerror = () => {
      if (stream === source) void recover(current);
    };
    for (const type of SESSION_EVENT_TYPES) {
      stream.addEventListener(type, (event) => {
        if (stream === source) receive(type, event);
      });
    }
  }

  function stop(): void {
    run += 1;
    clearTimeout(retryTimer);
    source?.close();
    source = null;
    if (userId !== null) setEventsChannelUp(false);
    userId = null;
    lastEventId = null;
    attempt = 0;
    downSince = null;
  }

  function start(nextUserId: string): void {
    if (userId === nextUserId) return;
    stop();
    // Without EventSource the fallbacks (polling, reads when the tab is shown) stay on.
    if (typeof EventSource === 'undefined') return;
    userId = nextUserId;
    connect();
  }

  return { start, stop };
}
