/** Runs `task`, trying again after each of `delaysMs` while `shouldRetry` allows it. */
export async function retryWithBackoff<T>(
  task: (attempt: number) => Promise<T>,
  {
    delaysMs,
    shouldRetry = () => true,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }: {
    /** One wait per retry: [1000, 2000] means three attempts in all. */
    delaysMs: readonly number[];
    shouldRetry?: (error: unknown) => boolean;
    sleep?: (ms: number) => Promise<void>;
  },
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      const delay = delaysMs[attempt - 1];
      if (delay === undefined || !shouldRetry(error)) throw error;
      await sleep(delay);
    }
  }
}
