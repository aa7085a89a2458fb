import { ERROR_MESSAGES } from '../../domain/messages';
import { AppError } from '../http/app-error';

/**
 * Runs at most `concurrency` tasks at a time and lets at most `queueLimit` more wait; past
 * that a task is refused at once with ServerBusyError (HTTP 503 with Retry-After) instead of
 * piling up. Used for CPU- and memory-heavy work such as password hashing, so that a flood of
 * logins cannot take every thread from the pages of the shop.
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
}: {
  concurrency: number;
  queueLimit: number;
  retryAfterSeconds?: number;
}): BoundedConcurrency {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

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
        await new Promise<void>((resolve) => waiting.push(resolve));
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
