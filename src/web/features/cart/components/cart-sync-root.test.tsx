import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../../test/fixtures';
import { SESSION_QUERY_KEY } from '../../auth/api/get-session';
import { setEventsChannelUp } from '../../session/events-channel.store';
import { CartSyncRoot } from './cart-sync-root';

const sync = vi.hoisted(() => ({
  setUser: vi.fn(async () => undefined),
  setPanelOpen: vi.fn(),
  reload: vi.fn(async () => undefined),
  saveNow: vi.fn(async () => undefined),
  refreshStock: vi.fn(async () => undefined),
  dispose: vi.fn(),
}));
vi.mock('../cart-sync', () => ({ cartSync: () => sync }));

async function renderRoot() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: CUSTOMER });
  render(
    <QueryClientProvider client={queryClient}>
      <CartSyncRoot panelOpen={false} />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(sync.setUser).toHaveBeenCalledWith(CUSTOMER.id));
}

function showTab() {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  for (const mock of Object.values(sync)) mock.mockClear();
  setEventsChannelUp(false);
});

afterEach(() => {
  setEventsChannelUp(false);
});

describe('CartSyncRoot', () => {
  it('reads the cart again when the tab is shown while the live events channel is down', async () => {
    await renderRoot();
    showTab();
    expect(sync.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves it to the live events while the channel is up', async () => {
    await renderRoot();
    setEventsChannelUp(true);
    showTab();
    expect(sync.reload).not.toHaveBeenCalled();
  });

  it('tries a waiting save when the browser is back online, channel up or not', async () => {
    await renderRoot();
    setEventsChannelUp(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(sync.saveNow).toHaveBeenCalledTimes(1);
  });
});
