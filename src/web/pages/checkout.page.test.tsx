import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartSync } from '../features/cart/cart-sync';
import { checkoutRoutes } from '../features/checkout/components/render-checkout.test-utils';
import { useCheckoutStore } from '../features/checkout/checkout.store';
import { emptyDraft } from '../features/checkout/checkout-draft';
import { CUSTOMER } from '../test/fixtures';
import { mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

// The whole-app render loads lazy page chunks: the first one in a busy run can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };

afterEach(async () => {
  await cartSync().setUser(null);
  useCheckoutStore.setState({ userId: null, draft: emptyDraft(), order: null }, true);
});

describe('/checkout', () => {
  it('sends a guest to log in, keeping the step to come back to', async () => {
    mockFetch({ 'GET /api/auth/session': { body: { user: null } } });
    const app = renderApp('/checkout?step=2');
    await waitFor(
      () => expect(app.currentUrl()).toBe('/login?redirect=%2Fcheckout%3Fstep%3D2'),
      SLOW,
    );
  });

  it('opens on the address step for a customer with a cart', async () => {
    mockFetch(checkoutRoutes({ 'GET /api/auth/session': { body: { user: CUSTOMER } } }));
    const app = renderApp('/checkout');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Indirizzo di consegna' }, SLOW),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Checkout',
    ]);
    expect(document.title).toContain('Checkout');
    await waitFor(() => expect(app.currentUrl()).toBe('/checkout?step=1'));
  });
});
