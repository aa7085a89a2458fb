import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../../domain/catalog/product.schema';
import { renderNavbar } from '../../../components/layout/navbar/render-navbar.test-utils';
import { CUSTOMER, productSummary } from '../../../test/fixtures';
import type { MockRoute } from '../../../test/mock-fetch';
import { useWishlistStore } from '../../wishlist/wishlist.store';
import { reloadRecentSearches } from '../recent-searches.store';
import { galleryIndexAt } from './hover-gallery';

// The panel's live part is a lazy chunk: its first load in a busy run can take a while.
configure({ asyncUtilTimeout: 5_000 });

/** `count` matching products, named "Prodotto 1"…; the first has six pictures. */
function products(count: number): ProductSummary[] {
  return Array.from({ length: count }, (_, i) =>
    productSummary({
      id: i + 1,
      slug: `prodotto-${i + 1}`,
      name: `Prodotto ${i + 1}`,
      images:
        i === 0
          ? Array.from({ length: 7 }, (_, n) => `/uploads/catalog/p-1-${n + 1}.svg`)
          : [`/uploads/catalog/p-${i + 1}-1.svg`],
    }),
  );
}

/**
 * A fake GET /api/search: `total` matches, of which the first `limit` are returned (the panel
 * asks for 6). Every request URL is recorded.
 */
function searchApi(total: number | ((q: string) => number)) {
  const requests: URL[] = [];
  const route: MockRoute = (request) => {
    const url = new URL(request.url);
    requests.push(url);
    const q = url.searchParams.get('q') ?? '';
    const count = typeof total === 'function' ? total(q) : total;
    const limit = Number(url.searchParams.get('limit') ?? 50);
    return { body: { query: q, total: count, items: products(Math.min(count, limit)) } };
  };
  return { requests, routes: { 'GET /api/search': route } };
}

async function openPanel(
  total: number | ((q: string) => number) = 57,
  options: { user?: typeof CUSTOMER | null; url?: string } = {},
) {
  const api = searchApi(total);
  const app = renderNavbar(options.url ?? '/products', {
    user: options.user ?? null,
    routes: api.routes,
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cerca' }));
  const region = screen.getByRole('region', { name: 'Ricerca' });
  const input = within(region).getByRole('combobox', { name: 'Cerca nel sito' });
  return { ...app, ...api, user, region, input: input as HTMLInputElement };
}

function resultRows(region: HTMLElement) {
  return within(within(region).getByRole('grid', { name: 'Risultati della ricerca' })).getAllByRole(
    'row',
  );
}

const NO_WISHLIST = useWishlistStore.getState();

beforeEach(() => {
  reloadRecentSearches();
  useWishlistStore.setState(NO_WISHLIST, true);
});

describe('search panel: live results', () => {
  it('asks once, 180 ms after the last keystroke, for the trimmed query and 6 results', async () => {
    const { user, input, requests, region } = await openPanel();
    await user.type(input, '  iph');
    // Typed in a few milliseconds: nothing asked yet.
    expect(requests).toHaveLength(0);
    await waitFor(() => expect(resultRows(region)).toHaveLength(6));
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({ q: 'iph', limit: '6' });
  });

  it('asks nothing for a blank field', async () => {
    const { user, input, requests, region } = await openPanel();
    await user.type(input, '   ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(requests).toHaveLength(0);
    expect(await within(region).findByText('Nessuna ricerca recente')).toBeTruthy();
  });

  it('shows 6 rows and "Visualizza altri 44 risultati" for 57 matches (50 kept)', async () => {
    const { user, input, region } = await openPanel(57);
    await user.type(input, 'iphone');
    await waitFor(() => expect(resultRows(region)).toHaveLength(6));
    const more = within(region).getByRole('link', { name: 'Visualizza altri 44 risultati' });
    expect(more.getAttribute('href')).toBe('/search?q=iphone');
    expect(within(region).getByRole('status').textContent).toBe('57 risultati');
    // The panel tells the field from an effect, after the rows are on screen.
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(input.getAttribute('aria-controls')).toBe(
      within(region).getByRole('grid').getAttribute('id'),
    );
  });

  it('shows "Visualizza altri 2 risultati" for 8 matches and no link for 6', async () => {
    const { user, input, region } = await openPanel((q) => (q === 'otto' ? 8 : 6));
    await user.type(input, 'otto');
    await within(region).findByRole('link', { name: 'Visualizza altri 2 risultati' });
    await user.clear(input);
    await user.type(input, 'sei');
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('6 risultati'));
    expect(resultRows(region)).toHaveLength(6);
    expect(within(region).queryByRole('link', { name: /Visualizza altri/ })).toBeNull();
  });

  it('says "Nessun risultato" when nothing matches', async () => {
    const { user, input, region } = await openPanel(0);
    await user.type(input, 'zzzz');
    const status = await within(region).findByText('Nessun risultato');
    expect(status.getAttribute('role')).toBe('status');
    expect(within(region).queryByRole('grid')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows each row with name, stars and reviews, price in euro and the quick buttons', async () => {
    const { user, input, region } = await openPanel(1);
    await user.type(input, 'prodotto');
    const [row] = await waitFor(() => resultRows(region));
    const cells = within(row as HTMLElement);
    expect(cells.getByRole('link', { name: 'Prodotto 1' }).getAttribute('href')).toBe(
      '/products/prodotto-1',
    );
    expect(cells.getByRole('img', { name: 'Valutazione 4,5 su 5, 32 recensioni' })).toBeTruthy();
    expect(cells.getByText(/1\.239,00\s€/)).toBeTruthy();
    expect(
      cells.getByRole('button', { name: 'Aggiungi "Prodotto 1" alla Shopping Bag' }),
    ).toBeTruthy();
    expect(
      cells.getByRole('button', { name: 'Aggiungi "Prodotto 1" alla lista desideri' }),
    ).toBeTruthy();
  });

  it('moves through up to 6 pictures as the pointer crosses the thumbnail', async () => {
    const { user, input, region } = await openPanel(1);
    await user.type(input, 'prodotto');
    const [row] = await waitFor(() => resultRows(region));
    const gallery = (row as HTMLElement).querySelector<HTMLElement>('.hover-gallery');
    if (!gallery) throw new Error('no gallery');
    gallery.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 0, width: 60, height: 60 });
    const image = () => gallery.querySelector('img')?.getAttribute('src');
    expect(image()).toBe('/uploads/catalog/p-1-1.svg');
    fireEvent.pointerMove(gallery, { clientX: 125 });
    expect(image()).toBe('/uploads/catalog/p-1-3.svg');
    fireEvent.pointerMove(gallery, { clientX: 159 });
    // Seven pictures, six shown: the last band is the sixth.
    expect(image()).toBe('/uploads/catalog/p-1-6.svg');
    fireEvent.pointerLeave(gallery);
    expect(image()).toBe('/uploads/catalog/p-1-1.svg');
  });
});

describe('search panel: keyboard', () => {
  it('moves the active row with the arrows (wrapping) and opens it with Enter', async () => {
    const { user, input, region, currentUrl } = await openPanel(8);
    await user.type(input, 'prodotto');
    const rows = await waitFor(() => resultRows(region));
    const activeCell = () => {
      const id = input.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id) : null;
    };
    expect(activeCell()).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(activeCell()?.closest('[role="row"]')).toBe(rows[0]);
    expect(activeCell()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeCell()?.closest('[role="row"]')).toBe(rows[2]);
    await user.keyboard('{ArrowUp}');
    expect(activeCell()?.closest('[role="row"]')).toBe(rows[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeCell()?.closest('[role="row"]')).toBe(rows[5]);
    expect(document.activeElement).toBe(input);

    await user.keyboard('{Enter}');
    expect(currentUrl()).toBe('/products/prodotto-6');
    expect(screen.queryByRole('region', { name: 'Ricerca' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('recentSearches') ?? '[]')).toEqual(['prodotto']);
  });

  it('submits the search with Enter when no row is active, and saves it', async () => {
    const { user, input, region, currentUrl } = await openPanel(8);
    await user.type(input, ' Perché ');
    await waitFor(() => resultRows(region));
    await user.keyboard('{Enter}');
    expect(currentUrl()).toBe('/search?q=Perch%C3%A9');
    expect(JSON.parse(window.localStorage.getItem('recentSearches') ?? '[]')).toEqual(['Perché']);
  });

  it('closes on Escape and gives focus back to the search button', async () => {
    const { user, input, region } = await openPanel(8);
    await user.type(input, 'prodotto');
    await waitFor(() => resultRows(region));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('region', { name: 'Ricerca' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cerca' }));
    // Opened again: no row is active any more.
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });
});

describe('search panel: recent searches', () => {
  it('says "Nessuna ricerca recente" when there are none', async () => {
    const { region, input } = await openPanel();
    expect(await within(region).findByText('Nessuna ricerca recente')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Cancella tutto' })).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the searches run, newest first, and runs one again', async () => {
    window.localStorage.setItem('recentSearches', JSON.stringify(['mac', 'ipad']));
    const { user, input, region, currentUrl } = await openPanel();
    await user.type(input, 'iphone{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    // The field keeps "iphone": the list shows once it is blank.
    await user.clear(input);
    const list = await within(region).findByRole('list', { name: 'Ricerche recenti' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['iphone', 'mac', 'ipad']);
    await user.click(within(list).getByRole('button', { name: 'mac' }));
    expect(currentUrl()).toBe('/search?q=mac');
    expect(JSON.parse(window.localStorage.getItem('recentSearches') ?? '[]')).toEqual([
      'mac',
      'iphone',
      'ipad',
    ]);
  });

  it('removes one entry, then all with "Cancella tutto"', async () => {
    window.localStorage.setItem('recentSearches', JSON.stringify(['mac', 'ipad', 'watch']));
    reloadRecentSearches();
    const { user, region, input } = await openPanel();
    const list = await within(region).findByRole('list', { name: 'Ricerche recenti' });

    await user.click(
      within(list).getByRole('button', { name: 'Rimuovi “ipad” dalle ricerche recenti' }),
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['mac', 'watch']);
    // Focus goes to the entry that took its place.
    expect(document.activeElement).toBe(
      within(list).getByRole('button', { name: 'Rimuovi “watch” dalle ricerche recenti' }),
    );
    expect(JSON.parse(window.localStorage.getItem('recentSearches') ?? '[]')).toEqual([
      'mac',
      'watch',
    ]);

    await user.click(within(region).getByRole('button', { name: 'Cancella tutto' }));
    expect(within(region).getByText('Nessuna ricerca recente')).toBeTruthy();
    expect(window.localStorage.getItem('recentSearches')).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});

describe('search panel: wishlist heart', () => {
  it('sends a guest to log in, back to /wishlist, remembering the product', async () => {
    const { user, input, region, currentUrl } = await openPanel(3);
    await user.type(input, 'prodotto');
    const [, second] = await waitFor(() => resultRows(region));
    await user.click(
      within(second as HTMLElement).getByRole('button', {
        name: 'Aggiungi "Prodotto 2" alla lista desideri',
      }),
    );
    expect(currentUrl()).toBe('/login?redirect=%2Fwishlist');
    expect(JSON.parse(window.localStorage.getItem('pendingWishlistItem') ?? 'null')).toEqual({
      id: 2,
      name: 'Prodotto 2',
    });
    expect(window.localStorage.getItem('redirectAfterLogin')).toBe('/wishlist');
  });

  it("toggles the logged-in user's wishlist, the pressed state following it", async () => {
    useWishlistStore.setState({ userId: CUSTOMER.id, status: 'ready' });
    const { user, input, region } = await openPanel(3, { user: CUSTOMER });
    await screen.findByRole('button', { name: 'Account' });
    await user.type(input, 'prodotto');
    const [first] = await waitFor(() => resultRows(region));
    const heart = within(first as HTMLElement).getByRole('button', {
      name: 'Aggiungi "Prodotto 1" alla lista desideri',
    });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(useWishlistStore.getState().items).toEqual([1]);
    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(useWishlistStore.getState().items).toEqual([]);
  });
});

describe('galleryIndexAt', () => {
  it('cuts the thumbnail into one band per picture', () => {
    expect(galleryIndexAt(0, 60, 6)).toBe(0);
    expect(galleryIndexAt(9.9, 60, 6)).toBe(0);
    expect(galleryIndexAt(10, 60, 6)).toBe(1);
    expect(galleryIndexAt(59.9, 60, 6)).toBe(5);
  });

  it('stays inside the pictures and shows the first without a size or a second picture', () => {
    expect(galleryIndexAt(-5, 60, 6)).toBe(0);
    expect(galleryIndexAt(80, 60, 6)).toBe(5);
    expect(galleryIndexAt(30, 0, 6)).toBe(0);
    expect(galleryIndexAt(30, 60, 1)).toBe(0);
  });
});
