import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ref } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerificationState } from '../../../../domain/auth/registration.schema';
import { PAGE_TITLES } from '../../../../domain/messages';
import { mockFetch, type MockRoute } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { clearNotifications, useNotificationsStore } from '../../notifications/notifications.store';
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

const EMAIL = 'mario.rossi@example.com';
const NEW_PASSWORD = 'Autunno2025nuova';
const SLOW = { timeout: 5_000 };

function codeState(): VerificationState {
  const now = Date.now();
  return {
    email: EMAIL,
    expiresAt: new Date(now + 15 * 60_000).toISOString(),
    attemptsLeft: 3,
    resendAvailableAt: new Date(now + 120_000).toISOString(),
    resendsLeft: 3,
  };
}

function renderReset(routes: Record<string, MockRoute>) {
  const fetchMock = mockFetch({
    'GET /api/auth/session': { body: { user: null } },
    'POST /api/auth/password-reset/code': { status: 202, body: codeState() },
    ...routes,
  });
  return { ...renderApp('/reset-password'), fetchMock };
}

async function askForCode(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.resetPassword }, SLOW);
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.click(screen.getByRole('button', { name: 'Invia codice' }));
  await screen.findByText(
    'Se l’indirizzo corrisponde a un account, riceverai un’email con il codice per reimpostare la password.',
    {},
    SLOW,
  );
}

async function confirmWith(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Cifra 1 di 6' }));
  await user.keyboard(code);
  await user.type(screen.getByLabelText('Nuova password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('Conferma nuova password'), NEW_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Reimposta password' }));
}

const notifications = () =>
  useNotificationsStore.getState().notifications.map((notification) => notification.message);

describe('password reset', () => {
  beforeEach(() => {
    document.cookie = 'csrf_token=test-token; path=/';
    clearNotifications();
  });

  it('asks for a code, then sets the new password and goes to login', async () => {
    const user = userEvent.setup();
    const app = renderReset({ 'POST /api/auth/password-reset/confirm': { status: 204 } });
    await askForCode(user);
    // A full code moves on to the new password instead of submitting.
    await user.click(screen.getByRole('textbox', { name: 'Cifra 1 di 6' }));
    await user.keyboard('123456');
    expect(document.activeElement).toBe(screen.getByLabelText('Nuova password'));
    await user.type(screen.getByLabelText('Nuova password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Conferma nuova password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Reimposta password' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/login'), SLOW);
    expect(notifications()).toContain('Password aggiornata. Accedi con la nuova password.');
    const codeCall = app.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/code'));
    expect(JSON.parse(String(codeCall?.[1]?.body))).toEqual({
      email: EMAIL,
      altcha: 'test-proof-of-work',
    });
    const confirmCall = app.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/confirm'));
    expect(JSON.parse(String(confirmCall?.[1]?.body))).toEqual({
      email: EMAIL,
      code: '123456',
      newPassword: NEW_PASSWORD,
    });
  });

  it('shows the counters and a resend in cooldown after the code is sent', async () => {
    const user = userEvent.setup();
    renderReset({});
    await askForCode(user);
    expect(screen.getByText('Tentativi rimasti: 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Reinvia tra (2:00|1:59)$/ })).toBeTruthy();
  });

  it('says how many attempts are left after a wrong code', async () => {
    const user = userEvent.setup();
    renderReset({
      'POST /api/auth/password-reset/confirm': {
        status: 400,
        body: {
          error: {
            code: 'invalid-argument',
            message: 'Codice non valido',
            details: { attemptsLeft: 1 },
          },
        },
      },
    });
    await askForCode(user);
    await confirmWith(user, '999999');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'Codice errato. Riprova. 1 tentativi rimasti.',
    );
    expect(screen.getByText('Tentativi rimasti: 1')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Cifra 1 di 6' }));
  });

  it('goes back to asking for a code when the attempts are used up', async () => {
    const user = userEvent.setup();
    renderReset({
      'POST /api/auth/password-reset/confirm': {
        status: 429,
        body: {
          error: {
            code: 'resource-exhausted',
            message: 'Troppi tentativi falliti. Riprova la registrazione.',
            details: { reason: 'attempts' },
          },
        },
      },
    });
    await askForCode(user);
    await confirmWith(user, '999999');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'Limite max tentativi superato. Richiedi un nuovo codice.',
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(EMAIL);
  });

  it('requires the whole code and a valid new password before asking the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderReset({});
    await askForCode(user);
    await user.click(screen.getByRole('button', { name: 'Reimposta password' }));
    expect(screen.getByText('Inserisci il codice completo a 6 cifre')).toBeTruthy();
    expect(screen.getByText('La password non rispetta tutti i requisiti indicati.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Cifra 1 di 6' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/confirm'))).toBe(false);
  });
});
