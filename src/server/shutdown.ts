import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from './db/client';

/**
 * Stopping the server (decision 013): requests in flight may finish, but no longer than a
 * deadline, so that one request that never ends (a client that stops reading, a query stuck on
 * a paused database) cannot keep the process from stopping.
 */

/** Closing the database waits for its connections in use; it gets this long on its own. */
export const DATABASE_CLOSE_TIMEOUT_MS = 5_000;
/** After the connections are cut, the time left for Fastify's onClose hooks. */
const AFTER_CUT_TIMEOUT_MS = 2_000;
/**
 * How often connections that went idle are closed while stopping. Node closes the idle ones
 * once, when the server closes; a keep-alive connection whose request finishes afterwards
 * would otherwise stay open (and hold the shutdown) until the client lets it go.
 */
const CLOSE_IDLE_EVERY_MS = 100;

/** True when `promise` settled within `ms`, false when it had not; a rejection is passed on. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface ShutDownOptions {
  app: FastifyInstance;
  database: Pick<Database, 'close'>;
  /** SHUTDOWN_TIMEOUT_MS: how long requests in flight may still take. */
  requestsDeadlineMs: number;
  databaseDeadlineMs?: number;
  log: FastifyBaseLogger;
}

/**
 * Stops accepting connections, lets requests in flight finish until the deadline, then closes
 * every connection left and the database. Resolves once done, or once each step has had its time.
 */
export async function shutDown({
  app,
  database,
  requestsDeadlineMs,
  databaseDeadlineMs = DATABASE_CLOSE_TIMEOUT_MS,
  log,
}: ShutDownOptions): Promise<void> {
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), CLOSE_IDLE_EVERY_MS);
  try {
    const appClosed = app.close();
    if (!(await settlesWithin(appClosed, requestsDeadlineMs))) {
      log.warn(
        { deadlineMs: requestsDeadlineMs },
        'requests still running at the shutdown deadline: closing their connections',
      );
      app.server.closeAllConnections();
      if (!(await settlesWithin(appClosed, AFTER_CUT_TIMEOUT_MS))) {
        log.warn('the HTTP server did not finish closing; going on');
      }
    }
  } finally {
    clearInterval(closeIdle);
    if (!(await settlesWithin(database.close(), databaseDeadlineMs))) {
      log.warn({ deadlineMs: databaseDeadlineMs }, 'the database did not close in time');
    }
  }
}

/**
 * One stop request often arrives as several signals at once: the terminal, npm and
 * `npm start` each pass Ctrl-C on, and systemd signals every process of the service. A signal
 * this long after the first is a second request.
 */
export const REPEATED_SIGNAL_WINDOW_MS = 1_000;

/**
 * The listener for SIGTERM and SIGINT: the first signal starts `stop`; another one, sent once
 * the repeats of the first have passed, ends the process without waiting (`exitNow`).
 */
export function createStopSignalListener({
  stop,
  exitNow,
  now = () => performance.now(),
}: {
  stop: (signal: string) => void;
  exitNow: (signal: string) => void;
  now?: () => number;
}): (signal: string) => void {
  let firstAt: number | undefined;
  return (signal) => {
    if (firstAt === undefined) {
      firstAt = now();
      stop(signal);
    } else if (now() - firstAt >= REPEATED_SIGNAL_WINDOW_MS) {
      exitNow(signal);
    }
  };
}
