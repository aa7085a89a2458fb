import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../../test/fixtures';
import { setSessionUser } from '../../auth/api/get-session';
import { renderWithSession } from '../test-support/render-with-session';
import { SessionEventsRoot } from './session-events-root';

vi.mock('../forced-logout', () => ({ endSessionLocally: vi.fn() }));

class FakeEventSource {
  static streams: FakeEventSource[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.streams.push(this);
  }
  addEventListener(): void {}
  close(): void {
    this.closed = true;
  }
}

beforeEach(() => {
  FakeEventSource.streams = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe('SessionEventsRoot', () => {
  it('keeps one live events stream open while a user is logged in', async () => {
    const { queryClient } = renderWithSession(<SessionEventsRoot />, {
      session: { user: CUSTOMER },
    });
    expect(FakeEventSource.streams.map((stream) => stream.url)).toEqual(['/api/events']);
    act(() => setSessionUser(queryClient, null));
    await waitFor(() => expect(FakeEventSource.streams[0]!.closed).toBe(true));
    expect(FakeEventSource.streams).toHaveLength(1);
  });

  it('opens nothing for a guest', () => {
    renderWithSession(<SessionEventsRoot />, { session: { user: null } });
    expect(FakeEventSource.streams).toHaveLength(0);
  });
});
