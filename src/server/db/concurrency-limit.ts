/** Runs the work it is given, at most `limit` at once; the rest wait their turn in order. */
export type ConcurrencyLimit = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * A limit on how many of one kind of statement run at once (decision 034). A finished run hands
 * its place straight to the first waiting one; a failed run gives it up like a finished one.
 */
export function concurrencyLimit(limit: number): ConcurrencyLimit {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
