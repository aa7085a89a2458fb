import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { SessionUser } from '../../../../domain/auth/session';
import { LAYOUT_MESSAGES } from '../../../../domain/messages';
import { AppProviders } from '../../../app/providers';
import { mockFetch, type MockRoute } from '../../../test/mock-fetch';
import { SiteHeader } from '../site-header';
import { DESKTOP_MEDIA_QUERY, FINE_HOVER_MEDIA_QUERY } from './use-media-query';
import { ALL_PANELS_CLOSED, useUiPanelsStore } from './ui-panels.store';

export interface RenderNavbarOptions {
  user?: SessionUser | null;
  wishlistCount?: number;
  /** More API answers (e.g. 'GET /api/search'), besides the session and logout. */
  routes?: Record<string, MockRoute>;
}

/**
 * The navigation bar above a stand-in page (a paragraph and a button outside the bar), on a
 * memory router, with the session answered by a fetch mock. The UI panels store starts closed.
 */
export function renderNavbar(
  initialEntry = '/',
  { user = null, wishlistCount, routes = {} }: RenderNavbarOptions = {},
) {
  useUiPanelsStore.setState(ALL_PANELS_CLOSED);
  const fetchMock = mockFetch({
    'GET /api/auth/session': { body: { user } },
    'POST /api/auth/logout': { status: 204 },
    ...routes,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SiteHeader wishlistCount={wishlistCount} />
            <main>
              <Outlet />
              <button type="button">Fuori dalla barra</button>
            </main>
          </>
        ),
        children: [{ path: '*', element: <p>Pagina di prova</p> }],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, fetchMock, currentUrl };
}

/** The desktop section bar (the mobile drawer is another navigation landmark). */
export function mainNavigation() {
  return screen.getByRole('navigation', { name: LAYOUT_MESSAGES.mainNavLabel });
}

/**
 * Emulates the device: jsdom has no matchMedia, and without one the bar assumes a desktop
 * with a mouse. `touch` makes `(hover: hover) and (pointer: fine)` fail, as on a tablet.
 */
export function emulateDevice({ touch, desktop = true }: { touch: boolean; desktop?: boolean }) {
  const matches = (query: string) => {
    if (query === FINE_HOVER_MEDIA_QUERY) return !touch;
    if (query === DESKTOP_MEDIA_QUERY) return desktop;
    return false;
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
