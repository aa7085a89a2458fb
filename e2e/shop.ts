import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  CONSENT_STORAGE_KEY,
  denyAllConsent,
  serializeConsent,
} from '../src/domain/consent/consent.rules';

/** What several specs do: find the shop's parts, and call its API as the browser does. */

// --- what the shopper sees -------------------------------------------------------------------

/** The navigation bar. */
export function bar(page: Page) {
  return page.getByRole('banner');
}

export function bagButton(page: Page) {
  return bar(page).getByRole('button', { name: /^Shopping Bag/ });
}

/** A notification (top-right, 2 s) with exactly this text; the newest when several match. */
export function notice(page: Page, text: string) {
  return page.getByRole('listitem').getByText(text, { exact: true }).last();
}

/**
 * A visitor who already refused optional cookies: the banner would cover the bottom of the page.
 * For a `test.beforeEach`.
 */
export async function refuseOptionalCookies(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [CONSENT_STORAGE_KEY, serializeConsent(denyAllConsent(new Date()))] as const,
  );
}

// --- the API, as the logged-in browser calls it ----------------------------------------------

export async function csrfToken(api: APIRequestContext): Promise<string> {
  const find = async () =>
    (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrf_token')?.value;
  let token = await find();
  if (!token) {
    // Any API answer sets the cookie when it is missing.
    await api.get('/api/auth/session');
    token = await find();
  }
  if (!token) throw new Error('The server set no csrf_token cookie');
  return token;
}

type Mutation = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A mutating API call as the browser makes it: with the CSRF header. */
export async function call(api: APIRequestContext, method: Mutation, url: string, data?: unknown) {
  return api.fetch(url, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { 'x-csrf-token': await csrfToken(api) },
  });
}

/** `call`, which must succeed. */
export async function send(api: APIRequestContext, method: Mutation, url: string, data?: unknown) {
  const response = await call(api, method, url, data);
  expect(response.ok(), `${method} ${url} answered ${response.status()}`).toBe(true);
  return response;
}
