import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PostgreSQL LISTEN/NOTIFY for the live events (decision 023). A NOTIFY sent in a transaction
 * reaches every listening connection when, and only if, the transaction commits: one server
 * process raises an event, every process hears it.
 */

export interface NotificationHandlers {
  onMessage(payload: string): void;
  /**
   * The listening connection was lost and is back: notifications sent meanwhile were missed,
   * so listeners read what they need from the database again.
   */
  onReconnect(): void;
  /** The listening connection is gone: notifications are missed until onReconnect. */
  onLost?(): void;
}

/** Stops listening; resolves once the connection is closed. */
export type StopListening = () => Promise<void>;

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * One dedicated connection outside the pool (a pooled connection would stop listening when
 * released). A lost connection is opened again with backoff, listening again before it says so.
 */
export function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  handlers: NotificationHandlers,
  options: { connectTimeoutMs: number; onLost?: (error: Error) => void },
): Promise<StopListening> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = RECONNECT_FIRST_MS;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: options.connectTimeoutMs,
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onMessage(message.payload);
    });
    next.on('error', (error) => {
      options.onLost?.(error);
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (client === next) client = null;
      if (stopped) return;
      handlers.onLost?.();
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delayMs = RECONNECT_FIRST_MS;
    if (isReconnect) handlers.onReconnect();
  };

  const scheduleReconnect = () => {
    if (retryTimer || stopped) return;
    const wait = delayMs;
    delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect(true).catch((error: unknown) => {
        options.onLost?.(error instanceof Error ? error : new Error(String(error)));
        scheduleReconnect();
      });
    }, wait);
    retryTimer.unref();
  };

  return connect(false).then(() => async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  });
}

/** PGlite delivers NOTIFY to the listeners of its own instance (one process by nature). */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<StopListening> {
  const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
  return async () => {
    await unlisten().catch(() => undefined);
  };
}
