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
 */

/** How often the worker looks at the counter: at least 5 checks within the limit. */
function checkIntervalMs(stallLimitMs: number): number {
  return Math.min(1_000, Math.floor(stallLimitMs / 5));
}

/** Runs in the worker, loaded as an ES module from a data: URL (no file to ship or bundle). */
const WATCHER_SOURCE = `
import { workerData } from 'node:worker_threads';
import { writeSync } from 'node:fs';
const beats = new Int32Array(workerData.buffer);
const { checkEveryMs, stallLimitMs } = workerData;
let lastSeen = Atomics.load(beats, 0);
let checksWithoutBeat = 0;
setInterval(() => {
  const current = Atomics.load(beats, 0);
  if (current !== lastSeen) {
    lastSeen = current;
    checksWithoutBeat = 0;
    return;
  }
  checksWithoutBeat++;
  const blockedMs = checksWithoutBeat * checkEveryMs;
  if (blockedMs < stallLimitMs) return;
  writeSync(2, JSON.stringify({
    level: 60,
    time: Date.now(),
    msg: 'event loop blocked for ' + blockedMs + ' ms: ending the process so that it can be restarted',
  }) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, checkEveryMs);
`;

export interface EventLoopWatchdog {
  stop(): Promise<void>;
}

export function startEventLoopWatchdog({
  stallLimitMs,
}: {
  stallLimitMs: number;
}): EventLoopWatchdog {
  const checkEveryMs = checkIntervalMs(stallLimitMs);
  const buffer = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const beats = new Int32Array(buffer);
  // Twice per check, so that a healthy loop's beat is never missed for timer jitter alone.
  const heartbeat = setInterval(() => Atomics.add(beats, 0, 1), checkEveryMs / 2);
  heartbeat.unref();
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WATCHER_SOURCE)}`), {
    workerData: { buffer, stallLimitMs, checkEveryMs },
  });
  // The watcher never keeps the process alive on its own.
  worker.unref();
  return {
    async stop() {
      clearInterval(heartbeat);
      await worker.terminate();
    },
  };
}
