import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password-hash';

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
});
