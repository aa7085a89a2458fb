import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../domain/cart/cart-contents';
import { useCartStore } from '../cart.store';
import { CartLine, type CartLineVariant } from './cart-line';
import {
  cartItem,
  notificationTexts,
  renderWithCart,
  resetCart,
  seedCart,
  spaced,
} from './render-cart.test-utils';

/** The store's lines as a list under a focusable title, as the panel and the page show them. */
function Lines({ variant }: { variant: CartLineVariant }) {
  const items = useCartStore((state) => state.items);
  return (
    <>
      <h2 id="lines-title" tabIndex={-1}>
        Righe
      </h2>
      <ul aria-label="Righe">
        {items.map((item) => (
          <CartLine
            key={item.productId}
            item={item}
            variant={variant}
            focusTargetIds={['lines-title']}
          />
        ))}
      </ul>
    </>
  );
}

function renderLines(items: CartItem[], variant: CartLineVariant = 'panel') {
  seedCart(items);
  return renderWithCart(<Lines variant={variant} />);
}

/** The lines on screen (the notifications are a list too). */
function lineItems(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Righe' })).queryAllByRole('listitem');
}

function plus(name = 'iPhone 16 Pro') {
  return screen.getByRole('button', { name: `Aumenta la quantità di "${name}"` });
}

function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled;
}

beforeEach(resetCart);

describe('CartLine', () => {
  it('shows the picture, the name linking to the product and the unit price', () => {
    renderLines([cartItem({ quantity: 2 })]);
    const [item] = lineItems() as [HTMLElement];
    expect(within(item).getByRole('link', { name: 'iPhone 16 Pro' }).getAttribute('href')).toBe(
      '/products/iphone-16-pro',
    );
    expect(item.querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/catalog/iphone-16-pro.svg',
    );
    expect(spaced(item.querySelector('.cart-line__price')?.textContent)).toBe('Prezzo: 1.239,00 €');
    const stepper = within(item).getByRole('group', { name: 'Quantità di "iPhone 16 Pro"' });
    expect(stepper.textContent).toContain('2');
  });

  it('links a product without slug by name and id', () => {
    renderLines([cartItem({ productId: 9, slug: null, name: 'Mac Pro' })]);
    expect(screen.getByRole('link', { name: 'Mac Pro' }).getAttribute('href')).toBe(
      '/products/mac-pro-9',
    );
  });

  it('disables plus once the line holds the available stock (spec §5)', async () => {
    const user = userEvent.setup();
    renderLines([cartItem({ quantity: 2, availableStock: 3 })]);
    expect(isDisabled(plus())).toBe(false);
    await user.click(plus());
    expect(useCartStore.getState().items[0]?.quantity).toBe(3);
    expect(isDisabled(plus())).toBe(true);
  });

  it('disables plus at 50 units even with more in stock or the stock unknown', () => {
    renderLines([
      cartItem({ productId: 1, name: 'A', quantity: 50, availableStock: 200 }),
      cartItem({ productId: 2, name: 'B', quantity: 50, availableStock: null }),
      cartItem({ productId: 3, name: 'C', quantity: 49, availableStock: null }),
    ]);
    expect(isDisabled(plus('A'))).toBe(true);
    expect(isDisabled(plus('B'))).toBe(true);
    expect(isDisabled(plus('C'))).toBe(false);
  });

  it('lowers the quantity with minus', async () => {
    const user = userEvent.setup();
    renderLines([cartItem({ quantity: 2 })]);
    await user.click(
      screen.getByRole('button', { name: 'Diminuisci la quantità di "iPhone 16 Pro"' }),
    );
    expect(useCartStore.getState().items[0]?.quantity).toBe(1);
    // At 1 the same button removes the line, and its name says so.
    expect(
      screen.getByRole('button', { name: 'Rimuovi "iPhone 16 Pro" dalla Shopping Bag' }),
    ).toBeTruthy();
  });

  it('removes the line with minus at quantity 1, says so and keeps focus in the list', async () => {
    const user = userEvent.setup();
    renderLines([cartItem({ quantity: 1 }), cartItem({ productId: 2, name: 'iPad Air' })]);
    await user.click(
      screen.getByRole('button', { name: 'Rimuovi "iPhone 16 Pro" dalla Shopping Bag' }),
    );
    expect(screen.queryByRole('link', { name: 'iPhone 16 Pro' })).toBeNull();
    expect(lineItems()).toHaveLength(1);
    expect(useCartStore.getState().items.map((item) => item.productId)).toEqual([2]);
    expect(notificationTexts()).toEqual(['"iPhone 16 Pro" rimosso dalla Shopping Bag.']);
    expect(document.activeElement?.id).toBe('lines-title');
  });

  it('removes the line with its remove button', async () => {
    const user = userEvent.setup();
    renderLines([cartItem({ quantity: 4 })]);
    await user.click(screen.getByRole('button', { name: 'Rimuovi "iPhone 16 Pro"' }));
    expect(lineItems()).toHaveLength(0);
    expect(notificationTexts()).toEqual(['"iPhone 16 Pro" rimosso dalla Shopping Bag.']);
  });

  it('shows the line total, the stock left and "Salva per dopo" on the page', async () => {
    const user = userEvent.setup();
    renderLines([cartItem({ quantity: 2, availableStock: 3 })], 'page');
    const [item] = lineItems() as [HTMLElement];
    expect(spaced(item.querySelector('.cart-line__total')?.textContent)).toBe(
      'Totale riga: 2.478,00 €',
    );
    expect(within(item).getByText('Solo 3 disponibili')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Salva per dopo "iPhone 16 Pro"' }));
    const state = useCartStore.getState();
    expect(state.items).toHaveLength(0);
    expect(state.savedForLater.map((line) => line.productId)).toEqual([1]);
    expect(notificationTexts()).toEqual(['"iPhone 16 Pro" spostato in "Salvati per dopo".']);
  });

  it('marks a line whose product ran out of stock', () => {
    renderLines([cartItem({ quantity: 1, availableStock: 0 })], 'page');
    expect(screen.getByText('Esaurito')).toBeTruthy();
    expect(isDisabled(plus())).toBe(true);
  });

  it('keeps the panel line short: no line total, stock hint or "Salva per dopo"', () => {
    renderLines([cartItem({ quantity: 2, availableStock: 3 })], 'panel');
    expect(document.querySelector('.cart-line__total')).toBeNull();
    expect(screen.queryByText('Solo 3 disponibili')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salva per dopo "iPhone 16 Pro"' })).toBeNull();
  });
});
