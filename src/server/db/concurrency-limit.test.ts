import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

/** A piece of work that ends when told to, noting when it started. */
function heldWork(started: number[], id: number) {
  let finish!: (value: number) => void;
  let fail!: (error: Error) => void;
  const work = () => {
    started.push(id);
    return new Promise<number>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { work, finish: () => finish(id), fail: () => fail(new Error(`work ${id} failed`)) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  it('runs at most the limit at once, then the waiting ones in the order they came', async () => {
    const run = concurrencyLimit(2);
    const started: number[] = [];
    const works = [1, 2, 3, 4, 5].map((id) => heldWork(started, id));
    const results = works.map(({ work }) => run(work));
    await settle();
    expect(started).toEqual([1, 2]);

    works[1]!.finish();
    await settle();
    expect(started).toEqual([1, 2, 3]);

    works[0]!.finish();
    works[2]!.finish();
    await settle();
    expect(started).toEqual([1, 2, 3, 4, 5]);

    works[3]!.finish();
    works[4]!.finish();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
  });

  it('hands on the place of a failed run, and its caller gets the failure', async () => {
    const run = concurrencyLimit(1);
    const started: number[] = [];
    const [first, second] = [1, 2].map((id) => heldWork(started, id));
    const failing = run(first!.work);
    const waiting = run(second!.work);
    await settle();
    expect(started).toEqual([1]);

    first!.fail();
    await expect(failing).rejects.toThrow('work 1 failed');
    await settle();
    expect(started).toEqual([1, 2]);
    second!.finish();
    expect(await waiting).toBe(2);
  });

  it('starts at once again when the earlier runs are over', async () => {
    const run = concurrencyLimit(1);
    expect(await run(() => Promise.resolve('a'))).toBe('a');
    const started: number[] = [];
    const later = heldWork(started, 3);
    const result = run(later.work);
    await settle();
    expect(started).toEqual([3]);
    later.finish();
    expect(await result).toBe(3);
  });
});
