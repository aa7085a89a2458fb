import type { Database } from '../../db/client';
import type { StopListening } from '../../db/notifications';
import {
  parseSessionEvent,
  SESSION_EVENTS_CHANNEL,
  type SessionEvent,
} from './session-events.repository';

/** One open events stream of this process. */
export interface EventStream {
  userId: string;
  sessionId: string;
  deliver(event: SessionEvent): void;
  /** Notifications may have been missed: read them back from the database. */
  resync(): void;
}

/**
 * Hands each NOTIFY of the events channel to the open streams of its user (and session) in this
 * process. One listening connection per process, however many streams.
 */
export interface EventHub {
  start(): Promise<void>;
  subscribe(stream: EventStream): () => void;
  /** Open streams: all, and of one user (the routes' limits). */
  count(userId?: string): number;
  stop(): Promise<void>;
}

export function createEventHub(
  database: Pick<Database, 'listen'>,
  onError: (error: unknown) => void,
): EventHub {
  const streams = new Map<string, Set<EventStream>>();
  let total = 0;
  let stopListening: StopListening | null = null;

  const forEachStream = (visit: (stream: EventStream) => void, userId?: string) => {
    const groups = userId === undefined ? [...streams.values()] : [streams.get(userId)];
    for (const group of groups) {
      for (const stream of group ?? []) {
        try {
          visit(stream);
        } catch (error) {
          onError(error);
        }
      }
    }
  };

  return {
    async start() {
      stopListening = await database.listen(SESSION_EVENTS_CHANNEL, {
        onMessage: (payload) => {
          const event = parseSessionEvent(payload);
          if (!event) return;
          forEachStream((stream) => {
            if (event.sessionId === null || event.sessionId === stream.sessionId)
              stream.deliver(event);
          }, event.userId);
        },
        onReconnect: () => forEachStream((stream) => stream.resync()),
      });
    },
    subscribe(stream) {
      let group = streams.get(stream.userId);
      if (!group) {
        group = new Set();
        streams.set(stream.userId, group);
      }
      group.add(stream);
      total += 1;
      return () => {
        if (!group.delete(stream)) return;
        total -= 1;
        if (group.size === 0) streams.delete(stream.userId);
      };
    },
    count(userId) {
      return userId === undefined ? total : (streams.get(userId)?.size ?? 0);
    },
    async stop() {
      await stopListening?.();
      stopListening = null;
    },
  };
}
