import { Worker } from 'node:worker_threads';

/**
 * Ends the process when its event loop has been blocked for `stallLimitMs` (decision 011).
 *
 * The embedded PGlite database runs PostgreSQL on the main thread: a query that never returns
 * (a fault of the WebAssembly build, seen rarely under heavy load) blocks every request, timer
 * and signal handler, so the process can no longer answer or even stop itself. A worker thread,
 * which keeps running, watches a heartbeat counter the main thread raises several times per
 * check; when a number of its checks in a row covering `stallLimitMs` saw the counter unchanged,
 * it writes one line to stderr and kills the process with SIGKILL (a blocked process cannot run
 * a SIGTERM handler). `npm start` then starts the server again, as a process supervisor does in
 * production; PostgreSQL's recovery makes the restart safe.
 *
 * No clock is compared (decision 013): a wall-clock jump changes nothing, and a process that was
 * paused as a whole (SIGSTOP, a frozen container or virtual machine) has its first check after
 * the pause count as one check, not as the whole pause, so its main thread gets the time to beat
 * again.
 *
 * With `startingStallLimitMs`, the watch begins while the server starts (decision 037): opening
 * the embedded database, migrating and seeding block the loop for seconds at a time, so until
 * `started()` is called that longer limit applies. A query stuck before the server listens then
 * ends the process too, instead of leaving a server that never comes up.
 */

/** How often the worker looks at the counter: at least 5 checks within the limit. */
function checkIntervalMs(stallLimitMs: number): number {
  return Math.min(1_000, Math.floor(stallLimitMs / 5));
}

/** The shared counters: the main thread's beats, and 1 while the server starts. */
const BEATS = 0;
const STARTING = 1;

/** Runs in the worker, loaded as an ES module from a data: URL (no file to ship or bundle). */
const WATCHER_SOURCE = `
import { workerData } from 'node:worker_threads';
import { writeSync } from 'node:fs';
const shared = new Int32Array(workerData.buffer);
const { checkEveryMs, stallLimitMs, startingStallLimitMs } = workerData;
let lastSeen = Atomics.load(shared, ${BEATS});
let checksWithoutBeat = 0;
setInterval(() => {
  const current = Atomics.load(shared, ${BEATS});
  if (current !== lastSeen) {
    lastSeen = current;
    checksWithoutBeat = 0;
    return;
  }
  checksWithoutBeat++;
  const blockedMs = checksWithoutBeat * checkEveryMs;
  const starting = Atomics.load(shared, ${STARTING}) === 1;
  if (blockedMs < (starting ? startingStallLimitMs : stallLimitMs)) return;
  writeSync(2, JSON.stringify({
    level: 60,
    time: Date.now(),
    msg: 'event loop blocked for ' + blockedMs + ' ms' + (starting ? ' while starting' : '') +
      ': ending the process so that it can be restarted',
  }) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, checkEveryMs);
`;

export interface EventLoopWatchdog {
  /** The server has started: from now on `stallLimitMs` applies. */
  started(): void;
  stop(): Promise<void>;
}

export function startEventLoopWatchdog({
  stallLimitMs,
  startingStallLimitMs,
}: {
  stallLimitMs: number;
  /** The limit until `started()`; without it, `stallLimitMs` applies from the start. */
  startingStallLimitMs?: number;
}): EventLoopWatchdog {
  const checkEveryMs = checkIntervalMs(Math.min(stallLimitMs, startingStallLimitMs ?? Infinity));
  const buffer = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  const shared = new Int32Array(buffer);
  Atomics.store(shared, STARTING, startingStallLimitMs === undefined ? 0 : 1);
  // Twice per check, so that a healthy loop's beat is never missed for timer jitter alone.
  const heartbeat = setInterval(() => Atomics.add(shared, BEATS, 1), checkEveryMs / 2);
  heartbeat.unref();
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WATCHER_SOURCE)}`), {
    workerData: {
      buffer,
      checkEveryMs,
      stallLimitMs,
      startingStallLimitMs: startingStallLimitMs ?? stallLimitMs,
    },
  });
  // The watcher never keeps the process alive on its own.
  worker.unref();
  return {
    started() {
      Atomics.store(shared, STARTING, 0);
    },
    async stop() {
      clearInterval(heartbeat);
      await worker.terminate();
    },
  };
}
