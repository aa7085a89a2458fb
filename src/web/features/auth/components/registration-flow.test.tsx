import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ref } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerificationState } from '../../../../domain/auth/registration.schema';
import { PAGE_TITLES } from '../../../../domain/messages';
import { mockFetch, type MockRoute } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { forgetRegistrationPassword } from '../registration-password.store';
import { PENDING_REGISTRATION_KEY, readPendingRegistration } from '../pending-registration';
import type { AltchaFieldHandle } from './altcha-field';

vi.mock('./altcha-field', async () => {
  const { useImperativeHandle } = await import('react');
  return {
    ALTCHA_CHALLENGE_PATH: '/api/auth/challenge',
    AltchaField: ({ ref }: { ref?: Ref<AltchaFieldHandle> }) => {
      useImperativeHandle(ref, () => ({
        solve: async () => 'test-proof-of-work',
        reset: () => {},
      }));
      return null;
    },
  };
});

const EMAIL = 'Giulia.Bianchi@Example.com ';
const NORMALIZED_EMAIL = 'giulia.bianchi@example.com';
const PASSWORD = 'Primavera2025';
const SLOW = { timeout: 5_000 };

function codeState(): VerificationState {
  const now = Date.now();
  return {
    email: NORMALIZED_EMAIL,
    expiresAt: new Date(now + 15 * 60_000).toISOString(),
    attemptsLeft: 3,
    resendAvailableAt: new Date(now + 120_000).toISOString(),
    resendsLeft: 3,
  };
}

/** Every place a browser script could leave the password. */
function passwordLeftAnywhere(): boolean {
  const places = [
    ...Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key) ?? ''),
    ...Object.keys(window.sessionStorage).map((key) => window.sessionStorage.getItem(key) ?? ''),
    document.cookie,
  ];
  const decoded = places.map((value) => {
    try {
      return atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    } catch {
      return '';
    }
  });
  return [...places, ...decoded].some((value) => value.includes(PASSWORD));
}

function renderRegistration(routes: Record<string, MockRoute> = {}, start = '/register') {
  const fetchMock = mockFetch({
    'GET /api/auth/session': { body: { user: null } },
    'POST /api/auth/registration/code': { status: 201, body: codeState() },
    'GET /api/auth/registration/state': { body: codeState() },
    ...routes,
  });
  return { ...renderApp(start), fetchMock };
}

async function fillRegister(user: ReturnType<typeof userEvent.setup>, password = PASSWORD) {
  await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.register }, SLOW);
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Conferma password'), password);
  await user.click(screen.getByRole('button', { name: 'Continua' }));
}

async function fillSetup(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.accountSetup }, SLOW);
  await user.type(screen.getByLabelText('Nome'), 'Giulia');
  await user.type(screen.getByLabelText('Cognome'), 'Bianchi');
  await user.click(screen.getByRole('button', { name: 'Invia codice di verifica' }));
}

describe('registration', () => {
  beforeEach(() => {
    document.cookie = 'csrf_token=test-token; path=/';
    forgetRegistrationPassword();
  });

  it('marks each password rule met or not as the password is typed', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.register }, SLOW);
    const rule = (text: string) => screen.getByText(text).closest('li')!;
    expect(rule('Almeno 10 caratteri').textContent).toContain('requisito non ancora rispettato');
    await user.type(screen.getByLabelText('Password'), 'abc1');
    expect(rule('Almeno una lettera').textContent).toContain('requisito rispettato');
    expect(rule('Almeno un numero').textContent).toContain('requisito rispettato');
    expect(rule('Almeno 10 caratteri').textContent).toContain('requisito non ancora rispettato');
    // The rules describe the field, so they are read with it.
    const describedBy = screen.getByLabelText('Password').getAttribute('aria-describedby') ?? '';
    expect(
      describedBy
        .split(' ')
        .some((id) => document.getElementById(id)?.textContent?.includes('Almeno 10 caratteri')),
    ).toBe(true);
  });

  it('points at the wrong fields and focuses the first', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.register }, SLOW);
    await user.type(screen.getByLabelText('Email'), 'non-una-email');
    await user.type(screen.getByLabelText('Password'), 'corta1');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    const email = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(errorId)?.textContent).toBe(
      'Inserisci un indirizzo email valido.',
    );
    expect(document.getElementById(errorId)?.getAttribute('role')).toBe('alert');
    expect(screen.getByText('La password non rispetta tutti i requisiti indicati.')).toBeTruthy();
  });

  it('asks for a matching confirmation', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.register }, SLOW);
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Conferma password'), `${PASSWORD}x`);
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(screen.getByText('Le password non coincidono.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Conferma password'));
  });

  it('goes register → account setup → code sent, never storing the password', async () => {
    const user = userEvent.setup();
    const app = renderRegistration();
    await fillRegister(user);
    await waitFor(() => expect(app.currentUrl()).toBe('/account-setup'), SLOW);
    expect(readPendingRegistration()?.email).toBe(NORMALIZED_EMAIL);
    expect(passwordLeftAnywhere()).toBe(false);

    await fillSetup(user);
    await waitFor(() => expect(app.currentUrl()).toBe('/email-code-verification'), SLOW);
    const codeRequest = app.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/code'));
    expect(JSON.parse(String(codeRequest?.[1]?.body))).toEqual({
      email: NORMALIZED_EMAIL,
      password: PASSWORD,
      firstName: 'Giulia',
      lastName: 'Bianchi',
      altcha: 'test-proof-of-work',
    });
    expect(readPendingRegistration()).toMatchObject({
      email: NORMALIZED_EMAIL,
      method: 'email',
      verified: false,
      userData: { firstName: 'Giulia', lastName: 'Bianchi', phoneNumber: null },
      verification: { email: NORMALIZED_EMAIL, attemptsLeft: 3 },
    });
    expect(passwordLeftAnywhere()).toBe(false);
    expect(window.localStorage.getItem(PENDING_REGISTRATION_KEY)).toBeTruthy();
    await screen.findByText('Tentativi rimasti: 3', {}, SLOW);
  });

  it('after a reload asks for the password again, explaining why', async () => {
    const user = userEvent.setup();
    const first = renderRegistration();
    await fillRegister(user);
    await waitFor(() => expect(first.currentUrl()).toBe('/account-setup'), SLOW);
    first.unmount();
    forgetRegistrationPassword(); // what a reload does to memory

    const app = renderRegistration({}, '/account-setup');
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.accountSetup }, SLOW);
    expect(screen.getByText(/la password non viene mai salvata nel browser/)).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Conferma password'), PASSWORD);
    await fillSetup(user);
    await waitFor(() => expect(app.currentUrl()).toBe('/email-code-verification'), SLOW);
  });

  it('on an email already registered shows the server text with a link to log in, keeping what was typed', async () => {
    const user = userEvent.setup();
    const message = 'Questa email è già registrata. Vai alla pagina di login per accedere.';
    const app = renderRegistration({
      'POST /api/auth/registration/code': {
        status: 409,
        body: { error: { code: 'already-exists', message } },
      },
    });
    await fillRegister(user);
    await fillSetup(user);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain(message);
    expect(
      screen.getByRole('link', { name: 'Vai alla pagina di login' }).getAttribute('href'),
    ).toBe('/login');
    expect(app.currentUrl()).toBe('/account-setup');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Giulia');
    expect((screen.getByLabelText('Cognome') as HTMLInputElement).value).toBe('Bianchi');
    expect(passwordLeftAnywhere()).toBe(false);
  });

  it('without pending data sends /account-setup to /register, saying the session expired', async () => {
    const app = renderRegistration({}, '/account-setup');
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.register }, SLOW);
    expect(app.currentUrl()).toBe('/register');
    expect(screen.getByRole('alert').textContent).toBe('Sessione di registrazione scaduta');
  });
});
