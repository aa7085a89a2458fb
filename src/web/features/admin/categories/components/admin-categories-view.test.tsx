import { ERROR_MESSAGES } from '../../../../../domain/messages';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../../../domain/admin/categories.schema';
import { AppProviders } from '../../../../app/providers';
import AdminCategoriesPage from '../../../../pages/admin-categories.page';
import { ADMIN } from '../../../../test/fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { SESSION_QUERY_KEY } from '../../../auth/api/get-session';
import { NotificationsRegion } from '../../../notifications/components/notifications-region';
import { clearNotifications } from '../../../notifications/notifications.store';

function category(id: number, name: string, productCount: number): AdminCategory {
  return {
    id,
    slug: name.toLowerCase(),
    name,
    description: `Tutto su ${name}`,
    position: id,
    productCount,
  };
}

const IPHONE = category(1, 'iPhone', 17);
const MAC = category(2, 'Mac', 9);
const AUDIO = category(3, 'Audio', 0);

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: ADMIN });
  const router = createMemoryRouter(
    [
      {
        path: '/admin/categories',
        element: (
          <>
            <AdminCategoriesPage />
            <NotificationsRegion />
          </>
        ),
      },
    ],
    { initialEntries: ['/admin/categories'] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { queryClient };
}

function notificationTexts(): string[] {
  return Array.from(document.querySelectorAll('.notification__message')).map(
    (node) => node.textContent ?? '',
  );
}

async function bodiesSent(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  const bodies: unknown[] = [];
  for (const [input, init] of fetchMock.mock.calls as [RequestInfo | URL, RequestInit?][]) {
    const url = new URL(String(input), 'http://localhost');
    if ((init?.method ?? 'GET') === method && url.pathname === path)
      bodies.push(init?.body === undefined ? undefined : JSON.parse(String(init.body)));
  }
  return bodies;
}

async function table() {
  return screen.findByRole('table', { name: 'Categorie del negozio, nell’ordine del menu' });
}

async function rowNames(): Promise<string[]> {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getByRole('rowheader').textContent ?? '');
}

beforeEach(() => {
  clearNotifications();
  document.cookie = 'csrf_token=test-token; path=/';
});

describe('/admin/categories', () => {
  it('lists the categories in order with their addresses and product counts', async () => {
    mockFetch({ 'GET /api/admin/categories': { body: { categories: [IPHONE, MAC, AUDIO] } } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Categorie' })).toBeTruthy();
    expect(await rowNames()).toEqual(['iPhone', 'Mac', 'Audio']);
    const iphone = within(await table()).getAllByRole('row')[1]!;
    expect(within(iphone).getByText('/products/iphone')).toBeTruthy();
    expect(within(iphone).getByText('17')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Sposta su "iPhone"' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Sposta giù "Audio"' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('adds a category, notifies it and shows it in the list', async () => {
    const list = [IPHONE, MAC];
    const fetchMock = mockFetch({
      'GET /api/admin/categories': () => ({ body: { categories: list } }),
      'POST /api/admin/categories': () => {
        list.push(AUDIO);
        return { status: 201, body: { category: AUDIO } };
      },
    });
    renderPage();
    await table();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Nuova categoria' });
    await user.type(within(form).getByLabelText('Nome'), 'Audio');
    expect(within(form).getByText('Indirizzo: /products/audio')).toBeTruthy();
    await user.type(within(form).getByLabelText('Descrizione (facoltativa)'), 'Cuffie');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi categoria' }));

    await waitFor(() =>
      expect(notificationTexts()).toContain('Categoria "Audio" aggiunta con successo!'),
    );
    expect(await bodiesSent(fetchMock, 'POST', '/api/admin/categories')).toEqual([
      { name: 'Audio', description: 'Cuffie' },
    ]);
    await waitFor(async () => expect(await rowNames()).toEqual(['iPhone', 'Mac', 'Audio']));
    expect((within(form).getByLabelText('Nome') as HTMLInputElement).value).toBe('');
  });

  it('checks the name before sending, and keeps what was typed when the server refuses it', async () => {
    const message = 'Esiste già una categoria "iPhone".';
    const fetchMock = mockFetch({
      'GET /api/admin/categories': { body: { categories: [IPHONE] } },
      'POST /api/admin/categories': {
        status: 409,
        body: {
          error: {
            code: 'already-exists',
            message,
            fields: { name: message },
            details: { reason: 'duplicate-name' },
          },
        },
      },
    });
    renderPage();
    await table();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Nuova categoria' });
    const name = within(form).getByLabelText('Nome') as HTMLInputElement;

    await user.click(within(form).getByRole('button', { name: 'Aggiungi categoria' }));
    expect(within(form).getByText('Inserisci il nome della categoria.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(await bodiesSent(fetchMock, 'POST', '/api/admin/categories')).toEqual([]);

    await user.type(name, 'IPHONE');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi categoria' }));
    await waitFor(() => expect(notificationTexts()).toContain(`Errore: ${message}`));
    expect(within(form).getByRole('alert').textContent).toBe(`Errore: ${message}`);
    expect(within(form).getByText(message, { selector: '.admin-field__error' })).toBeTruthy();
    expect(name.value).toBe('IPHONE');
  });

  it('renames a category from its edit form', async () => {
    let list = [IPHONE, MAC];
    const fetchMock = mockFetch({
      'GET /api/admin/categories': () => ({ body: { categories: list } }),
      'PATCH /api/admin/categories/2': () => {
        const renamed = { ...MAC, name: 'Mac e MacBook', slug: 'mac-e-macbook' };
        list = [IPHONE, renamed];
        return { body: { category: renamed } };
      },
    });
    renderPage();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifica "Mac"' }));
    const form = screen.getByRole('form', { name: 'Modifica "Mac"' });
    const name = within(form).getByLabelText('Nome') as HTMLInputElement;
    expect(document.activeElement).toBe(name);
    await user.clear(name);
    await user.type(name, 'Mac e MacBook');
    await user.click(within(form).getByRole('button', { name: 'Salva modifiche' }));

    await waitFor(() =>
      expect(notificationTexts()).toContain('Categoria "Mac e MacBook" modificata con successo!'),
    );
    expect(await bodiesSent(fetchMock, 'PATCH', '/api/admin/categories/2')).toEqual([
      { name: 'Mac e MacBook', description: 'Tutto su Mac' },
    ]);
    await waitFor(async () => expect(await rowNames()).toEqual(['iPhone', 'Mac e MacBook']));
    expect(screen.queryByRole('form', { name: /Modifica/ })).toBeNull();
  });

  it('moves a category down with the keyboard and keeps the focus on it', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/categories': { body: { categories: [IPHONE, MAC, AUDIO] } },
      'POST /api/admin/categories/1/move': {
        body: { categories: [MAC, IPHONE, AUDIO] },
      },
    });
    renderPage();
    await table();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Sposta giù "iPhone"' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(notificationTexts()).toContain('Categoria "iPhone" spostata in posizione 2 di 3.'),
    );
    expect(await bodiesSent(fetchMock, 'POST', '/api/admin/categories/1/move')).toEqual([
      { direction: 'down' },
    ]);
    expect(await rowNames()).toEqual(['Mac', 'iPhone', 'Audio']);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Sposta giù "iPhone"' }),
      ),
    );
  });

  it('shows the refusal to delete a category with products as "Errore: …"', async () => {
    const refusal = 'Impossibile eliminare "iPhone": 17 prodotti associati';
    mockFetch({
      'GET /api/admin/categories': { body: { categories: [IPHONE, MAC] } },
      'DELETE /api/admin/categories/1': {
        status: 409,
        body: {
          error: {
            code: 'already-exists',
            message: refusal,
            details: { reason: 'has-products', productCount: 17 },
          },
        },
      },
    });
    renderPage();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Elimina "iPhone"' }));
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }));

    await waitFor(() => expect(notificationTexts()).toContain(`Errore: ${refusal}`));
    expect(await rowNames()).toEqual(['iPhone', 'Mac']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elimina "iPhone"' })),
    );
  });

  it('deletes an empty category after the confirmation', async () => {
    let list = [IPHONE, AUDIO];
    const fetchMock = mockFetch({
      'GET /api/admin/categories': () => ({ body: { categories: list } }),
      'DELETE /api/admin/categories/3': () => {
        list = [IPHONE];
        return { body: { category: AUDIO } };
      },
    });
    renderPage();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Elimina "Audio"' }));
    expect(screen.getByRole('group', { name: 'Eliminare "Audio"?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(await bodiesSent(fetchMock, 'DELETE', '/api/admin/categories/3')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Elimina "Audio"' }));
    await user.click(screen.getByRole('button', { name: 'Sì, elimina' }));
    await waitFor(() =>
      expect(notificationTexts()).toContain('Categoria "Audio" eliminata con successo!'),
    );
    await waitFor(async () => expect(await rowNames()).toEqual(['iPhone']));
  });

  it('says so when the list cannot be loaded', async () => {
    mockFetch({
      'GET /api/admin/categories': {
        status: 503,
        body: { error: { code: 'unavailable', message: 'Il negozio è molto impegnato.' } },
      },
    });
    renderPage();
    // A busy or failing server is told in the shop's own words, whatever its answer says.
    expect((await screen.findByRole('alert')).textContent).toContain(
      `Errore: ${ERROR_MESSAGES.unavailable}`,
    );
  });
});
