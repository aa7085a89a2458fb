import { z } from 'zod';
import { verificationStateSchema } from '../../../domain/auth/registration.schema';
import { PENDING_REGISTRATION_COOKIE_TTL_MS } from '../../../domain/constants';
import { readCookie } from '../../lib/api-client';

/**
 * Spec §3 "Pending registration": the registration a visitor started in this browser, kept
 * encoded (base64url JSON) in local storage, session storage and a 7-day cookie, so that the
 * verification screen survives a reload, a closed tab or a storage that is cleared alone.
 *
 * It never holds the password, unlike the spec's original: whatever can read these three
 * places (any script on the page, a shared computer, a browser sync) must not find it. The
 * password stays in memory only (registration-password.store.ts) until the server has it.
 */

/** Spec §3: pending registration data is kept in local and session storage under this key. */
export const PENDING_REGISTRATION_KEY = 'pendingRegistration';
export const PENDING_REGISTRATION_COOKIE_NAME = 'pending_registration';

const pendingUserDataSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
});

/** Unknown keys (a password written by an older build, say) are dropped when read. */
const pendingRegistrationSchema = z.object({
  email: z.string().min(1),
  userData: pendingUserDataSchema.nullable(),
  method: z.literal('email'),
  /** When the registration was started (ms since the epoch). */
  timestamp: z.number(),
  verified: z.boolean(),
  /** Where the registration was started. */
  source: z.string(),
  /** The last known state of the emailed code, once it was sent. */
  verification: verificationStateSchema.nullable(),
});

export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;
export type PendingUserData = z.infer<typeof pendingUserDataSchema>;

/** Registration pages of this web app; the only source there is for now. */
export const PENDING_REGISTRATION_SOURCE = 'web-register';

export function newPendingRegistration(email: string, now = Date.now()): PendingRegistration {
  return {
    email,
    userData: null,
    method: 'email',
    timestamp: now,
    verified: false,
    source: PENDING_REGISTRATION_SOURCE,
    verification: null,
  };
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** Encodes the record; only the fields of the schema are written, whatever the caller passed. */
export function encodePendingRegistration(registration: PendingRegistration): string {
  return toBase64Url(JSON.stringify(pendingRegistrationSchema.parse(registration)));
}

export function decodePendingRegistration(encoded: string | null): PendingRegistration | null {
  if (!encoded) return null;
  try {
    const parsed = pendingRegistrationSchema.safeParse(JSON.parse(fromBase64Url(encoded)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readStorage(getStorage: () => Storage): string | null {
  try {
    return getStorage().getItem(PENDING_REGISTRATION_KEY);
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

function writeStorage(getStorage: () => Storage, value: string | null): void {
  try {
    if (value === null) getStorage().removeItem(PENDING_REGISTRATION_KEY);
    else getStorage().setItem(PENDING_REGISTRATION_KEY, value);
  } catch {
    // Storage full or disabled: the other two places still hold the record.
  }
}

function writeCookie(value: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAgeSeconds = value === null ? 0 : Math.floor(PENDING_REGISTRATION_COOKIE_TTL_MS / 1000);
  document.cookie = `${PENDING_REGISTRATION_COOKIE_NAME}=${value ?? ''}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

function storedValues(): (string | null)[] {
  return [
    readStorage(() => window.localStorage),
    readStorage(() => window.sessionStorage),
    readCookie(PENDING_REGISTRATION_COOKIE_NAME),
  ];
}

/** Writes the record to the three places. */
export function savePendingRegistration(registration: PendingRegistration): void {
  const encoded = encodePendingRegistration(registration);
  writeStorage(() => window.localStorage, encoded);
  writeStorage(() => window.sessionStorage, encoded);
  writeCookie(encoded);
}

export function erasePendingRegistration(): void {
  writeStorage(() => window.localStorage, null);
  writeStorage(() => window.sessionStorage, null);
  writeCookie(null);
}

export function isPendingRegistrationExpired(
  registration: Pick<PendingRegistration, 'timestamp'>,
  now = Date.now(),
): boolean {
  return now - registration.timestamp >= PENDING_REGISTRATION_COOKIE_TTL_MS;
}

/** The pending registration from the first place that holds a readable, unexpired one. */
export function readPendingRegistration(now = Date.now()): PendingRegistration | null {
  for (const value of storedValues()) {
    const registration = decodePendingRegistration(value);
    if (registration && !isPendingRegistrationExpired(registration, now)) return registration;
  }
  return null;
}

/** Changes the stored record, if there is one; returns the new record. */
export function updatePendingRegistration(
  change: (registration: PendingRegistration) => PendingRegistration,
): PendingRegistration | null {
  const current = readPendingRegistration();
  if (!current) return null;
  const next = change(current);
  savePendingRegistration(next);
  return next;
}

/**
 * True while a registration started in this browser still waits to be completed. A stored
 * record that cannot be read still counts, so the account-setup page opens and asks again for
 * what it cannot find; an expired one does not.
 */
export function hasPendingRegistration(now = Date.now()): boolean {
  return storedValues().some((value) => {
    if (!value) return false;
    const registration = decodePendingRegistration(value);
    return registration === null || !isPendingRegistrationExpired(registration, now);
  });
}
