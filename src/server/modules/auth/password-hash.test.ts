import { describe, expect, it } from 'vitest';
import { ServerBusyError } from '../../security/bounded-concurrency';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  PASSWORD_HASH_CONCURRENCY,
  PASSWORD_HASH_QUEUE_LIMIT,
  passwordHashingLoad,
  verifyPassword,
} from './password-hash';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Cavallo-Batteria-42');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored).not.toContain('Cavallo');
    expect(await verifyPassword('Cavallo-Batteria-42', stored)).toBe(true);
    expect(await verifyPassword('cavallo-batteria-42', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('stessa-password')).not.toBe(await hashPassword('stessa-password'));
  });

  it('never matches the dummy hash or a malformed one', async () => {
    expect(await verifyPassword('', DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('hashes two passwords at a time and refuses at once what its queue cannot hold', async () => {
    const extra = 6;
    const attempts = Array.from(
      { length: PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_QUEUE_LIMIT + extra },
      () =>
        verifyPassword('indovina', DUMMY_PASSWORD_HASH).then(
          () => 'hashed',
          (error: unknown) => error,
        ),
    );
    expect(passwordHashingLoad()).toEqual({
      running: PASSWORD_HASH_CONCURRENCY,
      waiting: PASSWORD_HASH_QUEUE_LIMIT,
    });
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((outcome) => outcome === 'hashed')).toHaveLength(
      PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_QUEUE_LIMIT,
    );
    expect(outcomes.filter((outcome) => outcome instanceof ServerBusyError)).toHaveLength(extra);
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
