import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { IDLE_LOGOUT_MS } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The cookie carries the token; the table keeps only its SHA-256. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function createSession(
  db: Db,
  userId: string,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ id: sessionIdOf(token), userId, expiresAt });
  return { token, expiresAt };
}

/**
 * A session's last activity is written at most this often: the 24-hour idle limit does not
 * need it to the second, and a write per request would cost every page. A shorter idle limit
 * (tests) is followed at a quarter of its length.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export function sessionTouchIntervalMs(idleLogoutMs: number): number {
  return Math.min(SESSION_TOUCH_INTERVAL_MS, Math.floor(idleLogoutMs / 4));
}

function prepareSessionLookup(db: Db) {
  return db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, deviceId: sessions.deviceId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('find_user_by_session');
}

/**
 * Every API request with a session cookie runs this lookup, so it is built once per database
 * and, on PostgreSQL, a named statement that each connection parses only once.
 */
const sessionLookup = perDatabase(prepareSessionLookup);

export interface LiveSession {
  user: UserRow;
  /** The sessions row's id (the token's hash). */
  sessionId: string;
  /** The device record the browser tied to this session, once it reported one. */
  deviceId: string | null;
}

async function lookUpSession(db: Db, sessionId: string, idleLogoutMs: number, now: Date) {
  const rows = await sessionLookup(db).execute({
    sessionId,
    now,
    idleSince: new Date(now.getTime() - idleLogoutMs),
  });
  return rows[0];
}

/**
 * The live session behind a token, or null when the session is unknown, ended, expired, idle
 * for the idle limit (spec §4: 24 h, enforced here and not only by the page) or its user
 * deactivated. Marks the session as used.
 */
export async function findSessionByToken(
  db: Db,
  token: string,
  idleLogoutMs: number = IDLE_LOGOUT_MS,
): Promise<LiveSession | null> {
  const now = new Date();
  const sessionId = sessionIdOf(token);
  const row = await lookUpSession(db, sessionId, idleLogoutMs, now);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= sessionTouchIntervalMs(idleLogoutMs)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  return { user: row.user, sessionId, deviceId: row.deviceId };
}

/** Whether a session still holds, without counting the question as activity (live streams). */
export async function isSessionLive(
  db: Db,
  sessionId: string,
  idleLogoutMs: number = IDLE_LOGOUT_MS,
): Promise<boolean> {
  return (await lookUpSession(db, sessionId, idleLogoutMs, new Date())) !== undefined;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}

/** Removes sessions past their expiry or idle limit; run now and then by the server. */
export async function deleteEndedSessions(
  db: Db,
  now = new Date(),
  idleLogoutMs: number = IDLE_LOGOUT_MS,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - idleLogoutMs)),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
