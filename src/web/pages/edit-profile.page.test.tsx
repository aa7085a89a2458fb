import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE_NAME } from '../../domain/http';
import {
  accountProfile,
  AVATAR_FILES,
  profileAnswer,
  refusal,
} from '../features/account/test-support/account-fixtures';
import { clearNotifications } from '../features/notifications/notifications.store';
import { CUSTOMER } from '../test/fixtures';
import { waitForFocusOn } from '../test/focus';
import { mockFetch, type MockRoute } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';
import { renderPages } from '../test/render-pages';
import EditProfilePage from './edit-profile.page';

// The whole-app render loads lazy page chunks: the first one in a busy run can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };

/** A stand-in for XMLHttpRequest: the test decides when bytes go out and what comes back. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function renderEditProfile(routes: Record<string, MockRoute>) {
  const fetchMock = mockFetch({
    'GET /api/account/profile': { body: accountProfile() },
    ...routes,
  });
  const view = renderPages(
    [{ path: '/edit-profile', Page: EditProfilePage }],
    '/edit-profile',
    CUSTOMER,
  );
  const sent = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => String(input) === path && init?.method === method)
      .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
  return { ...view, sent };
}

/** The error text shown under a field (linked by aria-describedby). */
function fieldError(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.role === 'alert');
  return error?.textContent ?? null;
}

function image(name: string, bytes: number, type = 'image/jpeg'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

beforeEach(() => {
  clearNotifications();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  document.cookie = `${CSRF_COOKIE_NAME}=test-token; path=/`;
});

describe('/edit-profile personal data', () => {
  it('shows the server’s refusal under its field and keeps everything typed', async () => {
    const { sent } = renderEditProfile({
      'PATCH /api/account/profile': refusal(400, 'invalid-argument', 'Dati non validi.', {
        phoneNumber:
          'Inserisci un numero di telefono valido, italiano (es. 333 123 4567) o internazionale con il prefisso (es. +44 20 7946 0958).',
      }),
    });
    const user = userEvent.setup();
    const displayName = await screen.findByLabelText('Nome da mostrare');
    const phone = screen.getByLabelText('Telefono');
    expect(phone).toHaveProperty('value', '+39 333 123 4567');
    await user.clear(displayName);
    await user.type(displayName, 'Marietto');
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    await waitFor(() =>
      expect(fieldError(phone)).toBe(
        'Inserisci un numero di telefono valido, italiano (es. 333 123 4567) o internazionale con il prefisso (es. +44 20 7946 0958).',
      ),
    );
    expect(document.activeElement).toBe(phone);
    expect(sent('PATCH', '/api/account/profile')).toEqual([
      { displayName: 'Marietto', phoneNumber: '+44 20 7946 0958' },
    ]);
    expect(displayName).toHaveProperty('value', 'Marietto');
    expect(phone).toHaveProperty('value', '+44 20 7946 0958');
    expect(screen.getByLabelText('Nome')).toHaveProperty('value', 'Mario');
    expect(fieldError(displayName)).toBeNull();
    expect(screen.queryByText('Profilo aggiornato.')).toBeNull();
  });

  it('refuses an empty display name before sending anything', async () => {
    const { sent } = renderEditProfile({});
    const user = userEvent.setup();
    const displayName = await screen.findByLabelText('Nome da mostrare');
    await user.clear(displayName);
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(fieldError(displayName)).toBe('Inserisci il nome da mostrare.'));
    expect(document.activeElement).toBe(displayName);
    expect(sent('PATCH', '/api/account/profile')).toEqual([]);
  });
});

describe('/edit-profile in the whole app', () => {
  it('saves, says so, and the account menu shows the new name at once', async () => {
    const saved = accountProfile({ displayName: 'Marietto' });
    const fetchMock = mockFetch({
      // The session as the server first answered it: the new name can only come from the save.
      'GET /api/auth/session': { body: { user: CUSTOMER } },
      'GET /api/account/profile': { body: accountProfile() },
      'PATCH /api/account/profile': { body: profileAnswer(saved) },
    });
    const app = renderApp('/edit-profile');
    const user = userEvent.setup();
    const displayName = await screen.findByLabelText('Nome da mostrare', undefined, SLOW);
    await user.clear(displayName);
    await user.type(displayName, 'Marietto');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    expect(await screen.findByText('Profilo aggiornato.')).toBeTruthy();
    const sessionCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input) === '/api/auth/session').length;
    const sessionCallsAfterSave = sessionCalls();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const panel = screen.getByRole('region', { name: /account/i });
    expect(within(panel).getByText('Marietto')).toBeTruthy();
    expect(within(panel).queryByText('Mario Rossi')).toBeNull();
    expect(sessionCalls()).toBe(sessionCallsAfterSave);
    expect(app.currentUrl()).toBe('/edit-profile');
  });
});

describe('/edit-profile photo', () => {
  it('refuses a file over 5 MB before sending it', async () => {
    renderEditProfile({});
    const picker = await screen.findByLabelText('Scegli una foto');
    expect(picker.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    await userEvent.upload(picker, image('vacanze.jpg', 5 * 1024 * 1024 + 1));
    await waitFor(() =>
      expect(fieldError(picker)).toBe('L’immagine supera i 5 MB: scegline una più leggera.'),
    );
    expect(FakeXhr.sent).toEqual([]);
  });

  it('uploads a chosen photo at once, showing its progress, and shows the new picture', async () => {
    renderEditProfile({});
    const picker = await screen.findByLabelText('Scegli una foto');
    expect(
      screen.getByText('Non hai ancora una foto: al suo posto mostriamo le tue iniziali.'),
    ).toBeTruthy();
    await userEvent.upload(picker, image('ritratto.jpg', 5 * 1024 * 1024));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const request = FakeXhr.sent[0] as FakeXhr;
    expect([request.method, request.url]).toEqual(['PUT', '/api/account/avatar']);
    expect(request.headers['x-csrf-token']).toBe('test-token');
    expect((request.body?.get('avatar') as File).name).toBe('ritratto.jpg');
    expect(
      screen.getByText('Caricamento della foto…', { selector: '[role="status"]' }),
    ).toBeTruthy();
    act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 100 }));
    expect(
      screen.getByRole('progressbar', { name: 'Caricamento della foto…' }).getAttribute('value'),
    ).toBe('30');
    act(() => request.upload.onload?.());
    expect(screen.getByText('Stiamo preparando la foto…')).toBeTruthy();

    act(() => request.respond(200, profileAnswer(accountProfile({ avatar: AVATAR_FILES }))));
    expect(await screen.findByText('Foto del profilo aggiornata.')).toBeTruthy();
    expect(screen.getByAltText('La tua foto del profilo').getAttribute('src')).toBe(
      AVATAR_FILES[256],
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rimuovi foto' })).toBeTruthy();
  });

  it('shows the server’s refusal of a photo', async () => {
    renderEditProfile({});
    const picker = await screen.findByLabelText('Scegli una foto');
    await userEvent.upload(picker, image('finta.png', 200, 'image/png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      (FakeXhr.sent[0] as FakeXhr).respond(
        400,
        refusal(400, 'invalid-argument', 'Il file non è un’immagine JPEG, PNG o WebP.').body,
      ),
    );
    await waitFor(() =>
      expect(fieldError(picker)).toBe('Il file non è un’immagine JPEG, PNG o WebP.'),
    );
  });

  it('removes the photo and goes back to the initials', async () => {
    renderEditProfile({
      'GET /api/account/profile': { body: accountProfile({ avatar: AVATAR_FILES }) },
      'DELETE /api/account/avatar': { body: profileAnswer(accountProfile()) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rimuovi foto' }));
    expect(await screen.findByText('Foto del profilo rimossa.')).toBeTruthy();
    expect(screen.queryByAltText('La tua foto del profilo')).toBeNull();
    expect(screen.getByText('MR')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Scegli una foto'));
  });
});

describe('/edit-profile email', () => {
  const NEW_EMAIL = 'mario.nuovo@example.com';
  const STATE = {
    email: NEW_EMAIL,
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    attemptsLeft: 5,
    resendAvailableAt: new Date(Date.now() - 1000).toISOString(),
    resendsLeft: 3,
  };

  it('changes the address after the code sent to the new one', async () => {
    const { sent } = renderEditProfile({
      'POST /api/account/email/code': { status: 202, body: STATE },
      'POST /api/account/email/verify': {
        body: profileAnswer(accountProfile({ email: NEW_EMAIL })),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nuovo indirizzo email'), NEW_EMAIL);
    await user.type(screen.getByLabelText('Password attuale'), 'password-attuale-1');
    await user.click(screen.getByRole('button', { name: 'Invia codice' }));

    expect(await screen.findByText(`Ti abbiamo inviato un codice a ${NEW_EMAIL}.`)).toBeTruthy();
    expect(sent('POST', '/api/account/email/code')).toEqual([
      { newEmail: NEW_EMAIL, currentPassword: 'password-attuale-1' },
    ]);
    expect(screen.getByRole('group', { name: 'Codice di verifica' })).toBeTruthy();
    await waitForFocusOn(screen.getByLabelText('Cifra 1 di 6'));
    await user.keyboard('123456');

    expect(
      await screen.findByText(`Indirizzo email aggiornato: ora accedi con ${NEW_EMAIL}.`),
    ).toBeTruthy();
    expect(sent('POST', '/api/account/email/verify')).toEqual([{ code: '123456' }]);
    const current = screen.getByText('Email attuale', { selector: 'dt' });
    expect(current.nextElementSibling?.textContent).toBe(NEW_EMAIL);
    expect(screen.getByLabelText('Nuovo indirizzo email')).toHaveProperty('value', '');
  });

  it('says how many attempts a wrong code leaves, and starts again after the last', async () => {
    let attempts = 0;
    renderEditProfile({
      'POST /api/account/email/code': { status: 202, body: STATE },
      'POST /api/account/email/verify': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'invalid-argument',
                  message: 'Codice non valido',
                  details: { attemptsLeft: 1 },
                },
              },
            }
          : {
              status: 429,
              body: {
                error: {
                  code: 'resource-exhausted',
                  message: 'Troppi tentativi falliti: richiedi un nuovo codice.',
                  details: { reason: 'attempts' },
                },
              },
            };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nuovo indirizzo email'), NEW_EMAIL);
    await user.type(screen.getByLabelText('Password attuale'), 'password-attuale-1');
    await user.click(screen.getByRole('button', { name: 'Invia codice' }));
    await screen.findByRole('group', { name: 'Codice di verifica' });
    const firstBox = screen.getByLabelText('Cifra 1 di 6');
    await waitForFocusOn(firstBox);
    await user.keyboard('111111');

    await waitFor(() => expect(fieldError(firstBox)).toBe('Codice errato: ti resta 1 tentativo.'));
    expect(screen.getByText('Tentativi rimasti: 1')).toBeTruthy();
    await waitForFocusOn(firstBox);
    await user.keyboard('222222');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Troppi tentativi falliti: richiedi un nuovo codice.',
    );
    await waitForFocusOn(screen.getByLabelText('Nuovo indirizzo email'));
    expect(screen.queryByRole('group', { name: 'Codice di verifica' })).toBeNull();
  });

  it('shows a wrong password on its field, keeping the new address', async () => {
    renderEditProfile({
      'POST /api/account/email/code': refusal(
        400,
        'invalid-argument',
        'La password non è corretta.',
        { currentPassword: 'La password non è corretta.' },
      ),
    });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Nuovo indirizzo email');
    await user.type(email, NEW_EMAIL);
    const password = screen.getByLabelText('Password attuale');
    await user.type(password, 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Invia codice' }));
    await waitFor(() => expect(fieldError(password)).toBe('La password non è corretta.'));
    expect(email).toHaveProperty('value', NEW_EMAIL);
  });

  it('resends the code, and cancels back to the address form', async () => {
    const { sent } = renderEditProfile({
      'GET /api/account/profile': { body: accountProfile({ pendingEmail: NEW_EMAIL }) },
      'POST /api/account/email/resend': { status: 202, body: STATE },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(`Ti abbiamo inviato un codice a ${NEW_EMAIL}.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Invia di nuovo il codice' }));
    expect(
      await screen.findByText(`Ti abbiamo inviato un nuovo codice a ${NEW_EMAIL}.`),
    ).toBeTruthy();
    expect(sent('POST', '/api/account/email/resend')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.getByLabelText('Nuovo indirizzo email')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Codice di verifica' })).toBeNull();
  });
});
