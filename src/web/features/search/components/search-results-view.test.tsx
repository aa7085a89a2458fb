import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../../../domain/catalog/product.schema';
import { productSummary } from '../../../test/fixtures';
import { mockFetch, type MockResponse } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { reloadRecentSearches } from '../recent-searches.store';

const SLOW = { timeout: 15_000 };
// Whole-app renders load lazy page chunks: the first one in a busy run can take seconds.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

function products(count: number): ProductSummary[] {
  return Array.from({ length: count }, (_, i) =>
    productSummary({ id: i + 1, slug: `iphone-${i + 1}`, name: `iPhone modello ${i + 1}` }),
  );
}

/** The app with a fake GET /api/search answering `answer(q)`; request URLs are recorded. */
function searchApi(answer: (q: string) => MockResponse) {
  const requests: URL[] = [];
  mockFetch({
    'GET /api/auth/session': { body: { user: null } },
    'GET /api/search': (request) => {
      const url = new URL(request.url);
      requests.push(url);
      return answer(url.searchParams.get('q') ?? '');
    },
  });
  return requests;
}

function found(total: number, q: string): MockResponse {
  return { body: { query: q, total, items: products(Math.min(total, 50)) } };
}

beforeEach(() => {
  reloadRecentSearches();
});

describe('/search?q=', () => {
  it('shows the results as the catalog tiles, with the query and the count', async () => {
    const requests = searchApi((q) => found(3, q));
    renderApp('/search?q=%20iphone%20');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Risultati per “iphone”' }, SLOW),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Risultati per “iphone” – Vetrina'));
    expect(screen.getByText('3 risultati').getAttribute('aria-live')).toBe('polite');
    const list = screen.getByRole('list', { name: 'Risultati della ricerca' });
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(3);
    const first = within(tiles[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 2, name: 'iPhone modello 1' })).toBeTruthy();
    expect(first.getByRole('link', { name: 'iPhone modello 1' }).getAttribute('href')).toBe(
      '/products/iphone-1',
    );
    expect(
      first.getByRole('button', { name: 'Aggiungi "iPhone modello 1" alla Shopping Bag' }),
    ).toBeTruthy();
    expect(requests.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { q: 'iphone', limit: '50' },
    ]);
    // Opening the page for a query executes it: it joins the recent searches.
    expect(JSON.parse(window.localStorage.getItem('recentSearches') ?? '[]')).toEqual(['iphone']);
  });

  it('keeps 50 results and says how many match in all', async () => {
    searchApi((q) => found(57, q));
    renderApp('/search?q=apple');
    expect(
      await screen.findByText('57 risultati, ecco i 50 più pertinenti', {}, SLOW),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Risultati della ricerca' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
  });

  it('says "Nessun risultato" with links back to the catalog', async () => {
    searchApi((q) => found(0, q));
    renderApp('/search?q=tostapane');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nessun risultato' }, SLOW),
    ).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Sfoglia il catalogo' });
    expect(within(links).getByRole('link', { name: 'Tutti i prodotti' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(within(links).getByRole('link', { name: 'iPhone' }).getAttribute('href')).toBe(
      '/products/iphone',
    );
    expect(screen.queryByRole('list', { name: 'Risultati della ricerca' })).toBeNull();
  });

  it('invites to search when q is missing or blank, without searching or saving', async () => {
    const requests = searchApi((q) => found(3, q));
    const app = renderApp('/search?q=%20%20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ricerca' }, SLOW)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Ricerca – Vetrina'));
    expect(screen.getByText(/Scrivi che cosa cerchi/)).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Cerca tra i prodotti' })).toBeTruthy();
    await app.router.navigate('/search');
    expect(await screen.findByText(/Scrivi che cosa cerchi/)).toBeTruthy();
    expect(requests).toHaveLength(0);
    expect(window.localStorage.getItem('recentSearches')).toBeNull();
  });

  it('searches again from its own field, the URL leading', async () => {
    const user = userEvent.setup();
    searchApi((q) => found(q === 'mac' ? 2 : 3, q));
    const app = renderApp('/search?q=iphone');
    await screen.findByText('3 risultati', {}, SLOW);
    const field = screen.getByRole('searchbox', { name: 'Cerca tra i prodotti' });
    expect((field as HTMLInputElement).value).toBe('iphone');
    expect((field as HTMLInputElement).maxLength).toBe(60);
    await user.clear(field);
    await user.type(field, ' mac {Enter}');
    await waitFor(() => expect(app.currentUrl()).toBe('/search?q=mac'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Risultati per “mac”' }),
    ).toBeTruthy();
    expect(await screen.findByText('2 risultati')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('recentSearches') ?? '[]')).toEqual([
      'mac',
      'iphone',
    ]);
  });

  it('shows a failed search as an alert with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    searchApi((q) =>
      fail ? { status: 500, body: { error: { code: 'internal', message: 'down' } } } : found(1, q),
    );
    renderApp('/search?q=iphone');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Si è verificato un errore imprevisto');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('1 risultato')).toBeTruthy();
  });
});
