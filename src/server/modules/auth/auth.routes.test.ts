import { IDLE_LOGOUT_MS, IDLE_WARNING_BEFORE_MS } from '../../../domain/constants';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE_NAME } from '../../../domain/http';
import { AUTH_MESSAGES } from '../../../domain/messages';
import { sessions } from '../../db/schema';
import { browserHeaders, createUser, injectAs, logInAs, setupTestApp } from '../../test/helper';
import { ensureAdmin } from './auth.service';
import { sessionIdOf } from './session.repository';

describe('login, session and logout', () => {
  const t = setupTestApp();

  it('a guest has no user', async () => {
    const response = await t.app.inject({ url: '/api/auth/session' });
    expect(response.json()).toEqual({
      user: null,
      idle: { logoutMs: IDLE_LOGOUT_MS, warningMs: IDLE_WARNING_BEFORE_MS },
      ended: null,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('logs in with the right password and sets an HttpOnly 7-day session cookie', async () => {
    const user = await createUser(t.db, { email: 'Mario.Bianchi@Example.it', firstName: 'Mario' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      payload: { email: 'mario.bianchi@example.it', password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ displayName: 'Mario Rossi', role: 'user' });
    const session = response.cookies.find((c) => c.name === 'vetrina_session');
    expect(session).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 7 * 24 * 3600,
      path: '/',
    });
    const userData = response.cookies.find((c) => c.name === 'user_data');
    expect(decodeURIComponent(userData!.value)).not.toContain(user.password);
    expect(response.cookies.some((c) => c.name === 'last_login_time')).toBe(true);

    const current = await injectAs(t.app, session!.value, { url: '/api/auth/session' });
    expect(current.json().user.email).toBe('Mario.Bianchi@Example.it');
  });

  it('gives one generic message for a wrong password and for an unknown email', async () => {
    const user = await createUser(t.db);
    for (const payload of [
      { email: user.email, password: 'sbagliata' },
      { email: 'nessuno@example.it', password: 'sbagliata' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: browserHeaders(),
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'unauthenticated', message: 'Email o password non corrette.' },
      });
    }
  });

  it('refuses deactivated accounts, telling only the holder of the right password why', async () => {
    const user = await createUser(t.db, { isActive: false });
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: browserHeaders(),
        payload: { email: user.email, password },
      });
    const response = await login(user.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(AUTH_MESSAGES.accountDeactivated);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE_NAME)).toBeUndefined();

    const guessed = await login('una-password-sbagliata');
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('logout deletes the server session, so the old cookie is worthless', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    const logout = await injectAs(t.app, token, { method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(204);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(token))),
    ).toHaveLength(0);
    const after = await injectAs(t.app, token, { url: '/api/auth/session' });
    // Ended without a notice: the browser's other tabs just log out too.
    expect(after.json()).toMatchObject({ user: null, ended: { reason: 'session-revoked' } });
  });

  it('ignores expired sessions', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    const response = await injectAs(t.app, token, { url: '/api/auth/session' });
    expect(response.json()).toMatchObject({ user: null, ended: null });
  });
});

describe('admin access', () => {
  const t = setupTestApp();

  it('refuses guests and users, admits admins', async () => {
    expect((await t.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);

    const user = await createUser(t.db);
    const userResponse = await injectAs(t.app, await logInAs(t.app, user), {
      url: '/api/admin/dashboard',
    });
    expect(userResponse.statusCode).toBe(403);
    expect(userResponse.json().error.code).toBe('permission-denied');

    const admin = await createUser(t.db, { role: 'admin' });
    const adminResponse = await injectAs(t.app, await logInAs(t.app, admin), {
      url: '/api/admin/dashboard',
    });
    expect(adminResponse.statusCode).toBe(200);
    expect(adminResponse.json().counts.products).toBeGreaterThanOrEqual(48);
  });

  it('ADMIN_EMAIL creates the first admin, then promotes an existing user without touching the password', async () => {
    expect(
      await ensureAdmin(t.db, { email: 'titolare@example.it', password: 'password-del-titolare' }),
    ).toBe('created');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      payload: { email: 'titolare@example.it', password: 'password-del-titolare' },
    });
    expect(created.json().user.role).toBe('admin');
    expect(
      await ensureAdmin(t.db, { email: 'titolare@example.it', password: 'altra-password-lunga' }),
    ).toBe('unchanged');

    const user = await createUser(t.db, { password: 'password-originale-1' });
    expect(await ensureAdmin(t.db, { email: user.email, password: 'ignorata-ignorata' })).toBe(
      'promoted',
    );
    const promoted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      payload: { email: user.email, password: 'password-originale-1' },
    });
    expect(promoted.json().user.role).toBe('admin');
  });
});
