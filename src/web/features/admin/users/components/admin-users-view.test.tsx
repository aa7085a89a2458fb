import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUsersPage } from '../../../../../domain/admin/users.schema';
import { AppProviders } from '../../../../app/providers';
import AdminUsersRoutePage from '../../../../pages/admin-users.page';
import { ADMIN } from '../../../../test/fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { SESSION_QUERY_KEY } from '../../../auth/api/get-session';
import { NotificationsRegion } from '../../../notifications/components/notifications-region';
import { clearNotifications } from '../../../notifications/notifications.store';

function adminUser(overrides: Partial<AdminUser> & Pick<AdminUser, 'id' | 'email'>): AdminUser {
  return {
    name: null,
    role: 'user',
    emailVerified: true,
    isActive: true,
    createdAt: '2026-10-01T09:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

const SELF = adminUser({
  id: ADMIN.id,
  email: ADMIN.email,
  name: 'Anna Admin',
  role: 'admin',
  createdAt: '2026-01-10T09:00:00.000Z',
});
const GIULIA = adminUser({
  id: 'u-10',
  email: 'giulia@example.it',
  name: 'Giulia Rossi',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastLoginAt: '2026-11-24T15:30:00.000Z',
});
const LUCA = adminUser({
  id: 'u-11',
  email: 'luca@example.it',
  role: 'admin',
  emailVerified: false,
  isActive: false,
});

function page(users: AdminUser[], overrides: Partial<AdminUsersPage> = {}): AdminUsersPage {
  return { users, page: 1, pageCount: 1, total: users.length, ...overrides };
}

function renderPage(initialEntry = '/admin/users') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: ADMIN });
  const router = createMemoryRouter(
    [
      {
        path: '/admin/users',
        element: (
          <>
            <AdminUsersRoutePage />
            <NotificationsRegion />
          </>
        ),
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}

function notificationTexts(): string[] {
  return Array.from(document.querySelectorAll('.notification__message')).map(
    (node) => node.textContent ?? '',
  );
}

/** The query strings of the list requests made, in order. */
function listQueries(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return (fetchMock.mock.calls as [RequestInfo | URL, RequestInit?][])
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/users')
    .map((url) => url.search);
}

function bodiesSent(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown[] {
  return (fetchMock.mock.calls as [RequestInfo | URL, RequestInit?][])
    .filter(([input, init]) => init?.method === 'POST' && String(input) === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function rowOf(email: string): Promise<HTMLElement> {
  const header = await screen.findByRole('rowheader', { name: email });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

beforeEach(() => {
  clearNotifications();
  document.cookie = 'csrf_token=test-token; path=/';
});

describe('/admin/users', () => {
  it('shows "N utenti caricati" above a table of the users', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/users': { body: page([GIULIA, LUCA, SELF], { total: 3 }) },
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Utenti' })).toBeTruthy();
    const status = await screen.findByText('3 utenti caricati');
    expect(status.getAttribute('role')).toBe('status');
    const table = screen.getByRole('table', { name: /Utenti registrati: 3 trovati/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Nome',
      'Email',
      'Ruolo',
      'Verificato',
      'Attivo',
      'Iscritto dal',
      'Ultimo accesso',
      'Azioni',
    ]);
    const giulia = await rowOf('giulia@example.it');
    expect(within(giulia).getByText('Giulia Rossi')).toBeTruthy();
    expect(within(giulia).getByText('Cliente')).toBeTruthy();
    expect(within(giulia).getByText('20 nov 2026')).toBeTruthy();
    expect(within(giulia).getByText('24 nov 2026, 16:30')).toBeTruthy();
    const luca = await rowOf('luca@example.it');
    expect(within(luca).getByText('Amministratore')).toBeTruthy();
    expect(within(luca).getByText('Mai')).toBeTruthy();
    expect(within(luca).getByRole('button', { name: 'Attiva luca@example.it' })).toBeTruthy();
    const self = await rowOf(ADMIN.email);
    expect(within(self).queryByRole('button')).toBeNull();
    expect(within(self).getByText('Il tuo account')).toBeTruthy();
    expect(listQueries(fetchMock)).toEqual(['?page=1']);
  });

  it('deactivates a user and notifies it', async () => {
    let giulia = GIULIA;
    const fetchMock = mockFetch({
      'GET /api/admin/users': () => ({ body: page([giulia]) }),
      'POST /api/admin/users/u-10/active': () => {
        giulia = { ...GIULIA, isActive: false };
        return { body: { user: giulia } };
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      within(await rowOf('giulia@example.it')).getByRole('button', {
        name: 'Disattiva giulia@example.it',
      }),
    );
    await waitFor(() =>
      expect(notificationTexts()).toContain('Utente "giulia@example.it" disattivato.'),
    );
    expect(bodiesSent(fetchMock, '/api/admin/users/u-10/active')).toEqual([{ active: false }]);
    expect(
      await within(await rowOf('giulia@example.it')).findByRole('button', {
        name: 'Attiva giulia@example.it',
      }),
    ).toBeTruthy();
  });

  it('promotes a user to admin', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/users': { body: page([GIULIA]) },
      'POST /api/admin/users/u-10/role': { body: { user: { ...GIULIA, role: 'admin' } } },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Rendi amministratore giulia@example.it' }),
    );
    await waitFor(() =>
      expect(notificationTexts()).toContain('"giulia@example.it" è ora amministratore.'),
    );
    expect(bodiesSent(fetchMock, '/api/admin/users/u-10/role')).toEqual([{ role: 'admin' }]);
  });

  it('shows a refusal as "Errore: …"', async () => {
    const refusal =
      '"luca@example.it" è l’ultimo amministratore attivo: prima rendi amministratore qualcun altro.';
    mockFetch({
      'GET /api/admin/users': { body: page([{ ...LUCA, isActive: true }]) },
      'POST /api/admin/users/u-11/role': {
        status: 409,
        body: {
          error: { code: 'already-exists', message: refusal, details: { reason: 'last-admin' } },
        },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Rimuovi amministratore luca@example.it' }),
    );
    await waitFor(() => expect(notificationTexts()).toContain(`Errore: ${refusal}`));
  });

  it('searches, filters and pages through the address', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/users': (request) => {
        const pageNumber = Number(new URL(request.url).searchParams.get('page'));
        return { body: page([GIULIA], { page: pageNumber, pageCount: 3, total: 60 }) };
      },
    });
    const { router } = renderPage();
    await screen.findByText('1 utenti caricati');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Cerca per nome o email'), 'Rossi');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Rossi'));

    await user.selectOptions(screen.getByLabelText('Ruolo'), 'admin');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Rossi&role=admin'));
    await user.selectOptions(screen.getByLabelText('Stato'), 'inactive');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=Rossi&role=admin&state=inactive'),
    );
    await screen.findByText('Pagina 1 di 3');
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await screen.findByText('Pagina 2 di 3');
    expect(listQueries(fetchMock)).toEqual([
      '?page=1',
      '?page=1&q=Rossi',
      '?page=1&q=Rossi&role=admin',
      '?page=1&q=Rossi&role=admin&state=inactive',
      '?page=2&q=Rossi&role=admin&state=inactive',
    ]);
    expect((screen.getByLabelText('Cerca per nome o email') as HTMLInputElement).value).toBe(
      'Rossi',
    );
  });

  it('says so when the list cannot be loaded', async () => {
    mockFetch({
      'GET /api/admin/users': {
        status: 400,
        body: { error: { code: 'invalid-argument', message: 'Numero di pagina non valido.' } },
      },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Errore: Numero di pagina non valido.',
    );
  });
});
