import { Worker } from 'node:worker_threads';

/**
 * Ends the process when its event loop has been blocked for `stallLimitMs` (decision 011).
 *
 * The embedded PGlite database runs PostgreSQL on the main thread: a query that never returns
 * (a fault of the WebAssembly build, seen rarely under heavy load) blocks every request, timer
 * and signal handler, so the process can no longer answer or even stop itself. A worker thread,
 * which keeps running, watches a heartbeat the main thread writes every second; when the beat
 * is older than the limit it writes one line to stderr and kills the process with SIGKILL (a
 * blocked process cannot run a SIGTERM handler). `npm start` then starts the server again, as a
 * process supervisor does in production; PostgreSQL's recovery makes the restart safe.
 */

const HEARTBEAT_EVERY_MS = 1_000;

/** Runs in the worker, loaded as an ES module from a data: URL (no file to ship or bundle). */
const WATCHER_SOURCE = `
import { workerData } from 'node:worker_threads';
import { writeSync } from 'node:fs';
const beat = new BigInt64Array(workerData.buffer);
setInterval(() => {
  const blockedMs = Date.now() - Number(Atomics.load(beat, 0));
  if (blockedMs < workerData.stallLimitMs) return;
  writeSync(2, JSON.stringify({
    level: 60,
    time: Date.now(),
    msg: 'event loop blocked for ' + blockedMs + ' ms: ending the process so that it can be restarted',
  }) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, workerData.checkEveryMs);
`;

export interface EventLoopWatchdog {
  stop(): Promise<void>;
}

export function startEventLoopWatchdog({
  stallLimitMs,
}: {
  stallLimitMs: number;
}): EventLoopWatchdog {
  const buffer = new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT);
  const beat = new BigInt64Array(buffer);
  const touch = () => Atomics.store(beat, 0, BigInt(Date.now()));
  touch();
  const heartbeat = setInterval(touch, HEARTBEAT_EVERY_MS);
  heartbeat.unref();
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WATCHER_SOURCE)}`), {
    workerData: { buffer, stallLimitMs, checkEveryMs: Math.min(HEARTBEAT_EVERY_MS, stallLimitMs) },
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
