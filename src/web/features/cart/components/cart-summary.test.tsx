import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER } from '../../../test/fixtures';
import { CartSummary } from './cart-summary';
import { cartItem, renderWithCart, resetCart, seedCart, spaced } from './render-cart.test-utils';

/** The value shown beside a term of the totals. */
function valueOf(term: string): string | undefined {
  const dt = screen.getByText(term, { selector: 'dt' });
  return spaced(dt.nextElementSibling?.textContent);
}

beforeEach(resetCart);

describe('CartSummary', () => {
  it('adds up price × quantity; shipping is free (spec §2.5)', () => {
    seedCart([
      cartItem({ productId: 1, priceCents: 123900, quantity: 2 }),
      cartItem({ productId: 2, name: 'Cover', priceCents: 1990, quantity: 1 }),
    ]);
    renderWithCart(<CartSummary variant="panel" />);
    expect(valueOf('Subtotale')).toBe('2.497,90 €');
    expect(valueOf('Spedizione')).toBe('Gratuita');
    expect(valueOf('Totale')).toBe('2.497,90 €');
    expect(screen.getByText('IVA inclusa')).toBeTruthy();
  });

  it('shows 2 × 1.239,00 € as 2.478,00 €', () => {
    seedCart([cartItem({ priceCents: 123900, quantity: 2 })]);
    renderWithCart(<CartSummary variant="page" headingId="summary" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Riepilogo' }).id).toBe('summary');
    expect(valueOf('Totale')).toBe('2.478,00 €');
  });

  it('sends a guest to the login, then to the checkout (spec §2.5)', () => {
    seedCart([cartItem()]);
    renderWithCart(<CartSummary variant="panel" />);
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcheckout',
    );
  });

  it('sends a logged-in user straight to the checkout', () => {
    seedCart([cartItem()]);
    renderWithCart(<CartSummary variant="panel" />, { user: CUSTOMER });
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('links the panel to the Shopping Bag page, and the page back to the catalog', () => {
    seedCart([cartItem()]);
    const { unmount } = renderWithCart(<CartSummary variant="panel" />);
    expect(screen.getByRole('link', { name: 'Vai alla Shopping Bag' }).getAttribute('href')).toBe(
      '/shoppingbag',
    );
    unmount();
    renderWithCart(<CartSummary variant="page" />);
    expect(screen.queryByRole('link', { name: 'Vai alla Shopping Bag' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continua lo shopping' }).getAttribute('href')).toBe(
      '/products',
    );
  });
});
