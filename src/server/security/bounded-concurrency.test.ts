import { describe, expect, it } from 'vitest';
import { createBoundedConcurrency, ServerBusyError } from './bounded-concurrency';

/** A task that runs until the test ends it. */
function controllable() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    task: async () => {
      started = true;
      await done;
      return 'ok';
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('bounded concurrency', () => {
  it('runs at most `concurrency` tasks at once and starts a waiting one when a slot frees', async () => {
    const limit = createBoundedConcurrency({ concurrency: 2, queueLimit: 5 });
    const tasks = [controllable(), controllable(), controllable()];
    const results = tasks.map((t) => limit.run(t.task));
    await tick();
    expect(tasks.map((t) => t.started)).toEqual([true, true, false]);
    expect(limit.running).toBe(2);
    expect(limit.waiting).toBe(1);

    tasks[0]!.finish();
    await tick();
    expect(tasks[2]!.started).toBe(true);
    expect(limit.running).toBe(2);
    expect(limit.waiting).toBe(0);

    tasks[1]!.finish();
    tasks[2]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['ok', 'ok', 'ok']);
    expect(limit.running).toBe(0);
  });

  it('refuses a task at once with 503 and Retry-After when the queue is full', async () => {
    const limit = createBoundedConcurrency({ concurrency: 1, queueLimit: 1, retryAfterSeconds: 2 });
    const first = controllable();
    const second = controllable();
    const running = [limit.run(first.task), limit.run(second.task)];
    const refused = limit.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(ServerBusyError);
    await expect(refused).rejects.toMatchObject({
      code: 'unavailable',
      details: { reason: 'busy', retryAfterSeconds: 2 },
    });
    first.finish();
    second.finish();
    await Promise.all(running);
    // Room again once the queue drained.
    await expect(limit.run(async () => 'again')).resolves.toBe('again');
  });

  it('refuses a task that waited maxWaitMs for its slot, and hands the slot to the next one', async () => {
    const limit = createBoundedConcurrency({ concurrency: 1, queueLimit: 5, maxWaitMs: 50 });
    const stuck = controllable();
    const running = limit.run(stuck.task);
    const startedAt = Date.now();
    const tooLate = limit.run(async () => 'never');
    await expect(tooLate).rejects.toBeInstanceOf(ServerBusyError);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(45);
    expect(limit.waiting).toBe(0);

    // A task still within its wait gets the slot when the stuck one ends.
    const next = controllable();
    const nextResult = limit.run(next.task);
    await tick();
    expect(next.started).toBe(false);
    stuck.finish();
    await tick();
    expect(next.started).toBe(true);
    next.finish();
    await expect(Promise.all([running, nextResult])).resolves.toEqual(['ok', 'ok']);
    expect(limit.running).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createBoundedConcurrency({ concurrency: 1, queueLimit: 0 });
    await expect(
      limit.run(async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    expect(limit.running).toBe(0);
    await expect(limit.run(async () => 'next')).resolves.toBe('next');
  });
});
