import { ERROR_MESSAGES } from '../../domain/messages';
import { AppError } from '../http/app-error';

/**
 * Runs at most `concurrency` tasks at a time and lets at most `queueLimit` more wait; past
 * that a task is refused at once with ServerBusyError (HTTP 503 with Retry-After) instead of
 * piling up. With `maxWaitMs`, a task that has waited that long for its slot is refused the
 * same way: the tasks ahead of it may be stuck (a frozen database), and it fails fast rather
 * than waiting out their timeouts before starting its own. Used for CPU- and memory-heavy work
 * such as password hashing, so that a flood of logins cannot take every thread from the pages
 * of the shop, and for the catalog's statements (decision 036).
 */
export interface BoundedConcurrency {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

export class ServerBusyError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('unavailable', ERROR_MESSAGES.unavailable, undefined, {
      reason: 'busy',
      retryAfterSeconds,
    });
    this.name = 'ServerBusyError';
  }
}

export function createBoundedConcurrency({
  concurrency,
  queueLimit,
  retryAfterSeconds = 1,
  maxWaitMs,
}: {
  concurrency: number;
  queueLimit: number;
  retryAfterSeconds?: number;
  maxWaitMs?: number;
}): BoundedConcurrency {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  /** Resolves when the slot passes to this task; rejects once it has waited `maxWaitMs`. */
  const waitForSlot = () =>
    new Promise<void>((resolve, reject) => {
      const giveUp = () => {
        waiting.splice(waiting.indexOf(handOver), 1);
        reject(new ServerBusyError(retryAfterSeconds));
      };
      const timer = maxWaitMs === undefined ? undefined : setTimeout(giveUp, maxWaitMs).unref();
      const handOver = () => {
        clearTimeout(timer);
        resolve();
      };
      waiting.push(handOver);
    });

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run(task) {
      if (running < concurrency) {
        running += 1;
      } else if (waiting.length < queueLimit) {
        // The slot passes straight from the task that ends to this one: `running` stays put.
        await waitForSlot();
      } else {
        throw new ServerBusyError(retryAfterSeconds);
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
