import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsRegion } from '../notifications/components/notifications-region';
import { clearNotifications, useNotificationsStore } from '../notifications/notifications.store';
import { useNewsletterOutcomeNotice } from './use-newsletter-outcome-notice';

function Probe() {
  useNewsletterOutcomeNotice();
  return <NotificationsRegion />;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const currentUrl = () =>
    `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { router, currentUrl };
}

const notifications = () => useNotificationsStore.getState().notifications;

describe('newsletter outcome notice', () => {
  afterEach(() => act(() => clearNotifications()));

  it('confirms once, then removes the parameter without a new history entry', async () => {
    const { router, currentUrl } = renderAt('/?newsletter=confermata&utm=mail#top');
    expect(await screen.findByText('Iscrizione alla newsletter confermata. Grazie!')).toBeTruthy();
    expect(notifications()).toHaveLength(1);
    expect(notifications()[0]!.kind).toBe('success');
    expect(currentUrl()).toBe('/?utm=mail#top');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('reports an invalid link as an error', async () => {
    const { currentUrl } = renderAt('/?newsletter=link-non-valido');
    expect(
      await screen.findByText('Il link di conferma non è valido o è già stato usato.'),
    ).toBeTruthy();
    expect(notifications()[0]!.kind).toBe('error');
    expect(currentUrl()).toBe('/');
  });

  it('drops an unknown value silently and ignores pages without the parameter', async () => {
    const { currentUrl, router } = renderAt('/products?newsletter=boh');
    await act(async () => undefined);
    expect(currentUrl()).toBe('/products');
    expect(notifications()).toHaveLength(0);
    await act(() => router.navigate('/products?page=2'));
    expect(currentUrl()).toBe('/products?page=2');
    expect(notifications()).toHaveLength(0);
  });
});
