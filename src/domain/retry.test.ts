import { describe, expect, it, vi } from 'vitest';
import { retryWithBackoff } from './retry';

describe('retryWithBackoff', () => {
  it('returns the first success', async () => {
    const sleep = vi.fn(async () => {});
    const task = vi.fn(async () => 'ok');
    await expect(retryWithBackoff(task, { delaysMs: [1_000, 2_000], sleep })).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('tries three times with waits of 1 s then 2 s, then gives up with the last error', async () => {
    const sleep = vi.fn(async () => {});
    const task = vi.fn(async (attempt: number) => {
      throw new Error(`attempt ${attempt}`);
    });
    await expect(retryWithBackoff(task, { delaysMs: [1_000, 2_000], sleep })).rejects.toThrow(
      'attempt 3',
    );
    expect(task).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1_000], [2_000]]);
  });

  it('succeeds on a later attempt', async () => {
    const sleep = vi.fn(async () => {});
    let calls = 0;
    const task = async () => {
      calls += 1;
      if (calls < 3) throw new Error('down');
      return calls;
    };
    await expect(retryWithBackoff(task, { delaysMs: [1_000, 2_000], sleep })).resolves.toBe(3);
  });

  it('stops at once when the error is not worth another try', async () => {
    const sleep = vi.fn(async () => {});
    const task = vi.fn(async () => {
      throw new Error('refused');
    });
    await expect(
      retryWithBackoff(task, { delaysMs: [1_000, 2_000], sleep, shouldRetry: () => false }),
    ).rejects.toThrow('refused');
    expect(task).toHaveBeenCalledTimes(1);
  });
});
