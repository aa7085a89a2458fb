import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from './newsletter.messages';
import {
  newsletterConfirmQuerySchema,
  newsletterSubscribeFormSchema,
  newsletterSubscribeRequestSchema,
} from './newsletter.schema';

describe('newsletter subscribe form', () => {
  it('accepts an address, trimmed and lower-cased', () => {
    expect(newsletterSubscribeFormSchema.parse({ email: '  Mario.Rossi@Esempio.IT ' })).toEqual({
      email: 'mario.rossi@esempio.it',
    });
  });

  for (const email of [
    '',
    '   ',
    'mario',
    'mario@',
    '@esempio.it',
    'mario rossi@esempio.it',
    'mario@esempio',
    `${'a'.repeat(250)}@esempio.it`,
    42,
    null,
    undefined,
  ]) {
    it(`refuses ${JSON.stringify(email)} with the Italian message`, () => {
      const result = newsletterSubscribeFormSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(
        NEWSLETTER_MESSAGES.invalidEmail,
      );
      expect(
        result.error?.issues.every((i) => i.message === NEWSLETTER_MESSAGES.invalidEmail),
      ).toBe(true);
    });
  }
});

describe('newsletter subscribe request', () => {
  it('carries the solved proof of work besides the address', () => {
    const altcha = 'eyJjaGFsbGVuZ2UiOnt9fQ==';
    expect(newsletterSubscribeRequestSchema.parse({ email: 'Mario@Esempio.it', altcha })).toEqual({
      email: 'mario@esempio.it',
      altcha,
    });
    expect(newsletterSubscribeRequestSchema.safeParse({ email: 'mario@esempio.it' }).success).toBe(
      false,
    );
  });
});

describe('newsletter confirm query', () => {
  it('accepts a base64url token and refuses anything else', () => {
    expect(newsletterConfirmQuerySchema.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    for (const token of ['', 'corto', 'a'.repeat(200), `${'a'.repeat(20)}'; DROP`, undefined]) {
      expect(newsletterConfirmQuerySchema.safeParse({ token }).success).toBe(false);
    }
  });
});
