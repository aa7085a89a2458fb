import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cartItem,
  resetCart,
  seedCart,
  spaced,
} from '../../../features/cart/components/render-cart.test-utils';
import { CUSTOMER } from '../../../test/fixtures';
import { renderNavbar } from './render-navbar.test-utils';

const IPHONE = cartItem({ productId: 1, name: 'iPhone 16 Pro', priceCents: 123900, quantity: 2 });
const CASE = cartItem({ productId: 2, slug: 'cover', name: 'Cover', priceCents: 1990 });

beforeEach(resetCart);

describe('cart panel (spec §2.5)', () => {
  it('counts the units on the bag icon', () => {
    seedCart([IPHONE, CASE]);
    renderNavbar('/');
    const button = screen.getByRole('button', { name: 'Shopping Bag, 3 articoli' });
    expect(button.querySelector('.navbar-badge')?.textContent).toBe('3');
  });

  it('shows the empty state for an empty cart', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    await user.click(screen.getByRole('button', { name: 'Shopping Bag' }));
    const region = screen.getByRole('region', { name: 'Shopping Bag' });
    expect(within(region).getByRole('link', { name: 'Inizia lo shopping' })).toBeTruthy();
    expect(within(region).queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('lists the lines with the totals and both buttons', async () => {
    const user = userEvent.setup();
    seedCart([IPHONE, CASE]);
    renderNavbar('/', { user: CUSTOMER });
    await user.click(screen.getByRole('button', { name: 'Shopping Bag, 3 articoli' }));
    const region = screen.getByRole('region', { name: 'Il tuo carrello' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Il tuo carrello' })).toBeTruthy();
    const list = await within(region).findByRole('list', { name: 'Articoli nella Shopping Bag' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['iPhone 16 Pro', 'Cover']);
    expect(spaced(region.querySelector('.cart-summary__row--total dd')?.textContent)).toBe(
      '2.497,90 €',
    );
    expect(within(region).getByText('Gratuita')).toBeTruthy();
    expect(
      within(region).getByRole('link', { name: 'Vai alla Shopping Bag' }).getAttribute('href'),
    ).toBe('/shoppingbag');
    expect(within(region).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('turns into the empty state when the last line is removed', async () => {
    const user = userEvent.setup();
    seedCart([cartItem({ quantity: 1 })]);
    renderNavbar('/');
    await user.click(screen.getByRole('button', { name: 'Shopping Bag, 1 articolo' }));
    const region = screen.getByRole('region', { name: 'Il tuo carrello' });
    await user.click(
      await within(region).findByRole('button', {
        name: 'Rimuovi "iPhone 16 Pro" dalla Shopping Bag',
      }),
    );
    const empty = screen.getByRole('region', { name: 'Shopping Bag' });
    expect(within(empty).getByRole('link', { name: 'Inizia lo shopping' })).toBeTruthy();
    // Focus stays in the panel (its title), so Escape and Tab still work from there.
    expect(document.activeElement).toBe(within(empty).getByRole('heading', { level: 2 }));
    expect(screen.getByRole('button', { name: 'Shopping Bag' })).toBeTruthy();
  });
});
