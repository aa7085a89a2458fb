import { and, eq, lt, ne, type SQL } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../../domain/constants';
import type { SessionEnded, SessionEndReason } from '../../../domain/session/session-events';
import type { Db } from '../../db/client';
import { sessionRevocations, sessions } from '../../db/schema';
import { publishSessionEvent } from './session-events.repository';

/** Which sessions of a user to end. */
export type SessionsToEnd =
  | { userId: string; all: true }
  | { userId: string; allExcept: string }
  | { userId: string; deviceId: string }
  | { sessionId: string };

function whereOf(target: SessionsToEnd): SQL | undefined {
  if ('sessionId' in target) return eq(sessions.id, target.sessionId);
  const ofUser = eq(sessions.userId, target.userId);
  if ('allExcept' in target) return and(ofUser, ne(sessions.id, target.allExcept));
  if ('deviceId' in target) return and(ofUser, eq(sessions.deviceId, target.deviceId));
  return ofUser;
}

/**
 * Ends sessions on the server (decision 023): their rows go, so every API refuses their cookie
 * at once; a revocation row tells a refused cookie why; each session's live stream receives the
 * ending event and closes. Run it in the transaction of the change that causes it.
 */
export async function endSessions(
  tx: Db,
  target: SessionsToEnd,
  reason: SessionEndReason,
  detail: string | null = null,
  now = new Date(),
): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(whereOf(target))
    .returning({ id: sessions.id, userId: sessions.userId });
  if (ended.length === 0) return 0;
  const endedInfo: SessionEnded = { reason, detail, at: now.toISOString() };
  await tx
    .insert(sessionRevocations)
    .values(
      ended.map((session) => ({
        sessionId: session.id,
        userId: session.userId,
        reason,
        detail,
        revokedAt: now,
      })),
    )
    .onConflictDoNothing();
  for (const session of ended) {
    await publishSessionEvent(tx, {
      userId: session.userId,
      sessionId: session.id,
      type: reason,
      payload: endedInfo,
    });
  }
  return ended.length;
}

/** Why the server ended this session, while its cookie could still be presented. */
export async function findSessionEnd(db: Db, sessionId: string): Promise<SessionEnded | null> {
  const [row] = await db
    .select()
    .from(sessionRevocations)
    .where(eq(sessionRevocations.sessionId, sessionId))
    .limit(1);
  if (!row) return null;
  return { reason: row.reason, detail: row.detail, at: row.revokedAt.toISOString() };
}

/** Past the cookie's lifetime nobody can present the session any more. */
export async function deleteOldRevocations(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessionRevocations)
    .where(lt(sessionRevocations.revokedAt, new Date(now.getTime() - SESSION_TTL_MS)))
    .returning({ id: sessionRevocations.sessionId });
  return deleted.length;
}
