import { describe, expect, it } from 'vitest';
import { idlePhase, shouldAnnounceCountdown } from './idle.rules';

const LIMITS = { logoutMs: 24 * 60 * 60 * 1000, warningMs: 60_000 };
const LAST = Date.parse('2025-03-10T08:00:00.000Z');

describe('idlePhase', () => {
  it('is active until the warning time', () => {
    expect(idlePhase(LAST, LAST, LIMITS)).toEqual({ phase: 'active', secondsLeft: 86_400 });
    expect(idlePhase(LAST, LAST + LIMITS.logoutMs - 60_001, LIMITS)).toEqual({
      phase: 'active',
      secondsLeft: 61,
    });
  });

  it('warns from logoutMs − warningMs after the last activity', () => {
    expect(idlePhase(LAST, LAST + LIMITS.logoutMs - 60_000, LIMITS)).toEqual({
      phase: 'warning',
      secondsLeft: 60,
    });
  });

  it('rounds the seconds left up', () => {
    expect(idlePhase(LAST, LAST + LIMITS.logoutMs - 59_001, LIMITS).secondsLeft).toBe(60);
    expect(idlePhase(LAST, LAST + LIMITS.logoutMs - 59_000, LIMITS).secondsLeft).toBe(59);
    expect(idlePhase(LAST, LAST + LIMITS.logoutMs - 1, LIMITS)).toEqual({
      phase: 'warning',
      secondsLeft: 1,
    });
  });

  it('expires at logoutMs and stays expired', () => {
    expect(idlePhase(LAST, LAST + LIMITS.logoutMs, LIMITS)).toEqual({
      phase: 'expired',
      secondsLeft: 0,
    });
    expect(idlePhase(LAST, LAST + 3 * LIMITS.logoutMs, LIMITS).phase).toBe('expired');
  });

  it('treats a last activity in the future (clock set back) as just now', () => {
    expect(idlePhase(LAST + 3_600_000, LAST, LIMITS)).toEqual({
      phase: 'active',
      secondsLeft: 86_400,
    });
  });

  it('follows the limits it is given', () => {
    const short = { logoutMs: 10_000, warningMs: 4_000 };
    expect(idlePhase(LAST, LAST + 5_999, short).phase).toBe('active');
    expect(idlePhase(LAST, LAST + 6_000, short)).toEqual({ phase: 'warning', secondsLeft: 4 });
    expect(idlePhase(LAST, LAST + 10_000, short).phase).toBe('expired');
  });
});

describe('shouldAnnounceCountdown', () => {
  it('announces when the warning appears, whatever is left', () => {
    expect(shouldAnnounceCountdown(null, 60)).toBe(true);
    expect(shouldAnnounceCountdown(null, 4)).toBe(true);
  });

  it('announces again only when crossing into the last ten seconds', () => {
    expect(shouldAnnounceCountdown(60, 59)).toBe(false);
    expect(shouldAnnounceCountdown(12, 11)).toBe(false);
    expect(shouldAnnounceCountdown(11, 10)).toBe(true);
    expect(shouldAnnounceCountdown(13, 9)).toBe(true);
    expect(shouldAnnounceCountdown(10, 9)).toBe(false);
    expect(shouldAnnounceCountdown(2, 1)).toBe(false);
  });
});
