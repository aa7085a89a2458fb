import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productPage, productSummary } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { useCartStore } from '../cart.store';
import {
  cartItem,
  notificationTexts,
  renderWithCart,
  resetCart,
  seedCart,
  spaced,
} from './render-cart.test-utils';
import { ShoppingBagView } from './shopping-bag-view';

// The whole-app render loads lazy page chunks: the first one in a busy run can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };

const IPHONE = cartItem({ productId: 1, name: 'iPhone 16 Pro', priceCents: 123900, quantity: 2 });
const WATCH = cartItem({
  productId: 2,
  slug: 'apple-watch-se',
  name: 'Apple Watch SE',
  priceCents: 29900,
  availableStock: 8,
});
const IPAD = cartItem({ productId: 3, slug: 'ipad-mini', name: 'iPad mini', availableStock: 0 });

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

beforeEach(resetCart);

describe('Shopping Bag page', () => {
  it('shows the lines, the totals with Checkout and the saved products', () => {
    seedCart([IPHONE], [WATCH]);
    renderWithCart(<ShoppingBagView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Bag' })).toBeTruthy();
    expect(screen.getByText('2 articoli')).toBeTruthy();

    const lines = section('Articoli nella Shopping Bag');
    expect(within(lines).getByRole('link', { name: 'iPhone 16 Pro' })).toBeTruthy();
    expect(
      within(lines).getByRole('button', { name: 'Salva per dopo "iPhone 16 Pro"' }),
    ).toBeTruthy();

    const summary = section('Riepilogo');
    expect(spaced(summary.querySelector('.cart-summary__row--total dd')?.textContent)).toBe(
      '2.478,00 €',
    );
    expect(within(summary).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcheckout',
    );

    const saved = section('Salvati per dopo');
    expect(within(saved).getByRole('heading', { level: 2, name: 'Salvati per dopo' })).toBeTruthy();
    expect(within(saved).getByRole('link', { name: 'Apple Watch SE' })).toBeTruthy();
  });

  it('moves a saved product back to the cart with quantity 1', async () => {
    const user = userEvent.setup();
    seedCart([IPHONE], [WATCH]);
    renderWithCart(<ShoppingBagView />);
    await user.click(
      within(section('Salvati per dopo')).getByRole('button', {
        name: 'Sposta nella Shopping Bag "Apple Watch SE"',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Salvati per dopo' })).toBeNull();
    const lines = section('Articoli nella Shopping Bag');
    expect(within(lines).getByRole('link', { name: 'Apple Watch SE' })).toBeTruthy();
    expect(useCartStore.getState().items.find((item) => item.productId === 2)?.quantity).toBe(1);
    expect(notificationTexts()).toEqual(['"Apple Watch SE" spostato nella Shopping Bag.']);
    expect(screen.getByText('3 articoli')).toBeTruthy();
  });

  it('saves a line for later and removes a saved one', async () => {
    const user = userEvent.setup();
    seedCart([IPHONE, WATCH]);
    renderWithCart(<ShoppingBagView />);
    await user.click(screen.getByRole('button', { name: 'Salva per dopo "Apple Watch SE"' }));
    const saved = section('Salvati per dopo');
    expect(within(saved).getByRole('link', { name: 'Apple Watch SE' })).toBeTruthy();

    await user.click(within(saved).getByRole('button', { name: 'Rimuovi "Apple Watch SE"' }));
    expect(screen.queryByRole('region', { name: 'Salvati per dopo' })).toBeNull();
    expect(useCartStore.getState().savedForLater).toHaveLength(0);
    expect(notificationTexts()).toEqual([
      '"Apple Watch SE" spostato in "Salvati per dopo".',
      '"Apple Watch SE" rimosso dai salvati per dopo.',
    ]);
  });

  it('keeps a sold-out saved product saved, and says why', () => {
    seedCart([], [IPAD]);
    renderWithCart(<ShoppingBagView />);
    const move = screen.getByRole('button', { name: 'Sposta nella Shopping Bag "iPad mini"' });
    expect((move as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(move.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Esaurito: potrai spostarlo nella Shopping Bag quando tornerà disponibile.',
    );
  });

  it('shows the empty state, and the saved products under it', () => {
    seedCart([], [WATCH]);
    renderWithCart(<ShoppingBagView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Bag' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inizia lo shopping' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(screen.queryByRole('link', { name: 'Vai alla Shopping Bag' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(within(section('Salvati per dopo')).getByText('Apple Watch SE')).toBeTruthy();
  });

  it('shows the empty state alone when nothing is saved either', () => {
    renderWithCart(<ShoppingBagView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Bag' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Salvati per dopo' })).toBeNull();
  });

  it('becomes the empty state when the last line goes, with focus on the title', async () => {
    const user = userEvent.setup();
    seedCart([cartItem({ quantity: 1 })]);
    renderWithCart(<ShoppingBagView />);
    await user.click(screen.getByRole('button', { name: 'Rimuovi "iPhone 16 Pro"' }));
    const title = screen.getByRole('heading', { level: 1, name: 'Shopping Bag' });
    expect(screen.getByRole('link', { name: 'Inizia lo shopping' })).toBeTruthy();
    expect(document.activeElement).toBe(title);
  });

  it('shows a loading state while the cart loads', () => {
    seedCart([IPHONE], [], { isLoading: true });
    renderWithCart(<ShoppingBagView />);
    expect(screen.getByText('Caricamento del carrello…')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'iPhone 16 Pro' })).toBeNull();
  });

  it('shows a load error as an alert', () => {
    seedCart([], [], { error: 'Errore nel caricamento del carrello' });
    renderWithCart(<ShoppingBagView />);
    expect(screen.getByRole('alert').textContent).toBe('Errore nel caricamento del carrello');
  });

  it('says politely that unsaved changes are kept on this device', () => {
    seedCart([IPHONE], [], { saveFailed: true });
    renderWithCart(<ShoppingBagView />);
    const status = screen
      .getAllByRole('status')
      .find((node) => node.classList.contains('cart-page__status'));
    expect(status?.textContent).toContain(
      'Le modifiche restano su questo dispositivo e verranno salvate appena possibile.',
    );
    expect(within(status as HTMLElement).getByRole('button', { name: 'Riprova a salvare' }));
  });

  it('is the page at /shoppingbag, with its title', async () => {
    seedCart([IPHONE]);
    mockFetch({
      'GET /api/auth/session': { body: { user: null } },
      'GET /api/products': {
        body: productPage([productSummary({ id: 1, name: 'iPhone 16 Pro', stock: 12 })]),
      },
    });
    renderApp('/shoppingbag');
    await screen.findByRole('heading', { level: 1, name: 'Shopping Bag' }, SLOW);
    await waitFor(() => expect(document.title).toBe('Shopping Bag – Vetrina'));
    expect(
      within(section('Articoli nella Shopping Bag')).getByRole('link', { name: 'iPhone 16 Pro' }),
    ).toBeTruthy();
  });
});
