import { and, eq, gt, isNull, lt, max, or, sql } from 'drizzle-orm';
import {
  EVENTS_REPLAY_WINDOW_MS,
  type SessionEventPayloads,
  type SessionEventType,
} from '../../../domain/session/session-events';
import type { Db } from '../../db/client';
import { sessionEvents } from '../../db/schema';

/** The NOTIFY channel of the live events. */
export const SESSION_EVENTS_CHANNEL = 'vetrina_session_events';

export interface SessionEvent<T extends SessionEventType = SessionEventType> {
  id: number;
  userId: string;
  /** Only this session receives it; null: every session of the user. */
  sessionId: string | null;
  type: T;
  payload: SessionEventPayloads[T];
}

export interface NewSessionEvent<T extends SessionEventType> {
  userId: string;
  sessionId?: string | null;
  type: T;
  payload: SessionEventPayloads[T];
}

/**
 * Stores an event and announces it. Called with the transaction of the change it reports, the
 * event exists and is heard exactly when the change is committed.
 */
export async function publishSessionEvent<T extends SessionEventType>(
  tx: Db,
  event: NewSessionEvent<T>,
): Promise<void> {
  const [row] = await tx
    .insert(sessionEvents)
    .values({
      userId: event.userId,
      sessionId: event.sessionId ?? null,
      type: event.type,
      payload: event.payload as unknown as Record<string, unknown>,
    })
    .returning({ id: sessionEvents.id });
  const stored: SessionEvent<T> = {
    id: row!.id,
    userId: event.userId,
    sessionId: event.sessionId ?? null,
    type: event.type,
    payload: event.payload,
  };
  await tx.execute(sql`SELECT pg_notify(${SESSION_EVENTS_CHANNEL}, ${JSON.stringify(stored)})`);
}

/** Reads a NOTIFY payload; anything else (a foreign NOTIFY on the channel) is null. */
export function parseSessionEvent(payload: string): SessionEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<SessionEvent>;
    if (
      typeof value.id === 'number' &&
      typeof value.userId === 'string' &&
      (value.sessionId === null || typeof value.sessionId === 'string') &&
      typeof value.type === 'string' &&
      typeof value.payload === 'object'
    ) {
      return value as SessionEvent;
    }
  } catch {
    // not ours
  }
  return null;
}

/** The newest event id of a user: a new stream starts after it. */
export async function latestSessionEventId(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(sessionEvents.id) })
    .from(sessionEvents)
    .where(eq(sessionEvents.userId, userId));
  return row?.id ?? 0;
}

/**
 * The events of one session after `afterId` within the replay window, oldest first: what a
 * reconnecting browser missed.
 */
export async function sessionEventsAfter(
  db: Db,
  target: { userId: string; sessionId: string },
  afterId: number,
  now = new Date(),
): Promise<SessionEvent[]> {
  const rows = await db
    .select()
    .from(sessionEvents)
    .where(
      and(
        eq(sessionEvents.userId, target.userId),
        gt(sessionEvents.id, afterId),
        gt(sessionEvents.createdAt, new Date(now.getTime() - EVENTS_REPLAY_WINDOW_MS)),
        or(isNull(sessionEvents.sessionId), eq(sessionEvents.sessionId, target.sessionId)),
      ),
    )
    .orderBy(sessionEvents.id)
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    sessionId: row.sessionId,
    type: row.type,
    payload: row.payload as unknown as SessionEventPayloads[SessionEventType],
  }));
}

/** Events past the replay window are of no use to anyone. */
export async function deleteOldSessionEvents(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessionEvents)
    .where(lt(sessionEvents.createdAt, new Date(now.getTime() - 2 * EVENTS_REPLAY_WINDOW_MS)))
    .returning({ id: sessionEvents.id });
  return deleted.length;
}
