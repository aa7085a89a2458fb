import { DEVICE_ID_PATTERN } from '../../../domain/devices/device.schema';

/**
 * This browser's device id (spec §3: device_{time}_{random}_{random}_{hash}), made once and
 * kept in local storage under `deviceId`. The randoms come from crypto.getRandomValues; the
 * hash is a short fingerprint of user agent, screen and time zone, only to tell ids apart at a
 * glance, never to identify anyone. Where storage is blocked the id lives as long as the page.
 */

export const DEVICE_ID_STORAGE_KEY = 'deviceId';

let inMemory: string | null = null;

function randomPart(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return (value ?? 0).toString(36).padStart(7, '0');
}

/** FNV-1a, 32 bits, in base 36. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36).padStart(7, '0');
}

function browserTraits(): string {
  let timezone = '';
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // No time zone known: the hash is made of the rest.
  }
  return `${navigator.userAgent}|${String(screen.width)}x${String(screen.height)}|${timezone}`;
}

export function createDeviceId(now: number = Date.now()): string {
  return `device_${String(now)}_${randomPart()}_${randomPart()}_${shortHash(browserTraits())}`;
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(DEVICE_ID_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The id of this browser, made on first use. */
export function deviceId(): string {
  const stored = readStored();
  if (stored !== null && DEVICE_ID_PATTERN.test(stored)) {
    inMemory = stored;
    return stored;
  }
  // Nothing (valid) stored: the id this page already uses, else a new one.
  const id = inMemory ?? createDeviceId();
  inMemory = id;
  try {
    window.localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    // Storage blocked or full: this page keeps using the id it made.
  }
  return id;
}
