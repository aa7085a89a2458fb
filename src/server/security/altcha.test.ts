import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/helper';
import {
  ALTCHA_COUNTER_MAX,
  ALTCHA_COUNTER_MIN,
  countUsedChallenges,
  createProofOfWork,
  type ProofOfWork,
} from './altcha';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const CHEAP = { counterMin: 10, counterMax: 50 };

/** What the browser widget does: solve, then send base64 JSON of challenge and solution. */
async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA proof of work', () => {
  const t = setupTestApp();
  let pow: ProofOfWork;
  const proofOfWork = () => (pow ??= createProofOfWork(t.db, SECRET, CHEAP));

  it('creates signed SHA-256 challenges that expire in 10 minutes', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const challenge = await proofOfWork().createChallenge(now);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'SHA-256',
      cost: 1,
      expiresAt: now.getTime() / 1000 + 600,
    });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a solved challenge once, and refuses its replay', async () => {
    const payload = await solvedPayload(await proofOfWork().createChallenge());
    const before = await countUsedChallenges(t.db);
    expect(await proofOfWork().redeem(payload)).toBe('verified');
    expect(await countUsedChallenges(t.db)).toBe(before + 1);
    expect(await proofOfWork().redeem(payload)).toBe('replayed');
  });

  it('refuses a wrong solution, a tampered challenge and a foreign signature', async () => {
    const challenge = await proofOfWork().createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

    const wrongKey = { ...solution!, derivedKey: 'ab'.repeat(32) };
    expect(await proofOfWork().redeem(encode({ challenge, solution: wrongKey }))).toBe('invalid');

    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    expect(await proofOfWork().redeem(encode({ challenge: easier, solution }))).toBe('invalid');

    const other = createProofOfWork(t.db, `${SECRET}-other`, CHEAP);
    const foreign = await solvedPayload(await other.createChallenge());
    expect(await proofOfWork().redeem(foreign)).toBe('invalid');

    // The honest payload still works: failed checks do not use the challenge up.
    expect(await proofOfWork().redeem(encode({ challenge, solution }))).toBe('verified');
  });

  it('refuses an expired challenge', async () => {
    const old = await proofOfWork().createChallenge(new Date(Date.now() - 11 * 60 * 1000));
    expect(await proofOfWork().redeem(await solvedPayload(old))).toBe('expired');
  });

  it('refuses payloads that are not a solved challenge', async () => {
    for (const payload of ['', 'not base64 at all', Buffer.from('{}').toString('base64'), 'e30=']) {
      expect(await proofOfWork().redeem(payload)).toBe('malformed');
    }
  });

  it('forgets used challenges once they have expired', async () => {
    const payload = await solvedPayload(await proofOfWork().createChallenge());
    expect(await proofOfWork().redeem(payload)).toBe('verified');
    const later = new Date(Date.now() + 11 * 60 * 1000);
    const next = await solvedPayload(await proofOfWork().createChallenge(later));
    expect(await proofOfWork().redeem(next, later)).toBe('verified');
    // Only the challenge redeemed "later" is still remembered.
    expect(await countUsedChallenges(t.db)).toBe(1);
  });

  it('with the shop’s settings, asks for at most 6,000 SHA-256 (a fraction of a second)', async () => {
    // Counted in hashes rather than timed: wall time on a busy CI machine says little.
    const real = createProofOfWork(t.db, SECRET);
    const challenge = await real.createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(ALTCHA_COUNTER_MIN);
    expect(solution!.counter).toBeLessThanOrEqual(ALTCHA_COUNTER_MAX);
    expect(ALTCHA_COUNTER_MAX).toBeLessThanOrEqual(6_000);
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect(await real.redeem(payload)).toBe('verified');
  });
});
