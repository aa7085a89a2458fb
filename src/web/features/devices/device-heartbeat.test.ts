import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_LAST_ACTIVE_UPDATE_MIN_MS } from '../../../domain/constants';
import { DEVICE_ID_PATTERN, type DeviceView } from '../../../domain/devices/device.schema';
import { mockFetch, type MockRoute } from '../../test/mock-fetch';
import { deviceRefusedStorageKey, startDeviceHeartbeat } from './device-heartbeat';

const activity = vi.hoisted(() => {
  const listeners = new Set<(at: number) => void>();
  return {
    listeners,
    onActivity: (listener: (at: number) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
});
vi.mock('../session/activity', () => ({ onActivity: activity.onActivity }));

const USER = 'u-1';
const DEVICE: DeviceView = {
  id: 'device_1764110400000_abcdefg_hijklmn_opqrstu',
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
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActiveAt: '2026-11-25T10:00:00.000Z',
  current: true,
};
const OK = { body: { device: DEVICE } };
const REFUSED: MockRoute = {
  status: 403,
  body: { error: { code: 'permission-denied', message: 'Device refused' } },
};
const BUSY: MockRoute = { status: 503, body: { error: { code: 'unavailable', message: 'busy' } } };

function setUp(deviceRoute: MockRoute = OK) {
  const fetchMock = mockFetch({
    'PUT /api/session/device': deviceRoute,
    'POST /api/session/activity': { status: 204 },
  });
  const requests = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
    );
  return {
    deviceWrites: () => requests('PUT', '/api/session/device').length,
    activityPosts: () => requests('POST', '/api/session/activity').length,
    sentReports: () =>
      requests('PUT', '/api/session/device').map(([, init]) => JSON.parse(String(init?.body))),
  };
}

/** The user does something in this tab (after `ms` more). */
async function activeAfter(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  for (const listener of [...activity.listeners]) listener(Date.now());
  await vi.advanceTimersByTimeAsync(0);
}

let stop: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00.000Z') });
  document.cookie = 'csrf_token=test-token; path=/';
  activity.listeners.clear();
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
});

describe('device heartbeat', () => {
  it('reports the device once when the session starts', async () => {
    const { deviceWrites, sentReports } = setUp();
    stop = startDeviceHeartbeat(USER);
    await vi.advanceTimersByTimeAsync(0);
    expect(deviceWrites()).toBe(1);
    const [report] = sentReports();
    expect(report.deviceId).toMatch(DEVICE_ID_PATTERN);
    expect(report.deviceId).toBe(window.localStorage.getItem('deviceId'));
    expect(Object.keys(report).sort()).toEqual(
      ['colorDepth', 'deviceId', 'language', 'platform', 'screenResolution', 'timezone'].sort(),
    );
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(deviceWrites()).toBe(1);
  });

  it('reports again on activity, at most every 30 s', async () => {
    const { deviceWrites, activityPosts } = setUp();
    stop = startDeviceHeartbeat(USER);
    await activeAfter(10_000);
    await activeAfter(DEVICE_LAST_ACTIVE_UPDATE_MIN_MS - 10_001);
    expect(deviceWrites()).toBe(1);
    await activeAfter(1);
    expect(deviceWrites()).toBe(2);
    await activeAfter(1_000);
    expect(deviceWrites()).toBe(2);
    // No activity, no report.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(deviceWrites()).toBe(2);
    await activeAfter(0);
    expect(deviceWrites()).toBe(3);
    expect(activityPosts()).toBe(0);
  });

  it('remembers a refused device for the user and from then on only says the user is active', async () => {
    const { deviceWrites, activityPosts } = setUp(REFUSED);
    stop = startDeviceHeartbeat(USER);
    await vi.advanceTimersByTimeAsync(0);
    expect(deviceWrites()).toBe(1);
    expect(window.sessionStorage.getItem(deviceRefusedStorageKey(USER))).not.toBeNull();

    await activeAfter(1_000);
    expect(deviceWrites() + activityPosts()).toBe(1);
    await activeAfter(DEVICE_LAST_ACTIVE_UPDATE_MIN_MS);
    expect(deviceWrites()).toBe(1);
    expect(activityPosts()).toBe(1);
    await activeAfter(1_000);
    expect(activityPosts()).toBe(1);

    // The next page of this tab, same user: no device write at all.
    stop();
    stop = startDeviceHeartbeat(USER);
    await vi.advanceTimersByTimeAsync(0);
    expect(deviceWrites()).toBe(1);
    expect(activityPosts()).toBe(2);
  });

  it("does not hold one user's refusal against another user", async () => {
    window.sessionStorage.setItem(deviceRefusedStorageKey('someone-else'), '1');
    const { deviceWrites, activityPosts } = setUp();
    stop = startDeviceHeartbeat(USER);
    await vi.advanceTimersByTimeAsync(0);
    expect(deviceWrites()).toBe(1);
    expect(activityPosts()).toBe(0);
  });

  it.each([
    ['the server is busy', BUSY],
    [
      'there is no connection',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ] as [string, MockRoute][])(
    'tries a write again at the next activity when %s, never in a loop',
    async (_name, failure) => {
      let fail = true;
      const { deviceWrites } = setUp((request) => {
        if (!fail) return OK;
        return typeof failure === 'function' ? failure(request) : failure;
      });
      stop = startDeviceHeartbeat(USER);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(deviceWrites()).toBe(1);
      fail = false;
      await activeAfter(1_000);
      expect(deviceWrites()).toBe(2);
      await activeAfter(1_000);
      expect(deviceWrites()).toBe(2);
    },
  );

  it('waits the usual 30 s after an answer that trying again would not change', async () => {
    const { deviceWrites } = setUp({
      status: 400,
      body: { error: { code: 'invalid-argument', message: 'bad' } },
    });
    stop = startDeviceHeartbeat(USER);
    await activeAfter(1_000);
    expect(deviceWrites()).toBe(1);
    await activeAfter(DEVICE_LAST_ACTIVE_UPDATE_MIN_MS);
    expect(deviceWrites()).toBe(2);
  });

  it('stops with the session', async () => {
    const { deviceWrites } = setUp();
    const stopHeartbeat = startDeviceHeartbeat(USER);
    await vi.advanceTimersByTimeAsync(0);
    stopHeartbeat();
    await activeAfter(DEVICE_LAST_ACTIVE_UPDATE_MIN_MS);
    expect(deviceWrites()).toBe(1);
  });
});
