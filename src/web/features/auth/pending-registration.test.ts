import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_REGISTRATION_COOKIE_TTL_MS } from '../../../domain/constants';
import {
  decodePendingRegistration,
  encodePendingRegistration,
  erasePendingRegistration,
  hasPendingRegistration,
  newPendingRegistration,
  PENDING_REGISTRATION_COOKIE_NAME,
  PENDING_REGISTRATION_KEY,
  readPendingRegistration,
  savePendingRegistration,
  updatePendingRegistration,
  type PendingRegistration,
} from './pending-registration';

const PASSWORD = 'Segretissima-2025';
const STARTED_AT = Date.now();

const VERIFICATION = {
  email: 'giulia@example.com',
  expiresAt: '2030-01-01T10:15:00.000Z',
  attemptsLeft: 3,
  resendAvailableAt: '2030-01-01T10:02:00.000Z',
  resendsLeft: 3,
};

function registration(overrides: Partial<PendingRegistration> = {}): PendingRegistration {
  return {
    ...newPendingRegistration('giulia@example.com', STARTED_AT),
    userData: { firstName: 'Giulia', lastName: 'Bianchi', phoneNumber: null },
    verification: VERIFICATION,
    ...overrides,
  };
}

/** Everything the three places hold, decoded as far as possible, as one string. */
function everythingStored(): string {
  const raw = [
    window.localStorage.getItem(PENDING_REGISTRATION_KEY) ?? '',
    window.sessionStorage.getItem(PENDING_REGISTRATION_KEY) ?? '',
    document.cookie,
  ];
  const decoded = raw.map((value) => {
    const payload = value.includes('=') ? value.split('=').slice(1).join('=') : value;
    return JSON.stringify(decodePendingRegistration(payload.split(';')[0] ?? ''));
  });
  return [...raw, ...decoded, ...raw.map((value) => safeAtob(value))].join('\n');
}

function safeAtob(value: string): string {
  try {
    return atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return '';
  }
}

describe('pending registration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is kept in local storage, session storage and a cookie, and read back', () => {
    savePendingRegistration(registration());
    expect(window.localStorage.getItem(PENDING_REGISTRATION_KEY)).toBeTruthy();
    expect(window.sessionStorage.getItem(PENDING_REGISTRATION_KEY)).toBeTruthy();
    expect(document.cookie).toContain(`${PENDING_REGISTRATION_COOKIE_NAME}=`);
    expect(readPendingRegistration()).toEqual(registration());
    expect(hasPendingRegistration()).toBe(true);
  });

  it('holds the spec fields (email, userData, method, timestamp, verified, source)', () => {
    const decoded = JSON.parse(safeAtob(encodePendingRegistration(registration()))) as object;
    expect(Object.keys(decoded).sort()).toEqual(
      ['email', 'method', 'source', 'timestamp', 'userData', 'verification', 'verified'].sort(),
    );
    expect(decoded).toMatchObject({ method: 'email', verified: false });
  });

  it('never stores the password, even when a caller slips one in', () => {
    const withPassword = { ...registration(), password: PASSWORD } as PendingRegistration;
    savePendingRegistration(withPassword);
    updatePendingRegistration(
      (current) => ({ ...current, password: PASSWORD }) as PendingRegistration,
    );
    expect(everythingStored()).not.toContain(PASSWORD);
    expect(everythingStored()).not.toContain('password');
    expect(readPendingRegistration()).not.toHaveProperty('password');
  });

  it('drops a password found in an older record when reading it', () => {
    const legacy = btoa(JSON.stringify({ ...registration(), password: PASSWORD }));
    window.localStorage.setItem(PENDING_REGISTRATION_KEY, legacy);
    expect(readPendingRegistration()).not.toHaveProperty('password');
  });

  it('writes a 7-day, site-wide, same-site cookie', () => {
    const cookieSetter = vi.spyOn(Document.prototype, 'cookie', 'set');
    savePendingRegistration(registration());
    const written = cookieSetter.mock.calls.map(([value]) => String(value));
    const cookie = written.find((value) =>
      value.startsWith(`${PENDING_REGISTRATION_COOKIE_NAME}=`),
    );
    expect(cookie).toContain(`Max-Age=${PENDING_REGISTRATION_COOKIE_TTL_MS / 1000}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    // jsdom serves http://localhost: no Secure flag there.
    expect(cookie).not.toContain('Secure');
  });

  it('is found in any one of the three places alone', () => {
    savePendingRegistration(registration());
    window.localStorage.clear();
    window.sessionStorage.clear();
    expect(readPendingRegistration()?.email).toBe('giulia@example.com');
  });

  it('is gone once erased', () => {
    savePendingRegistration(registration());
    erasePendingRegistration();
    expect(readPendingRegistration()).toBeNull();
    expect(hasPendingRegistration()).toBe(false);
    expect(document.cookie).not.toContain(PENDING_REGISTRATION_COOKIE_NAME);
  });

  it('expires after 7 days', () => {
    const startedAt = Date.parse('2030-01-01T10:00:00Z');
    savePendingRegistration(registration({ timestamp: startedAt }));
    expect(
      readPendingRegistration(startedAt + PENDING_REGISTRATION_COOKIE_TTL_MS - 1),
    ).not.toBeNull();
    expect(readPendingRegistration(startedAt + PENDING_REGISTRATION_COOKIE_TTL_MS)).toBeNull();
    expect(hasPendingRegistration(startedAt + PENDING_REGISTRATION_COOKIE_TTL_MS)).toBe(false);
  });

  it('counts an unreadable record as pending, so account setup can ask again', () => {
    window.sessionStorage.setItem(PENDING_REGISTRATION_KEY, 'x');
    expect(readPendingRegistration()).toBeNull();
    expect(hasPendingRegistration()).toBe(true);
  });

  it('round-trips accented names', () => {
    const accented = registration({
      userData: { firstName: 'Niccolò', lastName: 'D’Annunzio', phoneNumber: '+39 333 1234567' },
    });
    expect(decodePendingRegistration(encodePendingRegistration(accented))).toEqual(accented);
  });
});
