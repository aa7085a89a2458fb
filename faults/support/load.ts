import { setTimeout as delay } from 'node:timers/promises';
import type { Answer } from './http';

/** One kind of request a load worker repeats, one at a time. */
export interface LoadWorker {
  kind: string;
  call: (sequence: number) => Promise<Answer>;
  /** Pause between two requests of this worker; 0 sends the next one at once. */
  intervalMs?: number;
}

export interface LoadRecord extends Answer {
  kind: string;
}

export interface RunningLoad {
  records: LoadRecord[];
  /** Lets every worker finish its current request, and returns everything recorded. */
  stop(): Promise<LoadRecord[]>;
}

/**
 * Runs the workers concurrently until stopped, or until `maxDurationMs` or `maxRequests` per
 * worker, whichever comes first, so that a forgotten stop still ends.
 */
export function startLoad(
  workers: LoadWorker[],
  { maxDurationMs, maxRequests }: { maxDurationMs: number; maxRequests: number },
): RunningLoad {
  const records: LoadRecord[] = [];
  const endsAtMs = Date.now() + maxDurationMs;
  let stopped = false;
  const runs = workers.map(async (worker) => {
    for (
      let sequence = 0;
      sequence < maxRequests && !stopped && Date.now() < endsAtMs;
      sequence++
    ) {
      const answer = await worker.call(sequence);
      records.push({ ...answer, kind: worker.kind });
      if (worker.intervalMs) await delay(worker.intervalMs);
    }
  });
  return {
    records,
    stop: async () => {
      stopped = true;
      await Promise.all(runs);
      return records;
    },
  };
}
