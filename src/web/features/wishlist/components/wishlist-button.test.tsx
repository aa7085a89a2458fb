import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WishlistProduct } from '../../../../domain/wishlist/wishlist-contents';
import { CUSTOMER, productSummary } from '../../../test/fixtures';
import {
  notificationTexts,
  renderWithCart,
  resetCart,
} from '../../cart/components/render-cart.test-utils';
import { useWishlistStore, type WishlistState } from '../wishlist.store';
import { WishlistButton } from './wishlist-button';

const INITIAL_WISHLIST: WishlistState = useWishlistStore.getState();

const WATCH = productSummary({
  id: 7,
  slug: 'apple-watch-series-10',
  name: 'Apple Watch Series 10',
  priceCents: 44900,
  stock: 4,
  images: ['/uploads/catalog/watch-10.svg', '/uploads/catalog/watch-10-b.svg'],
});

const HEART_NAME = 'Aggiungi "Apple Watch Series 10" alla lista desideri';

function heart(): HTMLElement {
  return screen.getByRole('button', { name: HEART_NAME });
}

function stored(key: string): unknown {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/** A logged-in user's list, loaded, holding `products`. */
function seedUserWishlist(products: readonly WishlistProduct[] = []): void {
  useWishlistStore.setState(
    {
      ...INITIAL_WISHLIST,
      userId: CUSTOMER.id,
      status: 'ready',
      items: products.map((product) => product.id),
      products: Object.fromEntries(products.map((product) => [product.id, product])),
    },
    true,
  );
}

function listed(id: number, name = `Prodotto ${id}`): WishlistProduct {
  return { id, slug: null, name, priceCents: 1000, image: null, stock: 3 };
}

beforeEach(() => {
  resetCart();
  useWishlistStore.setState(INITIAL_WISHLIST, true);
});

describe('wishlist heart, for a guest', () => {
  it('remembers the product, saves /wishlist as the target and goes to log in', async () => {
    const user = userEvent.setup();
    const { router } = renderWithCart(<WishlistButton product={WATCH} />, { user: null });
    const button = heart();
    // A guest's heart is not a toggle: there is no list to be in.
    expect(button.getAttribute('aria-pressed')).toBeNull();
    expect(stored('pendingWishlistItem')).toBeNull();

    await user.click(button);
    expect(stored('pendingWishlistItem')).toEqual({ id: 7, name: 'Apple Watch Series 10' });
    expect(window.localStorage.getItem('redirectAfterLogin')).toBe('/wishlist');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?redirect=%2Fwishlist',
    );
    // Nothing joins a list for a guest, and nothing is announced.
    expect(useWishlistStore.getState().items).toEqual([]);
    expect(stored('wishlist')).toBeNull();
    expect(notificationTexts()).toEqual([]);
  });

  it('keeps only the last product a guest tapped', async () => {
    const user = userEvent.setup();
    const other = productSummary({ id: 9, name: 'iPad Air' });
    renderWithCart(
      <>
        <WishlistButton product={other} />
        <WishlistButton product={WATCH} />
      </>,
      { user: null },
    );
    await user.click(
      screen.getByRole('button', { name: 'Aggiungi "iPad Air" alla lista desideri' }),
    );
    expect(stored('pendingWishlistItem')).toEqual({ id: 9, name: 'iPad Air' });
  });
});

describe('wishlist heart, for a logged-in user', () => {
  it('toggles the product in and out of the list, aria-pressed following it', async () => {
    const user = userEvent.setup();
    seedUserWishlist([listed(1)]);
    const { router } = renderWithCart(<WishlistButton product={WATCH} />, { user: CUSTOMER });
    const button = heart();
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    const afterAdd = useWishlistStore.getState();
    expect(afterAdd.items).toEqual([7, 1]);
    expect(afterAdd.products[7]).toEqual({
      id: 7,
      slug: 'apple-watch-series-10',
      name: 'Apple Watch Series 10',
      priceCents: 44900,
      image: '/uploads/catalog/watch-10.svg',
      stock: 4,
    });
    expect(afterAdd.pending).toEqual([{ productId: 7, inList: true }]);
    // The local copy is kept under `wishlist`, with its owner.
    expect(stored('wishlist')).toMatchObject({ userId: CUSTOMER.id, items: [7, 1] });
    expect(notificationTexts()).toEqual(['Apple Watch Series 10 aggiunto alla Wishlist.']);

    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    const afterRemove = useWishlistStore.getState();
    expect(afterRemove.items).toEqual([1]);
    expect(afterRemove.products[7]).toBeUndefined();
    expect(afterRemove.pending).toEqual([{ productId: 7, inList: false }]);
    expect(stored('wishlist')).toMatchObject({ userId: CUSTOMER.id, items: [1] });
    expect(notificationTexts()).toContain('Apple Watch Series 10 rimosso dalla Wishlist.');

    // A logged-in user stays on the page; no pending item is remembered.
    expect(router.state.location.pathname).toBe('/');
    expect(stored('pendingWishlistItem')).toBeNull();
  });

  it('shows a listed product as pressed, and follows changes made elsewhere', () => {
    seedUserWishlist([listed(7, 'Apple Watch Series 10')]);
    renderWithCart(<WishlistButton product={WATCH} />, { user: CUSTOMER });
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    // The list changed by another part of the page (the /wishlist page, another tab).
    act(() => useWishlistStore.setState({ items: [], products: {} }));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('adds nothing to a full list and says so', async () => {
    const user = userEvent.setup();
    seedUserWishlist(Array.from({ length: 100 }, (_, index) => listed(index + 100)));
    renderWithCart(<WishlistButton product={WATCH} />, { user: CUSTOMER });
    await user.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(useWishlistStore.getState().items).toHaveLength(100);
    expect(useWishlistStore.getState().pending).toEqual([]);
    expect(notificationTexts()).toEqual([
      'La Wishlist può contenere al massimo 100 prodotti. Rimuovine qualcuno per aggiungerne altri.',
    ]);
  });
});
