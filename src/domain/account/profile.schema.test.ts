import { describe, expect, it } from 'vitest';
import { notEditableKeys, profileUpdateSchema } from './profile.schema';
import { avatarUrls } from './avatar-files';

describe('notEditableKeys', () => {
  it('names every key that is not an editable profile field', () => {
    expect(
      notEditableKeys({ displayName: 'Giulia', role: 'admin', emailVerified: true, email: 'x' }),
    ).toEqual(['role', 'emailVerified', 'email']);
  });

  it('accepts the editable fields, alone or together', () => {
    expect(notEditableKeys({})).toEqual([]);
    expect(
      notEditableKeys({ firstName: 'a', lastName: 'b', displayName: 'c', phoneNumber: null }),
    ).toEqual([]);
  });

  it('leaves anything that is not an object to the schema', () => {
    expect(notEditableKeys(null)).toEqual([]);
    expect(notEditableKeys('role')).toEqual([]);
    expect(notEditableKeys(['role'])).toEqual([]);
  });
});

describe('profileUpdateSchema', () => {
  it('trims names, and an empty first or last name clears it', () => {
    expect(profileUpdateSchema.parse({ firstName: '  Giulia ', lastName: '' })).toEqual({
      firstName: 'Giulia',
      lastName: null,
    });
  });

  it('refuses an empty display name and any other key', () => {
    expect(profileUpdateSchema.safeParse({ displayName: '   ' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ role: 'admin' }).success).toBe(false);
  });
});

describe('avatarUrls', () => {
  it('names the file of each size after the stored base', () => {
    expect(avatarUrls('/uploads/avatars/u/abc')).toEqual({
      64: '/uploads/avatars/u/abc-64.webp',
      128: '/uploads/avatars/u/abc-128.webp',
      256: '/uploads/avatars/u/abc-256.webp',
    });
  });
});
