import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../../../domain/consent/consent.rules';
import {
  acceptAllCookies,
  closeCookiePreferences,
  denyAllCookies,
  hasConsentFor,
  openCookiePreferences,
  reloadConsentFromStorage,
  useConsentStore,
} from './consent.store';

const state = () => useConsentStore.getState();

describe('consent store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    reloadConsentFromStorage();
    closeCookiePreferences();
  });

  it('starts undecided, granting nothing and writing nothing', () => {
    expect(state().consent).toEqual({ status: 'undecided' });
    expect(hasConsentFor('analytics_storage')).toBe(false);
    expect(window.localStorage.length).toBe(0);
  });

  it('Accetta stores the accepted record under the versioned key', () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T08:00:00.000Z') });
    acceptAllCookies();
    vi.useRealTimers();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      status: 'accepted_all',
      region: 'IT',
      updatedAt: '2025-06-01T08:00:00.000Z',
    });
    expect(state().consent.status).toBe('accepted_all');
    expect(hasConsentFor('ad_storage')).toBe(true);
  });

  it('Rifiuta stores the denied record', () => {
    denyAllCookies();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      status: 'denied_all',
      analytics_storage: 'denied',
    });
    expect(hasConsentFor('analytics_storage')).toBe(false);
  });

  it('reads a stored choice, and a corrupted one as undecided', () => {
    acceptAllCookies();
    reloadConsentFromStorage();
    expect(state().consent.status).toBe('accepted_all');
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"status":"accepted_all"');
    reloadConsentFromStorage();
    expect(state().consent).toEqual({ status: 'undecided' });
  });

  it('survives blocked storage: the choice holds for this visit', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    acceptAllCookies();
    expect(state().consent.status).toBe('accepted_all');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    reloadConsentFromStorage();
    expect(state().consent.status).toBe('undecided');
  });

  it('opens the preferences again and closes them on a choice', () => {
    denyAllCookies();
    openCookiePreferences();
    expect(state().preferencesOpen).toBe(true);
    acceptAllCookies();
    expect(state().preferencesOpen).toBe(false);
    expect(state().consent.status).toBe('accepted_all');
  });
});
