import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '../../../domain/constants';

/**
 * The emailed codes. A code is kept only as an HMAC-SHA256 keyed by the server secret and bound
 * to its email and purpose: a copy of the table reveals no code, and a stored hash cannot be
 * moved to another address or from a registration to a password reset.
 */

/** `email-change`: the code sent to the new address of a logged-in user's account. */
export type VerificationPurpose = 'register' | 'reset' | 'email-change';

/** A uniformly random code of 6 digits, leading zeros included. */
export function generateVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
}

export function hashVerificationCode(
  secret: string,
  purpose: VerificationPurpose,
  email: string,
  code: string,
): string {
  return createHmac('sha256', secret)
    .update(`vetrina:verification-code\n${purpose}\n${email}\n${code}`)
    .digest('base64url');
}

/** Compares in constant time, so response times tell nothing about the stored hash. */
export function verificationCodeMatches(
  secret: string,
  purpose: VerificationPurpose,
  email: string,
  code: string,
  storedHash: string,
): boolean {
  const actual = Buffer.from(hashVerificationCode(secret, purpose, email, code));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
