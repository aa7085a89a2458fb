import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../../test/fixtures';
import { SESSION_QUERY_KEY, setSessionUser } from '../../auth/api/get-session';
import { DeviceHeartbeatRoot } from './device-heartbeat-root';

const heartbeat = vi.hoisted(() => ({ stop: vi.fn(), start: vi.fn() }));
vi.mock('../device-heartbeat', () => ({
  startDeviceHeartbeat: (userId: string) => {
    heartbeat.start(userId);
    return heartbeat.stop;
  },
}));

describe('DeviceHeartbeatRoot', () => {
  it('reports the device while a user is logged in, and stops at logout', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: CUSTOMER });
    render(
      <QueryClientProvider client={queryClient}>
        <DeviceHeartbeatRoot />
      </QueryClientProvider>,
    );
    expect(heartbeat.start).toHaveBeenCalledWith(CUSTOMER.id);
    expect(heartbeat.stop).not.toHaveBeenCalled();
    act(() => setSessionUser(queryClient, null));
    await waitFor(() => expect(heartbeat.stop).toHaveBeenCalledTimes(1));
    expect(heartbeat.start).toHaveBeenCalledTimes(1);
  });
});
