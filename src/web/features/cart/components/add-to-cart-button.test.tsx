import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { productSummary } from '../../../test/fixtures';
import { ProductGrid } from '../../catalog/components/product-grid';
import { useCartStore } from '../cart.store';
import { AddToCartButton } from './add-to-cart-button';
import { notificationTexts, renderWithCart, resetCart } from './render-cart.test-utils';

const IPHONE = productSummary({ id: 7, name: 'iPhone 16 Pro', stock: 2 });

function quantityInCart(productId: number): number {
  return useCartStore.getState().items.find((item) => item.productId === productId)?.quantity ?? 0;
}

beforeEach(resetCart);

describe('AddToCartButton', () => {
  it('adds the product and says so (spec §8)', async () => {
    const user = userEvent.setup();
    renderWithCart(<AddToCartButton product={IPHONE} />);
    const button = screen.getByRole('button', {
      name: 'Aggiungi "iPhone 16 Pro" alla Shopping Bag',
    });
    expect(button.textContent).toBe('Aggiungi');
    await user.click(button);
    expect(quantityInCart(7)).toBe(1);
    expect(notificationTexts()).toEqual(['"iPhone 16 Pro" aggiunto alla Shopping Bag.']);
    const [line] = useCartStore.getState().items;
    expect(line).toMatchObject({
      name: 'iPhone 16 Pro',
      priceCents: 123900,
      slug: 'iphone-16-pro',
      image: '/uploads/catalog/iphone-16-pro.svg',
      availableStock: 2,
    });
  });

  it('stops at the stock with the maximum-reached notice', async () => {
    const user = userEvent.setup();
    renderWithCart(<AddToCartButton product={IPHONE} />);
    const button = screen.getByRole('button', {
      name: 'Aggiungi "iPhone 16 Pro" alla Shopping Bag',
    });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    expect(quantityInCart(7)).toBe(2);
    expect(notificationTexts()).toContain(
      'Quantità massima raggiunta per "iPhone 16 Pro". Disponibili 2 unità.',
    );
  });

  it('is disabled and says "Non disponibile" for a sold-out product', async () => {
    const user = userEvent.setup();
    renderWithCart(<AddToCartButton product={productSummary({ name: 'iPad mini', stock: 0 })} />);
    const button = screen.getByRole('button', { name: '"iPad mini" non disponibile' });
    expect(button.textContent).toBe('Non disponibile');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(useCartStore.getState().items).toHaveLength(0);
  });

  it('has the full text as its name on the product page', () => {
    renderWithCart(<AddToCartButton product={IPHONE} variant="large" />);
    expect(screen.getByRole('button', { name: 'Aggiungi alla Shopping Bag' })).toBeTruthy();
  });

  it('is on every product tile by default, named after its product', async () => {
    const user = userEvent.setup();
    renderWithCart(
      <ProductGrid
        headingLevel={2}
        products={[
          productSummary({ id: 1, slug: 'a', name: 'Mac mini' }),
          productSummary({ id: 2, slug: 'b', name: 'Apple Watch SE', stock: 0 }),
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Aggiungi "Mac mini" alla Shopping Bag' }));
    expect(quantityInCart(1)).toBe(1);
    const soldOut = screen.getByRole('button', { name: '"Apple Watch SE" non disponibile' });
    expect((soldOut as HTMLButtonElement).disabled).toBe(true);
    // Outside the tile's stretched link: its own click and tab stop.
    expect(soldOut.closest('a')).toBeNull();
  });
});
