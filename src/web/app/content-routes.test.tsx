import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../domain/content-pages';
import { COMMON_MESSAGES, PAGE_TITLES } from '../../domain/messages';
import { productPage } from '../test/fixtures';
import { mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';
import { createAppRoutes } from './router';

const SLOW = { timeout: 5_000 };

function routePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

function mockShopApi() {
  mockFetch({
    'GET /api/auth/session': { body: { user: null } },
    'GET /api/products': { body: productPage([]) },
  });
}

describe('content routes', () => {
  it('has exactly one route for every content page', () => {
    const paths = routePaths(createAppRoutes(new QueryClient()));
    for (const page of CONTENT_PAGES) {
      expect(
        paths.filter((path) => path === page.path),
        page.path,
      ).toHaveLength(1);
    }
  });

  for (const page of CONTENT_PAGES) {
    it(`opens ${page.path} in the shell with its title and breadcrumbs`, async () => {
      mockShopApi();
      renderApp(page.path);
      await screen.findByRole('heading', { level: 1, name: page.title }, SLOW);
      await waitFor(() => expect(document.title).toBe(`${page.title} – Vetrina`));
      const trail = screen.getByRole('navigation', { name: 'Percorso' });
      expect(within(trail).getByText(page.title).getAttribute('aria-current')).toBe('page');
      expect(screen.queryByRole('heading', { name: COMMON_MESSAGES.notFoundTitle })).toBeNull();
    });
  }

  it('opens a content page with a trailing slash too', async () => {
    mockShopApi();
    renderApp('/privacy/');
    await screen.findByRole('heading', { level: 1, name: 'Informativa sulla privacy' }, SLOW);
  });

  it('keeps unknown paths under a section on the not-found page', async () => {
    mockShopApi();
    renderApp('/services/inesistente');
    await screen.findByRole('heading', { level: 1, name: COMMON_MESSAGES.notFoundTitle }, SLOW);
  });

  it('frames /shipping-costs and /news/presentations like the content pages', async () => {
    mockShopApi();
    renderApp('/shipping-costs');
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.shippingCosts }, SLOW);
    const trail = screen.getByRole('navigation', { name: 'Percorso' });
    expect(within(trail).getByRole('link', { name: 'Spedizioni e consegne' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /Costi e tempi/ })).toBeTruthy();
  });
});
