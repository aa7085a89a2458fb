import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ref } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerificationState } from '../../../../domain/auth/registration.schema';
import type { ErrorCode } from '../../../../domain/errors';
import { PAGE_TITLES } from '../../../../domain/messages';
import { CUSTOMER, productPage } from '../../../test/fixtures';
import { mockFetch, type MockRoute } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { clearNotifications, useNotificationsStore } from '../../notifications/notifications.store';
import { SESSION_QUERY_KEY } from '../api/get-session';
import {
  newPendingRegistration,
  readPendingRegistration,
  savePendingRegistration,
} from '../pending-registration';
import type { AltchaFieldHandle } from './altcha-field';

// The proof of work needs Web Workers and WebCrypto; here it is solved at once.
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

const EMAIL = 'giulia.bianchi@example.com';
const SLOW = { timeout: 5_000 };

function codeState(overrides: Partial<VerificationState> = {}): VerificationState {
  const now = Date.now();
  return {
    email: EMAIL,
    expiresAt: new Date(now + 15 * 60_000).toISOString(),
    attemptsLeft: 3,
    resendAvailableAt: new Date(now + 120_000).toISOString(),
    resendsLeft: 3,
    ...overrides,
  };
}

function seedPendingRegistration(verification: VerificationState | null = codeState()) {
  savePendingRegistration({
    ...newPendingRegistration(EMAIL),
    userData: { firstName: 'Giulia', lastName: 'Bianchi', phoneNumber: null },
    verification,
  });
}

function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  details?: Record<string, string | number>,
) {
  return { status, body: { error: { code, message, ...(details ? { details } : {}) } } };
}

function renderScreen(routes: Record<string, MockRoute>, state: VerificationState = codeState()) {
  const fetchMock = mockFetch({
    'GET /api/auth/session': { body: { user: null } },
    'GET /api/auth/registration/state': { body: state },
    'GET /api/products': { body: productPage([]) },
    ...routes,
  });
  const app = renderApp('/email-code-verification');
  return { ...app, fetchMock };
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  const first = await screen.findByRole('textbox', { name: 'Cifra 1 di 6' }, SLOW);
  await user.click(first);
  await user.keyboard(code);
  return user;
}

const notifications = () =>
  useNotificationsStore.getState().notifications.map((notification) => notification.message);

describe('email-code verification screen', () => {
  beforeEach(() => {
    document.cookie = 'csrf_token=test-token; path=/';
    clearNotifications();
  });

  it('shows the counters and buttons of spec §2.7', async () => {
    seedPendingRegistration();
    renderScreen({});
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.emailCodeVerification }, SLOW);
    expect(await screen.findByText(/^Codice valido per: 1[45]:\d\d$/)).toBeTruthy();
    expect(screen.getByText('Tentativi rimasti: 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verifica codice' })).toBeTruthy();
    const resend = screen.getByRole<HTMLButtonElement>('button', {
      name: /^Reinvia tra [12]:\d\d$/,
    });
    expect(resend.disabled).toBe(true);
    expect(
      screen.getByRole('link', { name: '← Torna alla registrazione' }).getAttribute('href'),
    ).toBe('/register');
  });

  it('asks for the whole code when fewer than six digits are sent', async () => {
    seedPendingRegistration();
    const { fetchMock } = renderScreen({});
    const user = await typeCode('123');
    await user.click(screen.getByRole('button', { name: 'Verifica codice' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Inserisci il codice completo a 6 cifre',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/verify'))).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Cifra 4 di 6' }));
  });

  it('sends the code by itself once six digits are in, then says how many attempts are left', async () => {
    seedPendingRegistration();
    const { fetchMock } = renderScreen({
      'POST /api/auth/registration/verify': apiError(400, 'invalid-argument', 'Codice non valido', {
        attemptsLeft: 2,
      }),
    });
    await typeCode('111111');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'Codice errato. Riprova. 2 tentativi rimasti.',
    );
    expect(screen.getByText('Tentativi rimasti: 2')).toBeTruthy();
    const verifyCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/verify'));
    expect(JSON.parse(String(verifyCall?.[1]?.body))).toEqual({ email: EMAIL, code: '111111' });
    // The boxes are emptied for the next try, and the first one has focus.
    const first = screen.getByRole<HTMLInputElement>('textbox', { name: 'Cifra 1 di 6' });
    expect(first.value).toBe('');
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    [
      'no attempt left',
      apiError(400, 'invalid-argument', 'Codice non valido', { attemptsLeft: 0 }),
    ],
    [
      'attempts exhausted',
      apiError(429, 'resource-exhausted', 'Troppi tentativi falliti. Riprova la registrazione.', {
        reason: 'attempts',
      }),
    ],
  ])('on %s erases the registration and goes back to /register', async (_case, answer) => {
    seedPendingRegistration();
    const app = renderScreen({ 'POST /api/auth/registration/verify': answer });
    await typeCode('222222');
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.register }, SLOW);
    expect(app.currentUrl()).toBe('/register');
    expect(screen.getByRole('alert').textContent).toBe(
      'Limite max tentativi superato. Ripeti registrazione.',
    );
    expect(readPendingRegistration()).toBeNull();
  });

  it('on an expired code says so and opens the resend', async () => {
    seedPendingRegistration();
    let expired = false;
    renderScreen({
      'GET /api/auth/registration/state': () => ({
        body: expired
          ? codeState({
              expiresAt: new Date(Date.now() - 1_000).toISOString(),
              resendAvailableAt: new Date(Date.now()).toISOString(),
            })
          : codeState(),
      }),
      'POST /api/auth/registration/verify': () => {
        expired = true;
        return apiError(410, 'deadline-exceeded', 'Il codice è scaduto. Riprova la registrazione.');
      },
    });
    await typeCode('333333');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'Codice scaduto. Richiedi un nuovo codice.',
    );
    const resend = await screen.findByRole<HTMLButtonElement>(
      'button',
      { name: 'Reinvia codice' },
      SLOW,
    );
    expect(resend.disabled).toBe(false);
  });

  it('on an unknown registration says the session is not valid', async () => {
    seedPendingRegistration();
    renderScreen({
      'POST /api/auth/registration/verify': apiError(
        404,
        'not-found',
        'Sessione di verifica non trovata. Riprova la registrazione.',
      ),
    });
    await typeCode('444444');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'Sessione di registrazione non valida. Riprova da capo.',
    );
  });

  it('on any other failure asks to try again', async () => {
    seedPendingRegistration();
    renderScreen({
      'POST /api/auth/registration/verify': apiError(500, 'internal', 'Errore imprevisto.'),
    });
    await typeCode('555555');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'Errore durante la verifica. Riprova.',
    );
  });

  it('with the right code logs in, welcomes and goes home, forgetting the registration', async () => {
    seedPendingRegistration();
    const app = renderScreen({
      'POST /api/auth/registration/verify': { body: { user: CUSTOMER } },
    });
    await typeCode('123456');
    await waitFor(() => expect(app.currentUrl()).toBe('/'), SLOW);
    expect(notifications()).toContain('Registrazione completata! Benvenuto!');
    expect(readPendingRegistration()).toBeNull();
    expect(app.queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ user: CUSTOMER });
  });

  it('resends a code, announces it and starts the cooldown again', async () => {
    seedPendingRegistration(codeState({ resendAvailableAt: new Date().toISOString() }));
    const { fetchMock } = renderScreen(
      {
        'POST /api/auth/registration/resend': () => ({ body: codeState({ resendsLeft: 2 }) }),
      },
      codeState({ resendAvailableAt: new Date().toISOString() }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reinvia codice' }, SLOW));
    await screen.findByRole('button', { name: /^Reinvia tra (2:00|1:59)$/ }, SLOW);
    expect(notifications()).toContain('Nuovo codice inviato!');
    const resendCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/resend'));
    expect(JSON.parse(String(resendCall?.[1]?.body))).toEqual({
      email: EMAIL,
      altcha: 'test-proof-of-work',
    });
  });

  it('when no resend is left, erases the registration and goes back to /register', async () => {
    seedPendingRegistration(codeState({ resendAvailableAt: new Date().toISOString() }));
    const app = renderScreen(
      {
        'POST /api/auth/registration/resend': apiError(
          429,
          'resource-exhausted',
          'Devi attendere prima di richiedere un nuovo codice.',
          { reason: 'resends' },
        ),
      },
      codeState({ resendAvailableAt: new Date().toISOString() }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reinvia codice' }, SLOW));
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.register }, SLOW);
    expect(app.currentUrl()).toBe('/register');
    expect(screen.getByRole('alert').textContent).toBe(
      'Superato limite reinvii. Ripeti registrazione.',
    );
    expect(readPendingRegistration()).toBeNull();
  });

  it('shows the server text when a resend comes too early', async () => {
    seedPendingRegistration(codeState({ resendAvailableAt: new Date().toISOString() }));
    renderScreen(
      {
        'POST /api/auth/registration/resend': apiError(
          429,
          'resource-exhausted',
          'Devi attendere prima di richiedere un nuovo codice.',
          { reason: 'cooldown', retryAfterSeconds: 30 },
        ),
      },
      codeState({ resendAvailableAt: new Date().toISOString() }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reinvia codice' }, SLOW));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'Devi attendere prima di richiedere un nuovo codice.',
    );
    expect(screen.getByRole('button', { name: /^Reinvia tra 0:(29|30|31)$/ })).toBeTruthy();
  });

  it('without registration data says the session expired and goes to /register', async () => {
    const app = renderScreen({});
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.register }, SLOW);
    expect(app.currentUrl()).toBe('/register');
    expect(screen.getByRole('alert').textContent).toBe('Sessione di registrazione scaduta');
  });

  it('says the session is not valid when the server no longer knows it on load', async () => {
    seedPendingRegistration();
    renderScreen({
      'GET /api/auth/registration/state': apiError(
        404,
        'not-found',
        'Sessione di verifica non trovata. Riprova la registrazione.',
      ),
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toBe('Sessione di registrazione non valida. Riprova da capo.');
    const group = screen.getByRole('group', { name: 'Codice di verifica' });
    expect(
      within(group)
        .getAllByRole('textbox')
        .every((box) => box.closest('fieldset:disabled')),
    ).toBe(true);
  });

  it('says why when the counters cannot be read', async () => {
    seedPendingRegistration();
    renderScreen({
      'GET /api/auth/registration/state': apiError(
        429,
        'resource-exhausted',
        'Troppi tentativi. Riprova tra 5 minuti.',
        { reason: 'rate-limit', retryAfterSeconds: 300 },
      ),
    });
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'Troppi tentativi. Riprova tra 5 minuti.',
    );
  });
});
