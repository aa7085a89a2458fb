import { expect, test, type Page, type TestInfo } from './fixtures';
import path from 'node:path';
import { readOutbox } from '../src/server/mail/outbox-reader';

/**
 * Registration by emailed code, the verification screen and password reset (spec §2.7, §4, §5,
 * §8), in the built app with its Content-Security-Policy, the ALTCHA proof of work and the
 * file outbox of the e2e server.
 *
 * The phone runs the main journey only, the desktop runs every test: the rest does not depend
 * on the screen. (The test server raises the per-IP code limit, TEST_REGISTRATION_CODES_PER_IP_HOUR,
 * so a retried test never meets it.)
 * Login redirects to other sites are covered in routes.spec.ts.
 */

const PASSWORD = 'Primavera2025';
const NEW_PASSWORD = 'Autunno2025-nuova';
const REGISTRATION_SUBJECT = 'Il tuo codice di verifica per Vetrina';
const RESET_SUBJECT = 'Il tuo codice per reimpostare la password di Vetrina';
/** The proof of work and the code email take a moment: more than an ordinary expectation. */
const SEND_TIMEOUT = { timeout: 20_000 };

function uniqueEmail(testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `e2e-account-${testInfo.project.name}-${Date.now()}-${random}@esempio.it`;
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The code of the newest message with this subject sent to this address, after `skip` of them. */
async function emailedCode(email: string, subject: string, skip = 0): Promise<string> {
  const outboxDir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await readOutbox(outboxDir)).filter(
        (message) => message.to === email && message.subject === subject,
      );
      code = messages.length > skip ? messages.at(-1)?.text.match(/^(\d{6})$/m)?.[1] : undefined;
      return code;
    }, SEND_TIMEOUT)
    .toBeTruthy();
  return code!;
}

/** A six-digit code that is not `code`. */
function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** Whether the password can be found in local storage, session storage or readable cookies. */
async function passwordStoredInBrowser(page: Page, password: string): Promise<boolean> {
  return page.evaluate((secret) => {
    const values = [
      ...Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`),
      ...Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key) ?? ''}`),
      ...document.cookie.split(';'),
    ];
    const decoded = values.flatMap((entry) => {
      const value = entry.slice(entry.indexOf('=') + 1).trim();
      const candidates = [value];
      try {
        candidates.push(decodeURIComponent(value));
      } catch {
        // not URI-encoded
      }
      try {
        candidates.push(atob(value.replace(/-/g, '+').replace(/_/g, '/')));
      } catch {
        // not base64
      }
      return candidates;
    });
    return [...values, ...decoded].some((value) => value.includes(secret));
  }, password);
}

async function acceptCookies(page: Page) {
  const banner = page.getByRole('region', { name: 'Consenso ai cookie' });
  await banner.getByRole('button', { name: 'Accetta' }).click();
  await expect(banner).toBeHidden();
}

/** /register and /account-setup, up to the verification screen, checking storage on the way. */
async function registerUntilCodeScreen(page: Page, email: string) {
  await page.goto('/register');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrati' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Conferma password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continua' }).click();

  await expect(page).toHaveURL(/\/account-setup$/);
  expect(await passwordStoredInBrowser(page, PASSWORD), 'password kept out of storage').toBe(false);
  await page.getByLabel('Nome', { exact: true }).fill('Giulia');
  await page.getByLabel('Cognome').fill('Bianchi');
  await page.getByRole('button', { name: 'Invia codice di verifica' }).click();

  await expect(page).toHaveURL(/\/email-code-verification$/, SEND_TIMEOUT);
  expect(await passwordStoredInBrowser(page, PASSWORD), 'password kept out of storage').toBe(false);
}

function digitBox(page: Page, position: number) {
  return page.getByRole('textbox', { name: `Cifra ${position} di 6` });
}

async function enterCode(page: Page, code: string) {
  await digitBox(page, 1).click();
  await page.keyboard.type(code);
}

async function register(page: Page, email: string) {
  await registerUntilCodeScreen(page, email);
  await enterCode(page, await emailedCode(email, REGISTRATION_SUBJECT));
  await expect(page).toHaveURL(/\/$/, SEND_TIMEOUT);
}

async function sessionEmail(page: Page): Promise<string | null> {
  const response = await page.request.get('/api/auth/session');
  const body = (await response.json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

test('register, verify the emailed code and land home logged in, the password never stored', async ({
  page,
}, testInfo) => {
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail(testInfo);
  await registerUntilCodeScreen(page, email);

  // Spec §2.7: counters, and the resend waiting for its cooldown right after the send.
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica email' })).toBeVisible();
  await expect(page.getByText(/^Codice valido per: 1[45]:\d\d$/)).toBeVisible();
  await expect(page.getByText('Tentativi rimasti: 3')).toBeVisible();
  const resend = page.getByRole('button', { name: /^Reinvia tra [12]:\d\d$/ });
  await expect(resend).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect(page.getByRole('link', { name: '← Torna alla registrazione' })).toBeVisible();
  await expect(digitBox(page, 1)).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(digitBox(page, 1)).toHaveAttribute('inputmode', 'numeric');

  // Six digits submit by themselves.
  await enterCode(page, await emailedCode(email, REGISTRATION_SUBJECT));
  await expect(page).toHaveURL(/\/$/, SEND_TIMEOUT);
  await expect(page.getByText('Registrazione completata! Benvenuto!')).toBeVisible();
  expect(await sessionEmail(page)).toBe(email);

  expect(await passwordStoredInBrowser(page, PASSWORD), 'password kept out of storage').toBe(false);
  expect(
    await page.evaluate(() => ({
      local: localStorage.getItem('pendingRegistration'),
      session: sessionStorage.getItem('pendingRegistration'),
      cookie: document.cookie.includes('pending_registration='),
    })),
    'the pending registration is erased once verified',
  ).toEqual({ local: null, session: null, cookie: false });
  expect(errors, 'no script errors or CSP violations (ALTCHA included)').toEqual([]);
});

test.describe('desktop only (the screen does not matter here)', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone runs the main journey only');

  test('a short code is refused; three wrong codes show the exact messages and lock back to /register', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await registerUntilCodeScreen(page, email);
    const wrong = wrongCodeFor(await emailedCode(email, REGISTRATION_SUBJECT));
    const alert = page.getByRole('main').getByRole('alert');

    await enterCode(page, '123');
    await page.getByRole('button', { name: 'Verifica codice' }).click();
    await expect(alert).toHaveText('Inserisci il codice completo a 6 cifre');
    await expect(page.getByText('Tentativi rimasti: 3')).toBeVisible();
    // Start from empty boxes: the short code's digits would otherwise be typed over.
    await page.reload();
    await expect(page.getByText('Tentativi rimasti: 3')).toBeVisible();

    await enterCode(page, wrong);
    await expect(alert).toHaveText('Codice errato. Riprova. 2 tentativi rimasti.');
    await expect(page.getByText('Tentativi rimasti: 2')).toBeVisible();
    await expect(digitBox(page, 1)).toBeFocused();
    await expect(digitBox(page, 1)).toHaveValue('');

    await page.keyboard.type(wrong);
    await expect(alert).toHaveText('Codice errato. Riprova. 1 tentativi rimasti.');
    await expect(page.getByText('Tentativi rimasti: 1')).toBeVisible();

    await page.keyboard.type(wrong);
    await expect(page).toHaveURL(/\/register$/);
    await expect(alert).toHaveText('Limite max tentativi superato. Ripeti registrazione.');
    expect(await page.evaluate(() => localStorage.getItem('pendingRegistration'))).toBeNull();

    // The registration data is gone: the verification screen sends back with the §5 message.
    await page.goto('/email-code-verification');
    await expect(page).toHaveURL(/\/register$/);
    await expect(alert).toHaveText('Sessione di registrazione scaduta');
  });

  test('reset the password end to end, then log in with the new one', async ({
    page,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const email = uniqueEmail(testInfo);
    await register(page, email);
    await page.context().clearCookies();

    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reimposta password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Invia codice' }).click();
    await expect(
      page.getByText(
        'Se l’indirizzo corrisponde a un account, riceverai un’email con il codice per reimpostare la password.',
      ),
    ).toBeVisible(SEND_TIMEOUT);
    await expect(page.getByRole('button', { name: /^Reinvia tra [12]:\d\d$/ })).toBeDisabled();

    await enterCode(page, await emailedCode(email, RESET_SUBJECT));
    await expect(page.getByLabel('Nuova password', { exact: true })).toBeFocused();
    await page.getByLabel('Nuova password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Conferma nuova password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reimposta password' }).click();
    await expect(page).toHaveURL(/\/login$/, SEND_TIMEOUT);
    await expect(
      page.getByText('Password aggiornata. Accedi con la nuova password.'),
    ).toBeVisible();
    // Checked before the refused login below, whose 401 the browser logs as a console error.
    expect(errors, 'no script errors or CSP violations').toEqual([]);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Email o password non corrette.',
    );

    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Benvenuto, Giulia!')).toBeVisible();
    expect(await sessionEmail(page)).toBe(email);
  });
});
