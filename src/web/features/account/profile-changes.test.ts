import { describe, expect, it } from 'vitest';
import type { AccountProfile } from '../../../domain/account/profile.schema';
import { checkProfileValues, formValuesOf, profileChanges } from './profile-changes';

const PROFILE: AccountProfile = {
  id: 'u-1',
  email: 'mario.rossi@example.com',
  emailVerified: true,
  firstName: 'Mario',
  lastName: 'Rossi',
  displayName: 'Mario Rossi',
  phoneNumber: '+393331234567',
  avatar: null,
  createdAt: '2025-03-14T09:00:00.000Z',
  lastLoginAt: '2026-11-25T21:40:00.000Z',
  pendingEmail: null,
};

describe('the profile form', () => {
  it('starts with the stored data, the phone written to be read', () => {
    expect(formValuesOf(PROFILE)).toEqual({
      firstName: 'Mario',
      lastName: 'Rossi',
      displayName: 'Mario Rossi',
      phoneNumber: '+39 333 123 4567',
    });
    expect(formValuesOf({ ...PROFILE, firstName: null, phoneNumber: null })).toMatchObject({
      firstName: '',
      phoneNumber: '',
    });
  });

  it('names nothing when nothing changed, spaces and the phone’s writing aside', () => {
    expect(profileChanges(PROFILE, formValuesOf(PROFILE))).toEqual({});
    expect(
      profileChanges(PROFILE, {
        firstName: ' Mario ',
        lastName: 'Rossi',
        displayName: 'Mario Rossi ',
        phoneNumber: '333 1234567',
      }),
    ).toEqual({});
  });

  it('names only the changed fields, trimmed', () => {
    expect(
      profileChanges(PROFILE, { ...formValuesOf(PROFILE), displayName: '  Marietto ' }),
    ).toEqual({ displayName: 'Marietto' });
    expect(
      profileChanges(PROFILE, { ...formValuesOf(PROFILE), phoneNumber: '+44 20 7946 0958' }),
    ).toEqual({ phoneNumber: '+44 20 7946 0958' });
  });

  it('clears an emptied name or phone, and fills an empty one', () => {
    expect(
      profileChanges(PROFILE, { ...formValuesOf(PROFILE), lastName: ' ', phoneNumber: '' }),
    ).toEqual({ lastName: null, phoneNumber: null });
    const empty = { ...PROFILE, firstName: null, phoneNumber: null };
    expect(profileChanges(empty, { ...formValuesOf(empty), firstName: 'Mario' })).toEqual({
      firstName: 'Mario',
    });
    expect(profileChanges(empty, formValuesOf(empty))).toEqual({});
  });

  it('checks the values with the server’s texts', () => {
    expect(checkProfileValues(formValuesOf(PROFILE))).toEqual({});
    expect(
      checkProfileValues({
        firstName: 'x'.repeat(81),
        lastName: '',
        displayName: '  ',
        phoneNumber: '12',
      }),
    ).toEqual({
      firstName: 'Al massimo 80 caratteri.',
      displayName: 'Inserisci il nome da mostrare.',
      phoneNumber:
        'Inserisci un numero di telefono valido, italiano (es. 333 123 4567) o internazionale con il prefisso (es. +44 20 7946 0958).',
    });
    expect(checkProfileValues({ ...formValuesOf(PROFILE), displayName: 'y'.repeat(61) })).toEqual({
      displayName: 'Al massimo 60 caratteri.',
    });
  });
});
