import { test as base } from '@playwright/test';

export { expect, request } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';

/** How long a test waits for the shop to answer before it starts (a restart takes seconds). */
const READY_TIMEOUT_MS = 30_000;

async function waitUntilReady(baseURL: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`the shop at ${baseURL} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Every spec's `test`: Playwright's, plus one automatic step before each test that waits until
 * the shop answers /readyz. `npm start` restarts a server that its watchdog ended (decision 011);
 * a test, or its retry, then starts once the shop is back instead of failing on a refused
 * connection.
 */
export const test = base.extend<{ shopReady: void }>({
  shopReady: [
    async ({ baseURL }, use) => {
      if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
      await waitUntilReady(baseURL);
      await use();
    },
    { auto: true },
  ],
});
