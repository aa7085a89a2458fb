import { setTimeout as delay } from 'node:timers/promises';

/** What one look at the system saw: the awaited state (with a value), or what was there instead. */
export type Observation<T> = { done: true; value: T } | { done: false; observed: unknown };

/**
 * Looks at the system every `intervalMs` until `probe` sees the awaited state, and fails with the
 * last observation once `timeoutMs` has passed. Each probe must bound its own duration (request
 * timeouts); the loop is bounded both in time and in the number of looks.
 */
export async function waitFor<T>(
  description: string,
  probe: () => Promise<Observation<T>>,
  { timeoutMs, intervalMs = 100 }: { timeoutMs: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  const maxLooks = Math.ceil(timeoutMs / intervalMs) + 1;
  let last: unknown = 'nothing observed yet';
  for (let look = 0; look < maxLooks; look++) {
    const observation = await probe();
    if (observation.done) return observation.value;
    last = observation.observed;
    const left = deadline - Date.now();
    if (left <= 0) break;
    await delay(Math.min(intervalMs, left));
  }
  throw new Error(
    `${description}: not within ${timeoutMs} ms; last observed ${JSON.stringify(last)}`,
  );
}

/** Resolves with the promise's value, or rejects once `timeoutMs` has passed. */
export async function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
