import { DEVICE_LAST_ACTIVE_UPDATE_MIN_MS } from '../../../domain/constants';
import { isApiError } from '../../lib/api-client';
import { onActivity } from '../session/activity';
import { reportActivity } from '../session/api/report-activity';
import { reportDevice } from './api/report-device';
import { deviceReport } from './device-report';

/**
 * The device record's activity (spec §7 device write, §8, §9): when a session starts this tab
 * reports its device once, then again on the user's activity at most every
 * DEVICE_LAST_ACTIVE_UPDATE_MIN_MS. A device the server refuses (403) is remembered for the
 * user in session storage and never written again; the tab then only tells the server it is
 * active, at the same pace, so the server's idle limit still sees the user. A write that got no
 * answer (offline, server busy) is tried again at the next activity, never in a loop.
 */

export const deviceRefusedStorageKey = (userId: string) => `vetrina:device-refused:${userId}`;

/** Refusals of this page, for when session storage is blocked. */
const refusedHere = new Set<string>();

function wasRefused(userId: string): boolean {
  if (refusedHere.has(userId)) return true;
  try {
    return window.sessionStorage.getItem(deviceRefusedStorageKey(userId)) !== null;
  } catch {
    return false;
  }
}

function rememberRefusal(userId: string): void {
  try {
    window.sessionStorage.setItem(deviceRefusedStorageKey(userId), String(Date.now()));
  } catch {
    refusedHere.add(userId);
  }
}

function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.isNetworkError || error.status >= 500 || error.status === 429;
}

/** Starts reporting for this user's session; the returned function stops it. */
export function startDeviceHeartbeat(userId: string): () => void {
  let stopped = false;
  let sending = false;
  let lastSentAt = Number.NEGATIVE_INFINITY;

  async function send(): Promise<void> {
    if (stopped || sending) return;
    sending = true;
    lastSentAt = Date.now();
    const refused = wasRefused(userId);
    try {
      if (refused) await reportActivity();
      else await reportDevice(deviceReport());
    } catch (error) {
      if (!refused && isApiError(error) && error.code === 'permission-denied') {
        rememberRefusal(userId);
      } else if (isTransient(error)) {
        lastSentAt = Number.NEGATIVE_INFINITY;
      }
    } finally {
      sending = false;
    }
  }

  void send();
  const stopListening = onActivity((at) => {
    if (at - lastSentAt >= DEVICE_LAST_ACTIVE_UPDATE_MIN_MS) void send();
  });
  return () => {
    stopped = true;
    stopListening();
  };
}
