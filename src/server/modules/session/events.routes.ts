import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERROR_MESSAGES } from '../../../domain/messages';
import { endsSession, EVENTS_HEARTBEAT_MS } from '../../../domain/session/session-events';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../http/validation';
import { requireSession } from '../../plugins/session';
import type { EventHub } from './event-hub';
import {
  latestSessionEventId,
  sessionEventsAfter,
  type SessionEvent,
} from './session-events.repository';

/** A user rarely has more tabs open; beyond this a new stream is refused (429). */
export const EVENT_STREAMS_PER_USER_MAX = 20;
/** Every stream holds a socket; past this the process refuses new ones (503). */
export const EVENT_STREAMS_MAX = 5_000;
/** Ids already sent, remembered to skip duplicates between replay and live delivery. */
const SENT_IDS_KEPT = 500;

const resumeSchema = z.object({
  lastEventId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

function resumeAfter(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const query = request.query as Record<string, unknown> | undefined;
  return parseInput(resumeSchema, {
    lastEventId:
      (typeof header === 'string' && header !== '' ? header : undefined) ?? query?.lastEventId,
  }).lastEventId;
}

function formatEvent(event: SessionEvent): string {
  return `id: ${String(event.id)}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

interface EventsRouteOptions {
  db: Db;
  hub: EventHub;
  /** Whether the session behind a stream still holds (checked with every heartbeat). */
  isSessionLive(sessionId: string): Promise<boolean>;
  heartbeatMs?: number;
}

/**
 * GET /api/events: the live events of the logged-in session as Server-Sent Events (decision
 * 023). Replays what a reconnecting browser missed (Last-Event-ID header or `lastEventId`
 * query), then streams what the hub delivers; a heartbeat comment every 25 s keeps proxies from
 * closing it and re-checks the session, and an event that ends the session closes the stream.
 */
export function eventsRoutes(app: FastifyInstance, options: EventsRouteOptions): void {
  const { db, hub, isSessionLive } = options;
  const heartbeatMs = options.heartbeatMs ?? EVENTS_HEARTBEAT_MS;
  const open = new Set<() => void>();
  // Shutting down: open streams end at once instead of holding the server for its timeout.
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get('/api/events', async (request: FastifyRequest, reply: FastifyReply) => {
    const { user, sessionId } = requireSession(request);
    const after = resumeAfter(request);
    if (hub.count(user.id) >= EVENT_STREAMS_PER_USER_MAX)
      throw new AppError('resource-exhausted', ERROR_MESSAGES['resource-exhausted']);
    if (hub.count() >= EVENT_STREAMS_MAX)
      throw new AppError('unavailable', ERROR_MESSAGES.unavailable);

    const raw = reply.raw;
    const sent = new Set<number>();
    let floor = after ?? 0;
    let closed = false;
    // Set once the stream is open; an ending event replayed before that closes it first.
    let heartbeat: NodeJS.Timeout | undefined = undefined;
    const pending: SessionEvent[] = [];
    let replaying = true;

    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(close);
      raw.end();
    };

    const write = (event: SessionEvent) => {
      if (closed || sent.has(event.id) || event.id <= floor) return;
      sent.add(event.id);
      if (sent.size > SENT_IDS_KEPT) sent.delete(sent.values().next().value!);
      raw.write(formatEvent(event));
      if (endsSession(event.type)) close();
    };

    const replay = async () => {
      const missed = await sessionEventsAfter(db, { userId: user.id, sessionId }, floor);
      for (const event of missed) write(event);
    };

    const unsubscribe = hub.subscribe({
      userId: user.id,
      sessionId,
      deliver: (event) => {
        if (replaying) pending.push(event);
        else write(event);
      },
      resync: () => {
        replay().catch((error: unknown) =>
          request.log.warn({ err: error }, 'events resync failed'),
        );
      },
    });

    try {
      if (after === undefined) floor = await latestSessionEventId(db, user.id);
    } catch (error) {
      unsubscribe();
      throw error;
    }

    reply.hijack();
    // The stream lives far longer than a request may take to arrive (connectionTimeout).
    request.raw.socket.setTimeout(0);
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string | string[] | number>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // The browser waits this long before reconnecting by itself (it mostly reconnects itself).
    raw.write('retry: 2000\n\n');
    open.add(close);
    request.raw.on('close', close);

    try {
      if (after !== undefined) await replay();
    } catch (error) {
      request.log.warn({ err: error }, 'events replay failed');
    }
    replaying = false;
    for (const event of pending.splice(0)) write(event);

    heartbeat = setInterval(() => {
      if (closed) return;
      raw.write(': ping\n\n');
      isSessionLive(sessionId).then(
        (live) => {
          if (!live) close();
        },
        () => undefined,
      );
    }, heartbeatMs);
    heartbeat.unref();
  });
}
