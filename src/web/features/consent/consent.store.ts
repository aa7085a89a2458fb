import { create } from 'zustand';
import {
  acceptAllConsent,
  CONSENT_STORAGE_KEY,
  denyAllConsent,
  isConsentGranted,
  parseStoredConsent,
  serializeConsent,
  UNDECIDED_CONSENT,
  type ConsentCategory,
  type ConsentRecord,
  type ConsentState,
} from '../../../domain/consent/consent.rules';

/**
 * The visitor's cookie choice (spec §2.8, §3): read from localStorage once at start, written
 * when the visitor chooses. Storing the choice itself is strictly necessary and needs no consent;
 * everything non-essential must ask `hasConsentFor` first.
 */

interface ConsentStoreState {
  consent: ConsentState;
  /** False only in the state the server renders: this browser's choice is not known there. */
  known: boolean;
  /** The banner reopened from the footer's 'Preferenze cookie' after a choice was made. */
  preferencesOpen: boolean;
}

function readStoredConsent(): ConsentState {
  try {
    return parseStoredConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    // Storage blocked (privacy settings): no choice is known, the banner asks.
    return UNDECIDED_CONSENT;
  }
}

/**
 * Created with the choice unknown, then given the stored one at once. The unknown state is the
 * store's initial state, which its hooks render while Preact hydrates a server-rendered page
 * (zustand's server snapshot): the banner, fixed over the page, appears right after
 * hydration without moving anything (decision 027).
 */
export const useConsentStore = create<ConsentStoreState>(() => ({
  consent: UNDECIDED_CONSENT,
  known: false,
  preferencesOpen: false,
}));
useConsentStore.setState({ consent: readStoredConsent(), known: true });

function choose(record: ConsentRecord): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(record));
  } catch {
    // Storage full or blocked: the choice holds for this visit only.
  }
  useConsentStore.setState({ consent: record, preferencesOpen: false });
}

export function acceptAllCookies(): void {
  choose(acceptAllConsent(new Date()));
}

export function denyAllCookies(): void {
  choose(denyAllConsent(new Date()));
}

/** 'Preferenze cookie': shows the banner again, with the current choice. */
export function openCookiePreferences(): void {
  useConsentStore.setState({ preferencesOpen: true });
}

export function closeCookiePreferences(): void {
  useConsentStore.setState({ preferencesOpen: false });
}

/** Re-reads the stored choice (another tab changed it; tests). */
export function reloadConsentFromStorage(): void {
  useConsentStore.setState({ consent: readStoredConsent() });
}

/**
 * For features that want non-essential storage or tracking: true only after the visitor
 * granted that category. Nothing in the shop needs it yet.
 */
export function hasConsentFor(category: ConsentCategory): boolean {
  return isConsentGranted(useConsentStore.getState().consent, category);
}
