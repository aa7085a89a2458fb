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
 *
 * Each worker keeps one browser context for all its tests (`reuseContext` in
 * playwright.config.ts): before every test Playwright clears its cookies, cache, local and
 * session storage and IndexedDB, removes routes and init scripts, and puts viewport, media and
 * clock back. The rest a test may change is put back here: the page leaves the shop as soon as
 * the test ends (its scripts stop, as in a closed context, before a held account is released),
 * and the network comes back on.
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
  context: async ({ context }, use) => {
    await use(context);
    await context.setOffline(false);
  },
  page: async ({ page }, use) => {
    await use(page);
    await page.goto('about:blank').catch(() => undefined);
  },
});
