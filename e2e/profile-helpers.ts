import path from 'node:path';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from './fixtures';
import { bar, call, csrfToken, dataDir, type Customer } from './shop';
import type { AccountProfile } from '../src/domain/account/profile.schema';
import type { SessionUser } from '../src/domain/auth/session';
import { ACCOUNT_PANEL_MESSAGES, NAVBAR_MESSAGES } from '../src/domain/layout/layout.messages';
import { readOutbox, type OutboxMessage } from '../src/server/mail/outbox-reader';

/** What the profile, edit-profile and settings specs share: the API, the outbox, the panel. */

// --- the customer in the browser and through the API ------------------------------------------

/** The page's browser logged in with the customer's session (the one of its registration). */
export async function logInBrowser(context: BrowserContext, customer: Customer): Promise<void> {
  await context.addCookies(customer.state.cookies);
}

/** An API client with the customer's session; the caller disposes of it. */
export function customerApi(baseURL: string, customer: Customer): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, storageState: customer.state });
}

export async function profileOf(api: APIRequestContext): Promise<AccountProfile> {
  const response = await api.get('/api/account/profile');
  expect(response.ok(), `GET /api/account/profile answered ${response.status()}`).toBe(true);
  return (await response.json()) as AccountProfile;
}

export async function sessionUserOf(api: APIRequestContext): Promise<SessionUser | null> {
  const response = await api.get('/api/auth/session');
  expect(response.ok(), `GET /api/auth/session answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { user: SessionUser | null }).user;
}

/** What POST /api/auth/login answers to these credentials, from a client of its own. */
export async function loginStatus(
  baseURL: string,
  credentials: { email: string; password: string },
): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    return (await call(api, 'POST', '/api/auth/login', credentials)).status();
  } finally {
    await api.dispose();
  }
}

/** The message of a failed API answer (domain/errors.ts ApiErrorBody). */
export async function errorMessageOf(response: {
  json(): Promise<unknown>;
}): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string };
  } | null;
  return body?.error?.message;
}

/** PUT /api/account/avatar with one file in the "avatar" field, as the page's form sends it. */
export async function uploadAvatar(
  api: APIRequestContext,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  return api.fetch('/api/account/avatar', {
    method: 'PUT',
    multipart: { avatar: file },
    headers: { 'x-csrf-token': await csrfToken(api) },
  });
}

export interface ApiProduct {
  id: number;
  slug: string | null;
  name: string;
  stock: number;
}

/** `count` different products of the sample catalog with stock to spare. */
export async function productsInStock(
  api: APIRequestContext,
  count: number,
): Promise<ApiProduct[]> {
  const response = await api.get('/api/products?pageSize=96');
  expect(response.ok()).toBe(true);
  const products = ((await response.json()) as { items: ApiProduct[] }).items
    .filter((product) => product.stock >= 5)
    .slice(0, count);
  expect(products, 'products in stock in the sample catalog').toHaveLength(count);
  return products;
}

// --- the outbox ---------------------------------------------------------------------------------

/** The messages sent to this address so far, oldest first (with this subject, when given). */
export async function mailsTo(to: string, subject?: string): Promise<OutboxMessage[]> {
  const messages = await readOutbox(path.join(dataDir(), 'outbox'));
  return messages.filter(
    (message) => message.to === to && (subject === undefined || message.subject === subject),
  );
}

/**
 * The newest message to this address (with this subject, when given) once there are more than
 * `already` of them: the caller counts them before the action that sends one.
 */
export async function newMailTo(
  to: string,
  { subject, already = 0 }: { subject?: string; already?: number } = {},
): Promise<OutboxMessage> {
  let message: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await mailsTo(to, subject);
        message = messages.length > already ? messages.at(-1) : undefined;
        return message !== undefined;
      },
      { message: `a new message to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return message!;
}

/** The six-digit code on a line of its own in a message's text. */
export function codeIn(message: OutboxMessage): string {
  const code = message.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code in "${message.subject}" to ${message.to}`);
  return code;
}

// --- the account panel ------------------------------------------------------------------------

/**
 * Opens the account panel from the bar and answers it: on a desktop the account button's
 * panel; on a phone the hamburger's drawer, whose last entry is the account (named after the
 * user, or "Account" for a guest).
 */
export async function openAccountPanel(
  page: Page,
  isMobile: boolean,
  who: 'user' | 'guest' = 'user',
): Promise<Locator> {
  const title =
    who === 'user' ? ACCOUNT_PANEL_MESSAGES.userTitle : ACCOUNT_PANEL_MESSAGES.guestTitle;
  if (isMobile) {
    await bar(page).getByRole('button', { name: NAVBAR_MESSAGES.openMenu, exact: true }).click();
    const drawer = bar(page).getByRole('navigation', {
      name: NAVBAR_MESSAGES.drawerLabel,
      exact: true,
    });
    await drawer.getByRole('listitem').last().getByRole('button').click();
    await expect(drawer.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    return drawer;
  }
  await bar(page).getByRole('button', { name: NAVBAR_MESSAGES.accountButton, exact: true }).click();
  const panel = bar(page).getByRole('region', { name: title, exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

/** The guest's panel: the invitation to log in. */
export async function expectGuestPanel(page: Page, isMobile: boolean): Promise<void> {
  const panel = await openAccountPanel(page, isMobile, 'guest');
  await expect(panel.getByText(ACCOUNT_PANEL_MESSAGES.guestText, { exact: true })).toBeVisible();
}
