import { describe, expect, it } from 'vitest';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from './verification-code';

const SECRET = 'test-secret-test-secret-test-secret-0123';

describe('verification codes', () => {
  it('are six digits, leading zeros kept, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateVerificationCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('are stored as a keyed hash that does not contain the code', () => {
    const hash = hashVerificationCode(SECRET, 'register', 'giulia@esempio.it', '012345');
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('012345');
    expect(hashVerificationCode(SECRET, 'register', 'giulia@esempio.it', '012345')).toBe(hash);
  });

  it('match only the same code, email, purpose and secret', () => {
    const hash = hashVerificationCode(SECRET, 'register', 'giulia@esempio.it', '012345');
    expect(verificationCodeMatches(SECRET, 'register', 'giulia@esempio.it', '012345', hash)).toBe(
      true,
    );
    expect(verificationCodeMatches(SECRET, 'register', 'giulia@esempio.it', '012346', hash)).toBe(
      false,
    );
    expect(verificationCodeMatches(SECRET, 'reset', 'giulia@esempio.it', '012345', hash)).toBe(
      false,
    );
    expect(verificationCodeMatches(SECRET, 'register', 'mario@esempio.it', '012345', hash)).toBe(
      false,
    );
    expect(
      verificationCodeMatches(`${SECRET}x`, 'register', 'giulia@esempio.it', '012345', hash),
    ).toBe(false);
    expect(verificationCodeMatches(SECRET, 'register', 'giulia@esempio.it', '012345', '')).toBe(
      false,
    );
  });
});
