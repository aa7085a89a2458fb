import { DEFAULT_COUNTRY_CODE } from '../constants';

/**
 * Cookie consent (spec §2.8, §3, §4 Consent): the four Consent Mode categories, the overall
 * status and the record kept in the browser under a versioned key. Pure rules only: reading
 * and writing the storage is the web app's job.
 */

/** Bump the version when the record's shape or meaning changes: old records then count as no choice. */
export const CONSENT_STORAGE_KEY = 'consent:v1';

export const CONSENT_CATEGORIES = [
  'ad_storage',
  'analytics_storage',
  'ad_user_data',
  'ad_personalization',
] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export type ConsentValue = 'granted' | 'denied';
export type ConsentChoices = Record<ConsentCategory, ConsentValue>;

export const CONSENT_STATUSES = ['undecided', 'accepted_all', 'denied_all', 'custom'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
export type ConsentDecision = Exclude<ConsentStatus, 'undecided'>;

/** The spec's region: the shop sells in Italy. */
export const CONSENT_REGION = DEFAULT_COUNTRY_CODE;

export interface ConsentRecord extends ConsentChoices {
  status: ConsentDecision;
  region: typeof CONSENT_REGION;
  /** ISO 8601 time of the choice. */
  updatedAt: string;
}

/** What the shop knows: either no choice yet, or the stored record. */
export type ConsentState = { status: 'undecided' } | ConsentRecord;

export const UNDECIDED_CONSENT: ConsentState = Object.freeze({ status: 'undecided' });

// A plain check rather than a zod schema: this runs in the browser's start-up chunk on every page.
const CONSENT_VALUES: readonly unknown[] = ['granted', 'denied'];
const CONSENT_DECISIONS: readonly unknown[] = ['accepted_all', 'denied_all', 'custom'];
const ISO_DATE_TIME_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    CONSENT_CATEGORIES.every((category) => CONSENT_VALUES.includes(record[category])) &&
    CONSENT_DECISIONS.includes(record.status) &&
    record.region === CONSENT_REGION &&
    typeof record.updatedAt === 'string' &&
    ISO_DATE_TIME_WITH_OFFSET.test(record.updatedAt) &&
    isRealCalendarDate(record.updatedAt)
  );
}

/** "2025-02-31" matches the pattern but is no day of any calendar. */
function isRealCalendarDate(isoDateTime: string): boolean {
  const [year, month, day] = isoDateTime.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The overall status that a set of choices stands for. */
export function consentStatusOf(choices: ConsentChoices): ConsentDecision {
  const values = CONSENT_CATEGORIES.map((category) => choices[category]);
  if (values.every((value) => value === 'granted')) return 'accepted_all';
  if (values.every((value) => value === 'denied')) return 'denied_all';
  return 'custom';
}

function allChoices(value: ConsentValue): ConsentChoices {
  return {
    ad_storage: value,
    analytics_storage: value,
    ad_user_data: value,
    ad_personalization: value,
  };
}

/** The record of a choice made at `now`; the status always follows from the choices. */
export function createConsentRecord(choices: ConsentChoices, now: Date): ConsentRecord {
  return {
    ad_storage: choices.ad_storage,
    analytics_storage: choices.analytics_storage,
    ad_user_data: choices.ad_user_data,
    ad_personalization: choices.ad_personalization,
    status: consentStatusOf(choices),
    region: CONSENT_REGION,
    updatedAt: now.toISOString(),
  };
}

/** 'Accetta': every category granted. */
export function acceptAllConsent(now: Date): ConsentRecord {
  return createConsentRecord(allChoices('granted'), now);
}

/** 'Rifiuta': every category denied. */
export function denyAllConsent(now: Date): ConsentRecord {
  return createConsentRecord(allChoices('denied'), now);
}

/**
 * Reads the stored value. Anything that is not a well-formed, self-consistent record of this
 * version (nothing stored, broken JSON, an old shape, a status that contradicts the choices)
 * counts as no choice, so the banner asks again rather than assuming consent.
 */
export function parseStoredConsent(raw: string | null | undefined): ConsentState {
  if (!raw) return UNDECIDED_CONSENT;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return UNDECIDED_CONSENT;
  }
  if (!isConsentRecord(json)) return UNDECIDED_CONSENT;
  const record = json;
  const updatedAt = new Date(record.updatedAt);
  if (Number.isNaN(updatedAt.getTime())) return UNDECIDED_CONSENT;
  if (consentStatusOf(record) !== record.status) return UNDECIDED_CONSENT;
  // Keep only the known fields, in a stable order.
  return createConsentRecord(record, updatedAt);
}

export function serializeConsent(record: ConsentRecord): string {
  return JSON.stringify(record);
}

export function isConsentDecided(state: ConsentState): state is ConsentRecord {
  return state.status !== 'undecided';
}

/** True only for an explicit grant: no choice means no non-essential storage. */
export function isConsentGranted(state: ConsentState, category: ConsentCategory): boolean {
  return isConsentDecided(state) && state[category] === 'granted';
}
