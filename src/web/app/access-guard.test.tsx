import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '../../domain/messages';
import { mockFetch } from '../test/mock-fetch';
import { AccessGuard } from './access-guard';
import { AppProviders } from './providers';

describe('AccessGuard', () => {
  it('shows a loading state and redirects nobody while the session is unknown', async () => {
    mockFetch({ 'GET /api/auth/session': () => new Promise(() => undefined) });
    const router = createMemoryRouter(
      [
        {
          element: <AccessGuard access="user" />,
          children: [{ path: '/orders', element: <p>Ordini</p> }],
        },
        { path: '/login', element: <p>Login</p> },
      ],
      { initialEntries: ['/orders'] },
    );
    render(
      <AppProviders queryClient={new QueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect((await screen.findByRole('status')).textContent).toBe(COMMON_MESSAGES.loading);
    expect(router.state.location.pathname).toBe('/orders');
    expect(screen.queryByText('Ordini')).toBeNull();
  });
});
