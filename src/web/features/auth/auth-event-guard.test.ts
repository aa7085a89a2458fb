import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_DUPLICATE_EVENT_WINDOW_MS } from '../../../domain/constants';
import { acceptAuthEvent, isDuplicateAuthEvent, resetAuthEvents } from './auth-event-guard';

describe('isDuplicateAuthEvent', () => {
  const login = (at: number) => ({ kind: 'login' as const, at });
  const logout = (at: number) => ({ kind: 'logout' as const, at });

  it('accepts the first event', () => {
    expect(isDuplicateAuthEvent(null, login(0))).toBe(false);
  });

  it('ignores the same event within 600 ms', () => {
    expect(AUTH_DUPLICATE_EVENT_WINDOW_MS).toBe(600);
    expect(isDuplicateAuthEvent(login(1_000), login(1_000))).toBe(true);
    expect(isDuplicateAuthEvent(login(1_000), login(1_599))).toBe(true);
    expect(isDuplicateAuthEvent(logout(1_000), logout(1_300))).toBe(true);
  });

  it('accepts the same event from 600 ms on', () => {
    expect(isDuplicateAuthEvent(login(1_000), login(1_600))).toBe(false);
    expect(isDuplicateAuthEvent(logout(1_000), logout(5_000))).toBe(false);
  });

  it('never takes a different event for a duplicate', () => {
    expect(isDuplicateAuthEvent(login(1_000), logout(1_001))).toBe(false);
    expect(isDuplicateAuthEvent(logout(1_000), login(1_001))).toBe(false);
  });

  it('does not ignore an event stamped before the previous one (clock change)', () => {
    expect(isDuplicateAuthEvent(login(5_000), login(4_900))).toBe(false);
  });
});

describe('acceptAuthEvent', () => {
  beforeEach(resetAuthEvents);

  it('lets one of two quick logins through, and a later one again', () => {
    expect(acceptAuthEvent('login', 10_000)).toBe(true);
    expect(acceptAuthEvent('login', 10_200)).toBe(false);
    // Measured from the last accepted event, so a burst cannot extend itself forever.
    expect(acceptAuthEvent('login', 10_650)).toBe(true);
  });

  it('lets a logout right after a login through', () => {
    expect(acceptAuthEvent('login', 10_000)).toBe(true);
    expect(acceptAuthEvent('logout', 10_100)).toBe(true);
    expect(acceptAuthEvent('logout', 10_200)).toBe(false);
  });
});
