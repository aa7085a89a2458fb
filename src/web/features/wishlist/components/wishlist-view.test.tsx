import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WishlistProduct } from '../../../../domain/wishlist/wishlist-contents';
import { CUSTOMER } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import {
  notificationTexts,
  renderWithCart,
  resetCart,
  spaced,
} from '../../cart/components/render-cart.test-utils';
import { useCartStore } from '../../cart/cart.store';
import { useWishlistStore, type WishlistState } from '../wishlist.store';
import { WishlistView } from './wishlist-view';

// The whole-app render loads lazy page chunks: the first one in a busy run can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };

const INITIAL_WISHLIST: WishlistState = useWishlistStore.getState();

function wishlistProduct(overrides: Partial<WishlistProduct> = {}): WishlistProduct {
  return {
    id: 1,
    slug: 'iphone-16-pro',
    name: 'iPhone 16 Pro',
    priceCents: 123900,
    image: '/uploads/catalog/iphone-16-pro.svg',
    stock: 12,
    ...overrides,
  };
}

const IPHONE = wishlistProduct();
const WATCH = wishlistProduct({
  id: 2,
  slug: 'apple-watch-se',
  name: 'Apple Watch SE',
  priceCents: 29900,
  stock: 3,
});
const IPAD = wishlistProduct({
  id: 3,
  slug: 'ipad-mini',
  name: 'iPad mini',
  priceCents: 64900,
  stock: 0,
});

/** The logged-in user's list, read from the server, newest first. */
function seedWishlist(
  products: readonly WishlistProduct[],
  state: Partial<WishlistState> = {},
): void {
  useWishlistStore.setState(
    {
      ...INITIAL_WISHLIST,
      userId: CUSTOMER.id,
      status: 'ready',
      items: products.map((product) => product.id),
      products: Object.fromEntries(products.map((product) => [product.id, product])),
      ...state,
    },
    true,
  );
}

function renderView() {
  return renderWithCart(<WishlistView />, { user: CUSTOMER });
}

function list(): HTMLElement {
  return screen.getByRole('list', { name: 'Prodotti nella lista desideri' });
}

function line(name: string): HTMLElement {
  const link = within(list()).getByRole('link', { name });
  const item = link.closest('li');
  if (!item) throw new Error(`no line for ${name}`);
  return item;
}

beforeEach(() => {
  resetCart();
  useWishlistStore.setState(INITIAL_WISHLIST, true);
});

describe('wishlist page', () => {
  it('lists the products newest first with name, price and stock state', () => {
    seedWishlist([IPHONE, WATCH, IPAD]);
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Lista desideri' })).toBeTruthy();
    expect(screen.getByText('3 prodotti')).toBeTruthy();
    expect(
      screen.getByText('I prodotti che hai salvato, pronti per quando vorrai acquistarli.'),
    ).toBeTruthy();

    const names = within(list())
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['iPhone 16 Pro', 'Apple Watch SE', 'iPad mini']);

    const iphone = line('iPhone 16 Pro');
    expect(within(iphone).getByRole('link', { name: 'iPhone 16 Pro' }).getAttribute('href')).toBe(
      '/products/iphone-16-pro',
    );
    expect(spaced(iphone.querySelector('.cart-line__price')?.textContent)).toBe(
      'Prezzo: 1.239,00 €',
    );
    expect(within(iphone).getByText('Disponibile')).toBeTruthy();

    const watch = line('Apple Watch SE');
    expect(spaced(watch.textContent)).toContain('299,00 €');
    expect(within(watch).getByText('Solo 3 pezzi disponibili')).toBeTruthy();

    const ipad = line('iPad mini');
    expect(spaced(ipad.textContent)).toContain('649,00 €');
    expect(within(ipad).getByText('Esaurito')).toBeTruthy();

    for (const name of ['iPhone 16 Pro', 'Apple Watch SE', 'iPad mini']) {
      expect(
        within(line(name)).getByRole('button', { name: `Sposta "${name}" nel carrello` })
          .textContent,
      ).toBe('Sposta nel carrello');
      expect(
        within(line(name)).getByRole('button', { name: `Rimuovi "${name}" dalla lista desideri` })
          .textContent,
      ).toBe('Rimuovi');
    }
    expect(screen.getByRole('button', { name: 'Svuota la lista' })).toBeTruthy();
    expect(screen.queryByText('La tua lista desideri è vuota')).toBeNull();
  });

  it('says "1 prodotto" for a single product', () => {
    seedWishlist([WATCH]);
    renderView();
    expect(screen.getByText('1 prodotto')).toBeTruthy();
  });

  it('disables "Sposta nel carrello" for a sold-out product and says why', async () => {
    const user = userEvent.setup();
    seedWishlist([IPHONE, IPAD]);
    renderView();
    const move = within(line('iPad mini')).getByRole('button', {
      name: 'Sposta "iPad mini" nel carrello',
    });
    expect((move as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(move.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Esaurito');

    await user.click(move);
    expect(useCartStore.getState().items).toEqual([]);
    expect(useWishlistStore.getState().items).toEqual([1, 3]);
    expect(notificationTexts()).toEqual([]);

    const available = within(line('iPhone 16 Pro')).getByRole('button', {
      name: 'Sposta "iPhone 16 Pro" nel carrello',
    });
    expect((available as HTMLButtonElement).disabled).toBe(false);
    expect(available.getAttribute('aria-describedby')).toBeNull();
  });

  it('moves a product into the cart: one unit in the cart, off the list, one notice', async () => {
    const user = userEvent.setup();
    seedWishlist([IPHONE, WATCH]);
    renderView();
    await user.click(
      within(line('Apple Watch SE')).getByRole('button', {
        name: 'Sposta "Apple Watch SE" nel carrello',
      }),
    );
    expect(within(list()).queryByRole('link', { name: 'Apple Watch SE' })).toBeNull();
    expect(useWishlistStore.getState().items).toEqual([1]);
    expect(useWishlistStore.getState().pending).toEqual([{ productId: 2, inList: false }]);
    expect(
      useCartStore.getState().items.map(({ productId, name, priceCents, quantity }) => ({
        productId,
        name,
        priceCents,
        quantity,
      })),
    ).toEqual([{ productId: 2, name: 'Apple Watch SE', priceCents: 29900, quantity: 1 }]);
    expect(notificationTexts()).toEqual(['Apple Watch SE spostato nel carrello.']);
    expect(screen.getByText('1 prodotto')).toBeTruthy();
  });

  it('removes a product, keeping the others', async () => {
    const user = userEvent.setup();
    seedWishlist([IPHONE, WATCH]);
    renderView();
    await user.click(
      within(line('iPhone 16 Pro')).getByRole('button', {
        name: 'Rimuovi "iPhone 16 Pro" dalla lista desideri',
      }),
    );
    expect(within(list()).queryByRole('link', { name: 'iPhone 16 Pro' })).toBeNull();
    expect(within(list()).getByRole('link', { name: 'Apple Watch SE' })).toBeTruthy();
    expect(useWishlistStore.getState().items).toEqual([2]);
    expect(useWishlistStore.getState().pending).toEqual([{ productId: 1, inList: false }]);
    expect(notificationTexts()).toEqual(['iPhone 16 Pro rimosso dalla Wishlist.']);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('moves focus to the title when the last line goes', async () => {
    const user = userEvent.setup();
    seedWishlist([WATCH]);
    renderView();
    await user.click(
      screen.getByRole('button', { name: 'Rimuovi "Apple Watch SE" dalla lista desideri' }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'La tua lista desideri è vuota' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Lista desideri' }),
    );
  });

  it('empties the list only after the confirmation', async () => {
    const user = userEvent.setup();
    seedWishlist([IPHONE, WATCH, IPAD]);
    renderView();

    await user.click(screen.getByRole('button', { name: 'Svuota la lista' }));
    let confirm = screen.getByRole('group', { name: 'Svuota la lista' });
    expect(
      within(confirm).getByText('Vuoi davvero togliere tutti i prodotti dalla lista desideri?'),
    ).toBeTruthy();
    // Nothing is gone yet; "Annulla" keeps everything.
    expect(useWishlistStore.getState().items).toEqual([1, 2, 3]);
    await user.click(within(confirm).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('group', { name: 'Svuota la lista' })).toBeNull();
    expect(useWishlistStore.getState().items).toEqual([1, 2, 3]);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(notificationTexts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Svuota la lista' }));
    confirm = screen.getByRole('group', { name: 'Svuota la lista' });
    await user.click(within(confirm).getByRole('button', { name: 'Sì, svuota' }));
    expect(useWishlistStore.getState().items).toEqual([]);
    expect(useWishlistStore.getState().pending).toEqual([{ clear: true }]);
    expect(screen.queryByRole('list', { name: 'Prodotti nella lista desideri' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'La tua lista desideri è vuota' }));
    expect(notificationTexts()).toEqual(['Wishlist svuotata.']);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Lista desideri' }),
    );
  });

  it('shows the empty state with a way back to the catalog', () => {
    seedWishlist([]);
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Lista desideri' })).toBeTruthy();
    const empty = screen.getByRole('region', { name: 'La tua lista desideri è vuota' });
    expect(
      within(empty).getByText('Tocca il cuore di un prodotto per ritrovarlo qui quando vuoi.'),
    ).toBeTruthy();
    expect(
      within(empty).getByRole('link', { name: 'Inizia lo shopping' }).getAttribute('href'),
    ).toBe('/products');
    expect(screen.queryByRole('button', { name: 'Svuota la lista' })).toBeNull();
    expect(screen.queryByText(/^\d+ prodott[oi]$/)).toBeNull();
    expect(screen.queryByText('Caricamento della lista desideri…')).toBeNull();
  });

  it('shows a loading state, not the empty state, while the list loads', () => {
    seedWishlist([], { status: 'loading' });
    renderView();
    expect(screen.getByText('Caricamento della lista desideri…')).toBeTruthy();
    expect(screen.queryByText('La tua lista desideri è vuota')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Inizia lo shopping' })).toBeNull();
  });

  it("shows this browser's copy while the stored list loads", () => {
    seedWishlist([WATCH], { status: 'loading' });
    renderView();
    expect(within(list()).getByRole('link', { name: 'Apple Watch SE' })).toBeTruthy();
    expect(screen.queryByText('La tua lista desideri è vuota')).toBeNull();
  });

  it('says politely that unsaved changes will be sent later', () => {
    seedWishlist([WATCH], { saveFailed: true });
    renderView();
    const status = screen
      .getAllByRole('status')
      .find((node) =>
        node.textContent?.includes(
          'Alcune modifiche non sono ancora state salvate: riproveremo appena possibile.',
        ),
      );
    expect(status).toBeTruthy();
  });

  it("is the page at /wishlist: it loads the user's stored list", async () => {
    mockFetch({
      'GET /api/auth/session': { body: { user: CUSTOMER } },
      'GET /api/wishlist': {
        body: {
          userId: CUSTOMER.id,
          items: [2, 1],
          products: { '1': IPHONE, '2': WATCH },
          createdAt: '2026-11-01T10:00:00.000Z',
          lastUpdated: '2026-11-20T10:00:00.000Z',
        },
      },
    });
    renderApp('/wishlist');
    await screen.findByRole('heading', { level: 1, name: 'Lista desideri' }, SLOW);
    const lines = await screen.findByRole('list', { name: 'Prodotti nella lista desideri' }, SLOW);
    await waitFor(() =>
      expect(
        within(lines)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(['Apple Watch SE', 'iPhone 16 Pro']),
    );
    await waitFor(() => expect(document.title).toBe('Lista desideri – Vetrina'));
  });

  it('sends a guest opening /wishlist to log in, coming back to /wishlist', async () => {
    mockFetch({ 'GET /api/auth/session': { body: { user: null } } });
    const { currentUrl } = renderApp('/wishlist');
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2Fwishlist'), SLOW);
    expect(screen.queryByRole('heading', { level: 1, name: 'Lista desideri' })).toBeNull();
  });
});
