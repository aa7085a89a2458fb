import { describe, expect, it } from 'vitest';
import { verificationStateSchema } from './registration.schema';
import {
  applyResend,
  attemptsLeft,
  checkResend,
  codeExpiresAt,
  isCodeExpired,
  isWithinDailyCodeEntries,
  judgeCodeAttempt,
  lockReason,
  newVerificationRecord,
  resendAvailableAt,
  resendsLeft,
  toVerificationState,
  VERIFICATION_CODE_ENTRIES_PER_DAY_MAX,
  VERIFICATION_CODE_REQUESTS_PER_DAY_MAX,
  VERIFICATION_DAILY_WINDOW_MS,
  type VerificationRecord,
} from './verification.rules';

const T0 = new Date('2026-11-21T10:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const at = (ms: number) => new Date(T0.getTime() + ms);

function record(overrides: Partial<VerificationRecord> = {}): VerificationRecord {
  return { ...newVerificationRecord('giulia@esempio.it', T0), ...overrides };
}

describe('a new record', () => {
  it('has a code valid for 15 minutes, 3 attempts, no resend used, sent now', () => {
    expect(newVerificationRecord('giulia@esempio.it', T0)).toEqual({
      email: 'giulia@esempio.it',
      attempts: 0,
      maxAttempts: 3,
      resendCount: 0,
      expiresAt: at(15 * MINUTE),
      lastResendAt: T0,
    });
    expect(codeExpiresAt(T0)).toEqual(at(15 * MINUTE));
  });
});

describe('code expiry (15 minutes)', () => {
  it('is valid until the last millisecond before its expiry', () => {
    expect(isCodeExpired(record(), T0)).toBe(false);
    expect(isCodeExpired(record(), at(15 * MINUTE - 1))).toBe(false);
  });

  it('is expired at and after its expiry', () => {
    expect(isCodeExpired(record(), at(15 * MINUTE))).toBe(true);
    expect(isCodeExpired(record(), at(60 * MINUTE))).toBe(true);
  });
});

describe('attempts left (max 3)', () => {
  it.each([
    [0, 3],
    [1, 2],
    [2, 1],
    [3, 0],
    [7, 0],
  ])('after %i wrong codes: %i', (attempts, left) => {
    expect(attemptsLeft(record({ attempts }))).toBe(left);
  });

  it('follows the record’s own maximum', () => {
    expect(attemptsLeft(record({ attempts: 1, maxAttempts: 5 }))).toBe(4);
  });
});

describe('resends left (max 3)', () => {
  it.each([
    [0, 3],
    [1, 2],
    [2, 1],
    [3, 0],
    [4, 0],
  ])('after %i resends: %i', (resendCount, left) => {
    expect(resendsLeft(record({ resendCount }))).toBe(left);
  });
});

describe('resend availability', () => {
  it('is 120 s after the current code was sent', () => {
    expect(resendAvailableAt(record())).toEqual(at(120 * SECOND));
    expect(resendAvailableAt(record({ lastResendAt: at(5 * MINUTE) }))).toEqual(
      at(5 * MINUTE + 120 * SECOND),
    );
  });

  it('without a send time, counts from one validity period before expiry', () => {
    expect(resendAvailableAt(record({ lastResendAt: null }))).toEqual(at(120 * SECOND));
  });

  it('refuses during the cooldown with the time left', () => {
    expect(checkResend(record(), T0)).toEqual({
      allowed: false,
      reason: 'cooldown',
      retryAfterMs: 120 * SECOND,
    });
    expect(checkResend(record(), at(119 * SECOND))).toEqual({
      allowed: false,
      reason: 'cooldown',
      retryAfterMs: SECOND,
    });
  });

  it('allows once the cooldown is over, expired code or not', () => {
    expect(checkResend(record(), at(120 * SECOND))).toEqual({ allowed: true });
    expect(checkResend(record(), at(20 * MINUTE))).toEqual({ allowed: true });
  });

  it('allows while fewer than 3 resends were used', () => {
    for (const resendCount of [0, 1, 2]) {
      expect(checkResend(record({ resendCount }), at(10 * MINUTE))).toEqual({ allowed: true });
    }
  });

  it('refuses for good after 3 resends, even during a cooldown', () => {
    expect(checkResend(record({ resendCount: 3 }), at(10 * MINUTE))).toEqual({
      allowed: false,
      reason: 'resends',
    });
    expect(checkResend(record({ resendCount: 3 }), at(SECOND))).toEqual({
      allowed: false,
      reason: 'resends',
    });
  });
});

describe('applying a resend', () => {
  it('gives a new 15-minute code, resets the attempts and counts the resend', () => {
    const now = at(16 * MINUTE);
    expect(applyResend(record({ attempts: 2, resendCount: 1 }), now)).toEqual({
      email: 'giulia@esempio.it',
      attempts: 0,
      maxAttempts: 3,
      resendCount: 2,
      expiresAt: at(31 * MINUTE),
      lastResendAt: now,
    });
  });

  it('starts a new cooldown', () => {
    const now = at(3 * MINUTE);
    const resent = applyResend(record(), now);
    expect(checkResend(resent, now)).toMatchObject({ allowed: false, reason: 'cooldown' });
    expect(checkResend(resent, at(5 * MINUTE))).toEqual({ allowed: true });
  });

  it('three resends use them all up', () => {
    let current = record();
    for (let i = 1; i <= 3; i++) current = applyResend(current, at(i * 3 * MINUTE));
    expect(resendsLeft(current)).toBe(0);
    expect(checkResend(current, at(30 * MINUTE))).toEqual({ allowed: false, reason: 'resends' });
  });
});

describe('lock conditions', () => {
  it('is not locked while attempts and the code or resends remain', () => {
    expect(lockReason(record(), T0)).toBeNull();
    expect(lockReason(record({ attempts: 2 }), T0)).toBeNull();
    expect(lockReason(record(), at(20 * MINUTE))).toBeNull();
    expect(lockReason(record({ resendCount: 3 }), T0)).toBeNull();
  });

  it('locks on used-up attempts, expired or not', () => {
    expect(lockReason(record({ attempts: 3 }), T0)).toBe('attempts');
    expect(lockReason(record({ attempts: 3, resendCount: 3 }), at(20 * MINUTE))).toBe('attempts');
  });

  it('locks on used-up resends once the last code has expired', () => {
    expect(lockReason(record({ resendCount: 3 }), at(15 * MINUTE - 1))).toBeNull();
    expect(lockReason(record({ resendCount: 3 }), at(15 * MINUTE))).toBe('resends');
  });
});

describe('judging an entered code', () => {
  it('without a record: not found', () => {
    expect(judgeCodeAttempt(null, true, T0, 1)).toEqual({ outcome: 'not-found' });
  });

  it('right code in time: correct', () => {
    expect(judgeCodeAttempt(record(), true, at(15 * MINUTE - 1), 1)).toEqual({
      outcome: 'correct',
    });
    expect(judgeCodeAttempt(record({ attempts: 2 }), true, T0, 1)).toEqual({ outcome: 'correct' });
  });

  it('expired code, right or wrong: expired, and no attempt is used', () => {
    expect(judgeCodeAttempt(record(), true, at(15 * MINUTE), 1)).toEqual({ outcome: 'expired' });
    expect(judgeCodeAttempt(record({ attempts: 1 }), false, at(15 * MINUTE), 1)).toEqual({
      outcome: 'expired',
    });
  });

  it('wrong codes count down and the third one locks', () => {
    expect(judgeCodeAttempt(record(), false, T0, 1)).toEqual({
      outcome: 'wrong',
      attempts: 1,
      attemptsLeft: 2,
      locked: false,
    });
    expect(judgeCodeAttempt(record({ attempts: 1 }), false, T0, 1)).toEqual({
      outcome: 'wrong',
      attempts: 2,
      attemptsLeft: 1,
      locked: false,
    });
    expect(judgeCodeAttempt(record({ attempts: 2 }), false, T0, 1)).toEqual({
      outcome: 'wrong',
      attempts: 3,
      attemptsLeft: 0,
      locked: true,
    });
  });

  it('a record that is already out of attempts is locked, even for the right code', () => {
    expect(judgeCodeAttempt(record({ attempts: 3 }), true, T0, 1)).toEqual({ outcome: 'locked' });
  });
});

describe('daily bounds per address', () => {
  it('allows 10 code requests and 15 codes entered per day', () => {
    expect(VERIFICATION_DAILY_WINDOW_MS).toBe(24 * 60 * MINUTE);
    expect(VERIFICATION_CODE_REQUESTS_PER_DAY_MAX).toBe(10);
    expect(VERIFICATION_CODE_ENTRIES_PER_DAY_MAX).toBe(15);
  });

  it('is tighter than the attempts of every code a day may bring', () => {
    // 10 codes of 3 attempts would be 30 guesses: the entries bound is the one that holds.
    expect(VERIFICATION_CODE_ENTRIES_PER_DAY_MAX).toBeLessThan(
      VERIFICATION_CODE_REQUESTS_PER_DAY_MAX * record().maxAttempts,
    );
  });

  it.each([
    [1, true],
    [15, true],
    [16, false],
    [400, false],
  ])('with %i codes entered today (this one included): within %s', (entries, within) => {
    expect(isWithinDailyCodeEntries(entries)).toBe(within);
  });

  it('locks a fresh record beyond the daily entries, even for the right code', () => {
    expect(judgeCodeAttempt(record(), true, T0, 15)).toEqual({ outcome: 'correct' });
    expect(judgeCodeAttempt(record(), true, T0, 16)).toEqual({ outcome: 'locked' });
    expect(judgeCodeAttempt(record(), false, T0, 16)).toEqual({ outcome: 'locked' });
    expect(judgeCodeAttempt(record(), false, at(20 * MINUTE), 16)).toEqual({ outcome: 'locked' });
  });

  it('still answers not found without a record', () => {
    expect(judgeCodeAttempt(null, true, T0, 16)).toEqual({ outcome: 'not-found' });
  });
});

describe('verification state', () => {
  it('tells the screen the expiry, counters and when a resend is possible', () => {
    const state = toVerificationState(record({ attempts: 1, resendCount: 1 }), at(30 * SECOND));
    expect(state).toEqual({
      email: 'giulia@esempio.it',
      expiresAt: '2026-11-21T10:15:00.000Z',
      attemptsLeft: 2,
      resendAvailableAt: '2026-11-21T10:02:00.000Z',
      resendsLeft: 2,
    });
    expect(verificationStateSchema.parse(state)).toEqual(state);
  });

  it('never puts the resend time in the past', () => {
    expect(toVerificationState(record(), at(5 * MINUTE)).resendAvailableAt).toBe(
      '2026-11-21T10:05:00.000Z',
    );
  });

  it('keeps describing an expired record, so the screen can offer a resend', () => {
    const state = toVerificationState(record(), at(20 * MINUTE));
    expect(state.expiresAt).toBe('2026-11-21T10:15:00.000Z');
    expect(state.attemptsLeft).toBe(3);
    expect(state.resendsLeft).toBe(3);
  });

  it('shows zero left, never a negative count', () => {
    const state = toVerificationState(record({ attempts: 5, resendCount: 9 }), T0);
    expect(state.attemptsLeft).toBe(0);
    expect(state.resendsLeft).toBe(0);
  });
});
