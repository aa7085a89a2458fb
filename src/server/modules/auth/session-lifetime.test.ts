import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDLE_LOGOUT_MS, SESSION_TTL_MS } from '../../../domain/constants';
import { sessions } from '../../db/schema';
import { createUser, injectAs, logInAs, setupTestApp } from '../../test/helper';
import {
  createSession,
  deleteEndedSessions,
  sessionIdOf,
  SESSION_TOUCH_INTERVAL_MS,
} from './session.repository';

describe('session lifetime', () => {
  const t = setupTestApp();

  const sessionUser = async (token: string) =>
    (await injectAs(t.app, token, { url: '/api/auth/session' })).json<{
      user: { email: string } | null;
    }>().user;

  const setLastSeen = (token: string, msAgo: number) =>
    t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - msAgo) })
      .where(eq(sessions.id, sessionIdOf(token)));

  it('starts a new session at login and ends the one the browser came with', async () => {
    const user = await createUser(t.db);
    const before = await logInAs(t.app, user);
    const response = await injectAs(t.app, before, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const after = response.cookies.find((c) => c.name === 'vetrina_session')!.value;
    expect(after).not.toBe(before);
    expect(await sessionUser(after)).toMatchObject({ email: user.email });
    // The old id is refused by the API at once.
    expect(await sessionUser(before)).toBeNull();
  });

  it('refuses a session idle for 24 hours, on the server', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    await setLastSeen(token, IDLE_LOGOUT_MS + 1_000);
    expect(await sessionUser(token)).toBeNull();
    const cart = await injectAs(t.app, token, { url: '/api/cart' });
    expect(cart.statusCode).toBe(401);
  });

  it('keeps a session in use alive and records its activity', async () => {
    const user = await createUser(t.db);
    const token = await logInAs(t.app, user);
    await setLastSeen(token, IDLE_LOGOUT_MS - 60_000);
    expect(await sessionUser(token)).toMatchObject({ email: user.email });
    const [row] = await t.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(SESSION_TOUCH_INTERVAL_MS);
  });

  it('deletes expired and idle sessions and keeps the live ones', async () => {
    const user = await createUser(t.db);
    const live = await createSession(t.db, user.id, SESSION_TTL_MS);
    const expired = await createSession(t.db, user.id, SESSION_TTL_MS);
    const idle = await createSession(t.db, user.id, SESSION_TTL_MS);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, sessionIdOf(expired.token)));
    await setLastSeen(idle.token, IDLE_LOGOUT_MS + 1_000);

    expect(await deleteEndedSessions(t.db)).toBeGreaterThanOrEqual(2);
    const left = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(sql`${sessions.userId} = ${user.id}`);
    expect(left.map((r) => r.id)).toEqual([sessionIdOf(live.token)]);
  });
});
