/**
 * Start-up against a database that may not answer yet (decision 013): a server started with its
 * database (a container restart, a failover, a host reboot) waits for it instead of failing.
 */

export const FIRST_RETRY_DELAY_MS = 500;
export const MAX_RETRY_DELAY_MS = 5_000;

/**
 * The wait before try `attempt + 1`: 0.5 s doubling to 5 s, each shortened by up to half at
 * random, so that several servers started together do not knock on the database in step.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

export interface FailedTry {
  attempt: number;
  error: unknown;
  /** Null when this was the last try. */
  retryInMs: number | null;
}

/** Every try failed for the whole time allowed; `cause` is the last try's error. */
export class RetriesExhaustedError extends Error {
  constructor(
    readonly attempts: number,
    readonly retriedForMs: number,
    lastError: unknown,
  ) {
    super(`gave up after ${attempts} tries in ${Math.round(retriedForMs / 1000)} s`, {
      cause: lastError,
    });
    this.name = 'RetriesExhaustedError';
  }
}

export interface RetryOptions {
  /** How long to keep trying, counted from the first try; 0 tries once. */
  retryForMs: number;
  onFailedTry: (failure: FailedTry) => void;
  /** Clock, pause and randomness, replaceable in tests. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds or `retryForMs` has passed, waiting longer after each failure. */
export async function retryWithBackoff<T>(
  task: () => Promise<T>,
  {
    retryForMs,
    onFailedTry,
    now = () => performance.now(),
    sleep = sleepFor,
    random = Math.random,
  }: RetryOptions,
): Promise<T> {
  const startedAt = now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      const remainingMs = retryForMs - (now() - startedAt);
      if (remainingMs <= 0) {
        onFailedTry({ attempt, error, retryInMs: null });
        throw new RetriesExhaustedError(attempt, now() - startedAt, error);
      }
      const retryInMs = Math.min(retryDelayMs(attempt, random), Math.ceil(remainingMs));
      onFailedTry({ attempt, error, retryInMs });
      await sleep(retryInMs);
    }
  }
}

/**
 * One line saying why a try failed: the first line of the error and of each of its causes (a
 * query error of drizzle holds the driver's error), without the database password, which a
 * driver's error may quote.
 */
export function describeFailure(error: unknown, databaseUrl: string | undefined): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  for (let current: unknown = error; current !== undefined && !seen.has(current);) {
    seen.add(current);
    const part = describeOne(current);
    if (part && parts.at(-1) !== part) parts.push(part);
    current = current instanceof Error ? current.cause : undefined;
  }
  let text = parts.join(': ') || 'unknown error';
  for (const secret of passwordForms(databaseUrl)) text = text.split(secret).join('***');
  return text;
}

function describeOne(error: unknown): string {
  // AggregateError (a host name resolving to several addresses) keeps the reasons inside.
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(describeOne).join('; ');
  }
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.split('\n')[0]?.trim() ?? '';
}

/** The password of a database URL as written in it and as decoded; none when it has none. */
function passwordForms(databaseUrl: string | undefined): string[] {
  if (!databaseUrl) return [];
  let password: string;
  try {
    password = new URL(databaseUrl).password;
  } catch {
    return [];
  }
  if (!password) return [];
  try {
    return [password, decodeURIComponent(password)];
  } catch {
    return [password];
  }
}
