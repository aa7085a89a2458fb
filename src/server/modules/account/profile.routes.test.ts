import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_ERRORS } from '../../../domain/account/profile.errors';
import { users } from '../../db/schema';
import { openEventStream } from '../../test/event-stream';
import { createUser, injectAs, logInAs, setupTestApp } from '../../test/helper';

describe('GET and PATCH /api/account/profile', () => {
  const t = setupTestApp();

  async function loggedInUser() {
    const user = await createUser(t.db);
    return { ...user, token: await logInAs(t.app, user) };
  }

  const patch = (token: string, payload: unknown) =>
    injectAs(t.app, token, {
      method: 'PATCH',
      url: '/api/account/profile',
      payload: payload as object,
    });

  async function rowOf(id: string) {
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    return row!;
  }

  it('answers the profile of the logged-in user, uncached', async () => {
    const user = await loggedInUser();
    const response = await injectAs(t.app, user.token, { url: '/api/account/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const profile = response.json();
    expect(profile).toEqual({
      id: user.id,
      email: user.email,
      emailVerified: true,
      firstName: 'Giulia',
      lastName: 'Rossi',
      displayName: 'Giulia Rossi',
      phoneNumber: null,
      avatar: null,
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
      pendingEmail: null,
    });
    expect(new Date(profile.createdAt).toISOString()).toBe(profile.createdAt);
  });

  it('changes the names and answers the profile with the session user the header shows', async () => {
    const user = await loggedInUser();
    const response = await patch(user.token, {
      firstName: '  Anna ',
      lastName: 'Bianchi',
      displayName: 'Annina',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.profile).toMatchObject({
      firstName: 'Anna',
      lastName: 'Bianchi',
      displayName: 'Annina',
    });
    expect(answer.user).toEqual({
      id: user.id,
      email: user.email,
      displayName: 'Annina',
      firstName: 'Anna',
      lastName: 'Bianchi',
      avatarUrl: null,
      role: 'user',
    });
    const session = await injectAs(t.app, user.token, { url: '/api/auth/session' });
    expect(session.json().user.displayName).toBe('Annina');
  });

  it('tells the user’s other open pages that the profile changed', async () => {
    const user = await loggedInUser();
    const elsewhere = await logInAs(t.app, user);
    const stream = await openEventStream(t.app, elsewhere);
    expect((await patch(user.token, { displayName: 'Altrove' })).statusCode).toBe(200);
    expect((await stream.next('profile-changed')).data).toEqual({});
    stream.close();
  });

  it('clears a name sent empty and leaves the fields not sent as they were', async () => {
    const user = await loggedInUser();
    const response = await patch(user.token, { lastName: '' });
    expect(response.statusCode).toBe(200);
    const row = await rowOf(user.id);
    expect(row.lastName).toBeNull();
    expect(row.firstName).toBe('Giulia');
  });

  it('refuses an empty display name or one too long, on its field', async () => {
    const user = await loggedInUser();
    const empty = await patch(user.token, { displayName: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ displayName: PROFILE_ERRORS.displayNameRequired });
    const long = await patch(user.token, { displayName: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ displayName: PROFILE_ERRORS.tooLong(60) });
  });

  it('stores phone numbers as E.164, Italian or international, and clears an empty one', async () => {
    const user = await loggedInUser();
    const italian = await patch(user.token, { phoneNumber: '333 123 4567' });
    expect(italian.json().profile.phoneNumber).toBe('+393331234567');
    const international = await patch(user.token, { phoneNumber: '+44 20 7946 0958' });
    expect(international.json().profile.phoneNumber).toBe('+442079460958');
    expect((await rowOf(user.id)).phoneNumber).toBe('+442079460958');
    const cleared = await patch(user.token, { phoneNumber: '' });
    expect(cleared.json().profile.phoneNumber).toBeNull();
    const cleared2 = await patch(user.token, { phoneNumber: null });
    expect(cleared2.statusCode).toBe(200);
    expect((await rowOf(user.id)).phoneNumber).toBeNull();
  });

  it('refuses a phone that is not a number, changing nothing', async () => {
    const user = await loggedInUser();
    const response = await patch(user.token, { displayName: 'Nuovo', phoneNumber: 'chiamami' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalid-argument',
      fields: { phoneNumber: PROFILE_ERRORS.phoneInvalid },
    });
    expect((await rowOf(user.id)).displayName).toBeNull();
  });

  it('refuses role, emailVerified and every other key as a whole, changing nothing', async () => {
    const user = await loggedInUser();
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const before = await rowOf(user.id);

    const response = await patch(user.token, {
      displayName: 'Capo',
      role: 'admin',
      emailVerified: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid-argument',
      message: PROFILE_ERRORS.notEditable,
      fields: { role: PROFILE_ERRORS.notEditable, emailVerified: PROFILE_ERRORS.notEditable },
    });
    for (const payload of [
      { id: '00000000-0000-0000-0000-000000000000' },
      { createdAt: '2020-01-01T00:00:00.000Z' },
      { email: 'altro@example.it' },
      { avatarUrl: '/uploads/x' },
      { isActive: false },
    ]) {
      const refused = await patch(user.token, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(PROFILE_ERRORS.notEditable);
    }
    expect(await rowOf(user.id)).toEqual(before);
    const session = await injectAs(t.app, user.token, { url: '/api/auth/session' });
    expect(session.json().user.role).toBe('user');
  });

  it('refuses a body that is not an object', async () => {
    const user = await loggedInUser();
    const response = await patch(user.token, ['displayName']);
    expect(response.statusCode).toBe(400);
  });

  it('refuses guests with 401', async () => {
    expect((await injectAs(t.app, null, { url: '/api/account/profile' })).statusCode).toBe(401);
    const response = await injectAs(t.app, null, {
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { displayName: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});
