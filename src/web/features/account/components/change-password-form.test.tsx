import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER } from '../../../test/fixtures';
import { mockFetch, type MockRoute } from '../../../test/mock-fetch';
import { renderPages } from '../../../test/render-pages';
import { clearNotifications } from '../../notifications/notifications.store';
import { ChangePasswordForm } from './change-password-form';

const CURRENT = 'vecchia-password-1';
const NEW = 'nuova-password-2026';

function renderForm(answer: MockRoute = { status: 204 }) {
  const fetchMock = mockFetch({ 'POST /api/account/password': answer });
  renderPages([{ path: '/settings', Page: ChangePasswordForm }], '/settings', CUSTOMER);
  const sent = () =>
    fetchMock.mock.calls
      .filter(([input]) => String(input) === '/api/account/password')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { sent };
}

const currentField = () => screen.getByLabelText('Password attuale');
const newField = () => screen.getByLabelText('Nuova password');
const confirmField = () => screen.getByLabelText('Conferma nuova password');

async function fill(current: string, password: string, confirm = password) {
  const user = userEvent.setup();
  if (current) await user.type(currentField(), current);
  if (password) await user.type(newField(), password);
  if (confirm) await user.type(confirmField(), confirm);
  await user.click(screen.getByRole('button', { name: 'Aggiorna password' }));
  return user;
}

/** The error text shown under a field (linked by aria-describedby). */
function fieldError(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.role === 'alert');
  return error?.textContent ?? null;
}

beforeEach(() => {
  clearNotifications();
  document.cookie = 'csrf_token=test-token; path=/';
});

describe('Cambia password', () => {
  it('shows its fields with the password rules', () => {
    renderForm();
    const section = screen.getByRole('region', { name: 'Cambia password' });
    expect(within(section).getByLabelText('Password attuale')).toHaveProperty('type', 'password');
    expect(within(section).getByLabelText('Nuova password')).toHaveProperty('type', 'password');
    expect(within(section).getByLabelText('Conferma nuova password')).toHaveProperty(
      'type',
      'password',
    );
    expect(within(section).getByText('La password deve avere:')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Aggiorna password' })).toBeTruthy();
  });

  it('changes the password and says the other devices were signed out', async () => {
    const { sent } = renderForm();
    await fill(CURRENT, NEW);
    expect(
      await screen.findByText('Password aggiornata. Gli altri dispositivi sono stati disconnessi.'),
    ).toBeTruthy();
    expect(sent()).toEqual([{ currentPassword: CURRENT, newPassword: NEW }]);
    expect(currentField()).toHaveProperty('value', '');
    expect(newField()).toHaveProperty('value', '');
    expect(confirmField()).toHaveProperty('value', '');
  });

  it.each([
    ['the current password is missing', '', NEW, NEW, 'current', 'Inserisci la password attuale.'],
    [
      'the new password breaks the rules',
      CURRENT,
      'corta1',
      'corta1',
      'new',
      'La password non rispetta tutti i requisiti indicati.',
    ],
    ['the confirmation differs', CURRENT, NEW, `${NEW}x`, 'confirm', 'Le password non coincidono.'],
    [
      'the new password is the current one',
      CURRENT,
      CURRENT,
      CURRENT,
      'new',
      'La nuova password deve essere diversa da quella attuale.',
    ],
  ])('sends nothing when %s', async (_case, current, password, confirm, field, message) => {
    const { sent } = renderForm();
    await fill(current, password, confirm);
    const input = { current: currentField, new: newField, confirm: confirmField }[field]!();
    await waitFor(() => expect(fieldError(input)).toBe(message));
    expect(document.activeElement).toBe(input);
    expect(sent()).toEqual([]);
  });

  it('shows a wrong current password on its field', async () => {
    renderForm({
      status: 400,
      body: {
        error: {
          code: 'invalid-argument',
          message: 'La password attuale non è corretta.',
          fields: { currentPassword: 'La password attuale non è corretta.' },
        },
      },
    });
    await fill(CURRENT, NEW);
    await waitFor(() =>
      expect(fieldError(currentField())).toBe('La password attuale non è corretta.'),
    );
    expect(document.activeElement).toBe(currentField());
    expect(screen.queryByText(/Password aggiornata/)).toBeNull();
  });

  it("shows the server's refusal of the new password on its field", async () => {
    renderForm({
      status: 400,
      body: {
        error: {
          code: 'invalid-argument',
          message: 'Dati non validi',
          fields: { newPassword: 'La password deve contenere almeno una lettera.' },
        },
      },
    });
    await fill(CURRENT, NEW);
    await waitFor(() =>
      expect(fieldError(newField())).toBe('La password deve contenere almeno una lettera.'),
    );
    expect(document.activeElement).toBe(newField());
  });

  it('says when there were too many attempts', async () => {
    renderForm({
      status: 429,
      body: { error: { code: 'resource-exhausted', message: 'Too many' } },
    });
    await fill(CURRENT, NEW);
    const section = screen.getByRole('region', { name: 'Cambia password' });
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Troppe richieste. Attendi qualche istante e riprova.',
    );
    expect(currentField()).toHaveProperty('value', CURRENT);
  });
});
