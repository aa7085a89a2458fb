import { describe, expect, it } from 'vitest';
import {
  describeFailure,
  type FailedTry,
  MAX_RETRY_DELAY_MS,
  RetriesExhaustedError,
  retryDelayMs,
  retryWithBackoff,
} from './startup';

/** A clock that only moves when the code under test sleeps, and a task failing `failures` times. */
function scenario(failures: number) {
  let clockMs = 0;
  let calls = 0;
  const tries: FailedTry[] = [];
  const options = {
    now: () => clockMs,
    sleep: async (ms: number) => {
      clockMs += ms;
    },
    onFailedTry: (failure: FailedTry) => tries.push(failure),
  };
  const task = async () => {
    calls++;
    if (calls <= failures) throw new Error(`connect ECONNREFUSED 127.0.0.1:5432 (try ${calls})`);
    return 'database';
  };
  return { options, task, tries, calls: () => calls, clock: () => clockMs };
}

describe('start-up retry', () => {
  it('waits 0.5 s doubling to 5 s, each wait shortened by up to half at random', () => {
    const longest = [1, 2, 3, 4, 5, 6, 20].map((attempt) => retryDelayMs(attempt, () => 1));
    expect(longest).toEqual([500, 1_000, 2_000, 4_000, 5_000, 5_000, MAX_RETRY_DELAY_MS]);
    const shortest = [1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, () => 0));
    expect(shortest).toEqual([250, 500, 1_000, 2_000, 2_500]);
  });

  it('tries again until the database answers, reporting each failed try once', async () => {
    const { options, task, tries } = scenario(3);
    const result = await retryWithBackoff(task, {
      ...options,
      retryForMs: 60_000,
      random: () => 1,
    });
    expect(result).toBe('database');
    expect(tries.map(({ attempt, retryInMs }) => ({ attempt, retryInMs }))).toEqual([
      { attempt: 1, retryInMs: 500 },
      { attempt: 2, retryInMs: 1_000 },
      { attempt: 3, retryInMs: 2_000 },
    ]);
    expect(String(tries[2]?.error)).toContain('(try 3)');
  });

  it('gives up once the time allowed has passed, with the last error', async () => {
    const { options, task, tries, calls, clock } = scenario(Infinity);
    const failure = await retryWithBackoff(task, {
      ...options,
      retryForMs: 10_000,
      random: () => 1,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RetriesExhaustedError);
    // 0.5 + 1 + 2 + 4 s, then the 2.5 s left, then one last try at the 10 s mark.
    expect(tries.map((t) => t.retryInMs)).toEqual([500, 1_000, 2_000, 4_000, 2_500, null]);
    expect(calls()).toBe(6);
    expect(clock()).toBe(10_000);
    expect((failure as RetriesExhaustedError).attempts).toBe(6);
    expect(String((failure as RetriesExhaustedError).cause)).toContain('(try 6)');
  });

  it('tries once when no retry time is allowed (STARTUP_RETRY_MS=0)', async () => {
    const { options, task, tries } = scenario(Infinity);
    await expect(retryWithBackoff(task, { ...options, retryForMs: 0 })).rejects.toBeInstanceOf(
      RetriesExhaustedError,
    );
    expect(tries).toHaveLength(1);
    expect(tries[0]?.retryInMs).toBeNull();
  });

  it('describes a failure without the database password, encoded or not', () => {
    const url = 'postgres://vetrina:s%C3%A9gr%40to@db.internal:5432/vetrina';
    const error = new Error(
      'could not connect to postgres://vetrina:s%C3%A9gr%40to@db.internal (password ségr@to)',
    );
    const text = describeFailure(error, url);
    expect(text).not.toContain('s%C3%A9gr%40to');
    expect(text).not.toContain('ségr@to');
    expect(text).toBe('could not connect to postgres://vetrina:***@db.internal (password ***)');
  });

  it('describes a failure by the first line of the error and of each of its causes', () => {
    const error = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: ', {
      cause: new Error('connect ECONNREFUSED 127.0.0.1:5432'),
    });
    expect(describeFailure(error, undefined)).toBe(
      'Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle": connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it('describes a failure to reach every address of a host by each address', () => {
    const error = new AggregateError(
      [
        new Error('connect ECONNREFUSED ::1:5432'),
        new Error('connect ECONNREFUSED 127.0.0.1:5432'),
      ],
      '',
    );
    expect(describeFailure(error, undefined)).toBe(
      'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
    );
  });
});
