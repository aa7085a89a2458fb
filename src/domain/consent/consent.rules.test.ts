import { describe, expect, it } from 'vitest';
import {
  acceptAllConsent,
  CONSENT_CATEGORIES,
  CONSENT_STORAGE_KEY,
  consentStatusOf,
  createConsentRecord,
  denyAllConsent,
  isConsentDecided,
  isConsentGranted,
  parseStoredConsent,
  serializeConsent,
  UNDECIDED_CONSENT,
  type ConsentChoices,
} from './consent.rules';

const NOW = new Date('2025-05-04T10:20:30.000Z');

const GRANTED: ConsentChoices = {
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};
const DENIED: ConsentChoices = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

describe('consent records', () => {
  it('uses a versioned storage key', () => {
    expect(CONSENT_STORAGE_KEY).toBe('consent:v1');
  });

  it('Accetta grants every category', () => {
    expect(acceptAllConsent(NOW)).toEqual({
      ...GRANTED,
      status: 'accepted_all',
      region: 'IT',
      updatedAt: '2025-05-04T10:20:30.000Z',
    });
  });

  it('Rifiuta denies every category', () => {
    expect(denyAllConsent(NOW)).toEqual({
      ...DENIED,
      status: 'denied_all',
      region: 'IT',
      updatedAt: '2025-05-04T10:20:30.000Z',
    });
  });

  it('derives the status from the choices', () => {
    expect(consentStatusOf(GRANTED)).toBe('accepted_all');
    expect(consentStatusOf(DENIED)).toBe('denied_all');
    for (const category of CONSENT_CATEGORIES) {
      expect(consentStatusOf({ ...DENIED, [category]: 'granted' })).toBe('custom');
      expect(consentStatusOf({ ...GRANTED, [category]: 'denied' })).toBe('custom');
    }
    expect(createConsentRecord({ ...DENIED, analytics_storage: 'granted' }, NOW).status).toBe(
      'custom',
    );
  });
});

describe('reading the stored value', () => {
  it('round-trips accepted, denied and custom records', () => {
    for (const record of [
      acceptAllConsent(NOW),
      denyAllConsent(NOW),
      createConsentRecord({ ...DENIED, analytics_storage: 'granted' }, NOW),
    ]) {
      expect(parseStoredConsent(serializeConsent(record))).toEqual(record);
    }
  });

  it('treats nothing stored as undecided', () => {
    expect(parseStoredConsent(null)).toEqual({ status: 'undecided' });
    expect(parseStoredConsent(undefined)).toBe(UNDECIDED_CONSENT);
    expect(parseStoredConsent('')).toBe(UNDECIDED_CONSENT);
  });

  const valid = { ...GRANTED, status: 'accepted_all', region: 'IT', updatedAt: NOW.toISOString() };
  const corrupted: [string, string][] = [
    ['broken JSON', '{"ad_storage":'],
    ['a JSON string', '"accepted_all"'],
    ['a JSON number', '1'],
    ['null', 'null'],
    ['an array', '[]'],
    ['an old, unversioned shape', JSON.stringify({ accepted: true, date: NOW.getTime() })],
    ['a missing category', JSON.stringify({ ...valid, ad_personalization: undefined })],
    ['an unknown value', JSON.stringify({ ...valid, ad_storage: 'yes' })],
    ['status undecided', JSON.stringify({ ...valid, status: 'undecided' })],
    ['an unknown status', JSON.stringify({ ...valid, status: 'maybe' })],
    ['another region', JSON.stringify({ ...valid, region: 'DE' })],
    ['a missing date', JSON.stringify({ ...valid, updatedAt: undefined })],
    ['a date that is no date', JSON.stringify({ ...valid, updatedAt: 'ieri' })],
    ['an impossible date', JSON.stringify({ ...valid, updatedAt: '2025-02-31T00:00:00Z' })],
    ['a numeric date', JSON.stringify({ ...valid, updatedAt: NOW.getTime() })],
    [
      'a status that contradicts the choices',
      JSON.stringify({ ...valid, analytics_storage: 'denied' }),
    ],
    ['denied_all with grants', JSON.stringify({ ...valid, status: 'denied_all' })],
  ];
  for (const [name, raw] of corrupted) {
    it(`treats ${name} as undecided`, () => {
      expect(parseStoredConsent(raw)).toBe(UNDECIDED_CONSENT);
    });
  }

  it('ignores unknown extra fields and normalizes the date', () => {
    const parsed = parseStoredConsent(
      JSON.stringify({ ...valid, extra: 'x', updatedAt: '2025-05-04T12:20:30+02:00' }),
    );
    expect(parsed).toEqual(acceptAllConsent(NOW));
    expect(parsed).not.toHaveProperty('extra');
  });
});

describe('consent checks', () => {
  it('grants nothing while undecided', () => {
    expect(isConsentDecided(UNDECIDED_CONSENT)).toBe(false);
    for (const category of CONSENT_CATEGORIES) {
      expect(isConsentGranted(UNDECIDED_CONSENT, category)).toBe(false);
    }
  });

  it('follows each category of a decided record', () => {
    const custom = createConsentRecord({ ...DENIED, analytics_storage: 'granted' }, NOW);
    expect(isConsentDecided(custom)).toBe(true);
    expect(isConsentGranted(custom, 'analytics_storage')).toBe(true);
    expect(isConsentGranted(custom, 'ad_storage')).toBe(false);
    for (const category of CONSENT_CATEGORIES) {
      expect(isConsentGranted(acceptAllConsent(NOW), category)).toBe(true);
      expect(isConsentGranted(denyAllConsent(NOW), category)).toBe(false);
    }
  });
});
