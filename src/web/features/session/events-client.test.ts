import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../../../domain/auth/session';
import {
  EVENTS_RECONNECT_MAX_MS,
  EVENTS_REPLAY_WINDOW_MS,
  type SessionEnded,
} from '../../../domain/session/session-events';
import { ADMIN, CUSTOMER } from '../../test/fixtures';
import { mockFetch, type MockRoute } from '../../test/mock-fetch';
import { PROFILE_QUERY_KEY } from '../account/api/profile-query-key';
import { SESSION_QUERY_KEY } from '../auth/api/get-session';
import { isEventsChannelUp, setEventsChannelUp } from './events-channel.store';
import { createEventsClient, reconnectDelayMs } from './events-client';

const mocks = vi.hoisted(() => ({
  endSessionLocally: vi.fn(async () => undefined),
  cartReload: vi.fn(async () => undefined),
  wishlistReload: vi.fn(async () => undefined),
}));
vi.mock('./forced-logout', () => ({ endSessionLocally: mocks.endSessionLocally }));
vi.mock('../cart/cart-sync', () => ({ cartSync: () => ({ reload: mocks.cartReload }) }));
vi.mock('../wishlist/wishlist-sync', () => ({
  wishlistSync: () => ({ reload: mocks.wishlistReload }),
}));

/** A stand-in for the browser's EventSource: the test opens, fails and feeds each stream. */
class FakeEventSource {
  static streams: FakeEventSource[] = [];
  readonly url: string;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.streams.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }

  emit(type: string, data: unknown, id?: number): void {
    const event = new MessageEvent(type, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      lastEventId: id === undefined ? '' : String(id),
    });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const streams = () => FakeEventSource.streams;
const latest = () => {
  const stream = FakeEventSource.streams.at(-1);
  if (!stream) throw new Error('no stream opened');
  return stream;
};

function ended(overrides: Partial<SessionEnded> = {}): SessionEnded {
  return { reason: 'device-removed', detail: null, at: '2026-11-25T10:00:00.000Z', ...overrides };
}

function setUp(sessionRoute: MockRoute = { body: { user: CUSTOMER } }) {
  const fetchMock = mockFetch({ 'GET /api/auth/session': sessionRoute });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user: CUSTOMER });
  const client = createEventsClient(queryClient);
  const sessionReads = () =>
    fetchMock.mock.calls.filter(([input]) => String(input) === '/api/auth/session').length;
  return { client, queryClient, sessionReads };
}

/** Lets the awaited session answer arrive without moving the fake clock. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  FakeEventSource.streams = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  mocks.endSessionLocally.mockClear();
  mocks.cartReload.mockClear();
  mocks.wishlistReload.mockClear();
  setEventsChannelUp(false);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelayMs', () => {
  it('starts at 1 s and doubles up to the maximum, spread by a quarter either way', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelayMs(attempt, middle))).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      EVENTS_RECONNECT_MAX_MS,
      EVENTS_RECONNECT_MAX_MS,
    ]);
    expect(reconnectDelayMs(0, () => 0)).toBe(750);
    expect(reconnectDelayMs(0, () => 0.999_999)).toBe(1_250);
    expect(reconnectDelayMs(100, () => 0.999_999)).toBe(EVENTS_RECONNECT_MAX_MS);
    expect(reconnectDelayMs(100, () => 0)).toBe(EVENTS_RECONNECT_MAX_MS * 0.75);
  });
});

describe('events client', () => {
  it('opens one stream for the logged-in user and reports the channel up once it opens', () => {
    const { client } = setUp();
    client.start(CUSTOMER.id);
    client.start(CUSTOMER.id);
    expect(streams()).toHaveLength(1);
    expect(latest().url).toBe('/api/events');
    expect(isEventsChannelUp()).toBe(false);
    latest().open();
    expect(isEventsChannelUp()).toBe(true);

    client.stop();
    expect(latest().closed).toBe(true);
    expect(isEventsChannelUp()).toBe(false);
  });

  it('opens a new stream when another user logs in', () => {
    const { client } = setUp();
    client.start(CUSTOMER.id);
    client.start(ADMIN.id);
    expect(streams()).toHaveLength(2);
    expect(streams()[0]!.closed).toBe(true);
    expect(streams()[1]!.closed).toBe(false);
  });

  it('does nothing where the browser has no EventSource: the fallbacks stay on', () => {
    vi.stubGlobal('EventSource', undefined);
    const { client } = setUp();
    client.start(CUSTOMER.id);
    expect(streams()).toHaveLength(0);
    expect(isEventsChannelUp()).toBe(false);
  });

  it('refreshes the session when the role changes', () => {
    const { client, queryClient } = setUp();
    client.start(CUSTOMER.id);
    latest().open();
    expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(false);
    latest().emit('role-changed', { role: 'admin' }, 1);
    expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('refreshes the session and the profile when the profile changed elsewhere', () => {
    const { client, queryClient } = setUp();
    queryClient.setQueryData(PROFILE_QUERY_KEY, { displayName: 'Prima' });
    client.start(CUSTOMER.id);
    latest().open();
    latest().emit('profile-changed', {}, 1);
    expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(PROFILE_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('reloads the cart or the wishlist that another device changed', async () => {
    const { client } = setUp();
    client.start(CUSTOMER.id);
    latest().open();
    latest().emit('cart-changed', { updatedAt: '2026-11-25T10:00:00.000Z' }, 1);
    await vi.waitFor(() => expect(mocks.cartReload).toHaveBeenCalledTimes(1));
    // The announced version goes along: a tab that already holds it does not reload.
    expect(mocks.cartReload).toHaveBeenCalledWith({ unlessUpdatedAt: '2026-11-25T10:00:00.000Z' });
    expect(mocks.wishlistReload).not.toHaveBeenCalled();
    latest().emit('wishlist-changed', { updatedAt: null }, 2);
    await vi.waitFor(() => expect(mocks.wishlistReload).toHaveBeenCalledTimes(1));
    expect(mocks.cartReload).toHaveBeenCalledTimes(1);
  });

  it('ignores events whose data it cannot read', async () => {
    const { client, queryClient } = setUp();
    client.start(CUSTOMER.id);
    latest().open();
    latest().emit('cart-changed', 'not json', 1);
    latest().emit('cart-changed', { updatedAt: 42 }, 2);
    latest().emit('wishlist-changed', null, 3);
    latest().emit('role-changed', '{', 4);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mocks.cartReload).not.toHaveBeenCalled();
    expect(mocks.wishlistReload).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(false);
    expect(latest().closed).toBe(false);
  });

  it.each([
    ['device-removed', ended()],
    ['password-changed', ended({ reason: 'password-changed' })],
    ['remote-logout', ended({ reason: 'remote-logout', detail: 'Accesso sospetto' })],
    ['session-revoked', ended({ reason: 'session-revoked' })],
  ] as const)('logs this tab out on %s and closes the stream for good', async (type, payload) => {
    vi.useFakeTimers();
    const { client, queryClient } = setUp();
    client.start(CUSTOMER.id);
    latest().open();
    latest().emit(type, payload, 9);
    expect(mocks.endSessionLocally).toHaveBeenCalledWith(queryClient, payload);
    expect(latest().closed).toBe(true);
    expect(isEventsChannelUp()).toBe(false);
    // The server closes its end too: no reconnect follows.
    latest().fail();
    await vi.advanceTimersByTimeAsync(10 * EVENTS_RECONNECT_MAX_MS);
    expect(streams()).toHaveLength(1);
  });

  it('still logs out, without the details, when an ending event carries no readable payload', () => {
    const { client, queryClient } = setUp();
    client.start(CUSTOMER.id);
    latest().open();
    latest().emit('device-removed', { reason: 'something else' }, 9);
    expect(mocks.endSessionLocally).toHaveBeenCalledWith(
      queryClient,
      expect.objectContaining({ reason: 'device-removed', detail: null }),
    );
    expect(latest().closed).toBe(true);
  });

  it('after an error asks for the session, then reconnects 1 s later after the last event seen', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { client, sessionReads } = setUp();
    client.start(CUSTOMER.id);
    latest().open();
    latest().emit('wishlist-changed', { updatedAt: null }, 7);
    latest().fail();
    expect(latest().closed).toBe(true);
    expect(isEventsChannelUp()).toBe(false);
    await settle();
    expect(sessionReads()).toBe(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(streams()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams()).toHaveLength(2);
    expect(latest().url).toBe('/api/events?lastEventId=7');
    latest().open();
    expect(isEventsChannelUp()).toBe(true);
    // Resumed with the missed events replayed: nothing to read again.
    expect(mocks.cartReload).not.toHaveBeenCalled();
  });

  it('waits twice as long after each failed reconnect, up to the maximum, and starts over once open', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { client } = setUp();
    client.start(CUSTOMER.id);
    latest().open();

    const waits: number[] = [];
    for (let failure = 0; failure < 7; failure += 1) {
      const count = streams().length;
      latest().fail();
      await settle();
      let waited = 0;
      while (streams().length === count) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);

    latest().open();
    const count = streams().length;
    latest().fail();
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(streams()).toHaveLength(count + 1);
  });

  it('keeps trying, later each time, while the server does not answer', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { client, sessionReads } = setUp({
      status: 503,
      body: { error: { code: 'unavailable', message: 'down' } },
    });
    client.start(CUSTOMER.id);
    latest().fail();
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(streams()).toHaveLength(2);
    latest().fail();
    await settle();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(streams()).toHaveLength(3);
    expect(sessionReads()).toBe(2);
  });

  it.each([
    ['a guest', { user: null }],
    ['an ended session', { user: null, ended: ended({ reason: 'remote-logout', detail: 'x' }) }],
    ['another user', { user: ADMIN }],
  ])('stops when the session asked for after an error is %s', async (_name, answer) => {
    vi.useFakeTimers();
    const { client, queryClient } = setUp({ body: answer });
    client.start(CUSTOMER.id);
    latest().open();
    latest().fail();
    await settle();
    // The session root reads the answer (and shows why the session ended).
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(answer);
    await vi.advanceTimersByTimeAsync(10 * EVENTS_RECONNECT_MAX_MS);
    expect(streams()).toHaveLength(1);
    expect(isEventsChannelUp()).toBe(false);
  });

  it('reads the session, cart and wishlist again when it could not resume where it stopped', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { client, queryClient } = setUp();
    client.start(CUSTOMER.id);
    latest().open();
    // No event seen yet: the server cannot tell what this tab missed.
    latest().fail();
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    latest().open();
    await vi.waitFor(() => expect(mocks.cartReload).toHaveBeenCalledTimes(1));
    expect(mocks.wishlistReload).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('reads everything again after an outage longer than the replay window', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { client } = setUp();
    client.start(CUSTOMER.id);
    latest().open();
    latest().emit('role-changed', { role: 'user' }, 3);
    const started = Date.now();
    while (Date.now() - started <= EVENTS_REPLAY_WINDOW_MS) {
      latest().fail();
      await settle();
      await vi.advanceTimersByTimeAsync(EVENTS_RECONNECT_MAX_MS);
    }
    expect(latest().url).toBe('/api/events?lastEventId=3');
    expect(mocks.cartReload).not.toHaveBeenCalled();
    latest().open();
    await vi.waitFor(() => expect(mocks.cartReload).toHaveBeenCalledTimes(1));
    expect(mocks.wishlistReload).toHaveBeenCalledTimes(1);
  });

  it('cancels a planned reconnect when stopped', async () => {
    vi.useFakeTimers();
    const { client } = setUp();
    client.start(CUSTOMER.id);
    latest().open();
    latest().fail();
    await settle();
    client.stop();
    await vi.advanceTimersByTimeAsync(10 * EVENTS_RECONNECT_MAX_MS);
    expect(streams()).toHaveLength(1);
  });
});
