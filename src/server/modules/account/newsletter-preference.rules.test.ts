import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRM_TOKEN_TTL_MS } from '../../../domain/newsletter/newsletter.constants';
import { newsletterStatusOf } from './newsletter-preference.rules';

const NOW = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('newsletterStatusOf', () => {
  it('is none without a subscriber, or after unsubscribing', () => {
    expect(newsletterStatusOf(null, NOW)).toBe('none');
    expect(
      newsletterStatusOf(
        { status: 'unsubscribed', confirmTokenHash: null, createdAt: ago(0) },
        NOW,
      ),
    ).toBe('none');
  });

  it('is confirmed once confirmed, however old', () => {
    expect(
      newsletterStatusOf(
        {
          status: 'confirmed',
          confirmTokenHash: null,
          createdAt: ago(10 * NEWSLETTER_CONFIRM_TOKEN_TTL_MS),
        },
        NOW,
      ),
    ).toBe('confirmed');
  });

  it('is pending while the link sent works, none once it expired or was never sent', () => {
    const pending = { status: 'pending' as const, confirmTokenHash: 'hash' };
    expect(newsletterStatusOf({ ...pending, createdAt: ago(60_000) }, NOW)).toBe('pending');
    expect(
      newsletterStatusOf({ ...pending, createdAt: ago(NEWSLETTER_CONFIRM_TOKEN_TTL_MS - 1) }, NOW),
    ).toBe('pending');
    expect(
      newsletterStatusOf({ ...pending, createdAt: ago(NEWSLETTER_CONFIRM_TOKEN_TTL_MS) }, NOW),
    ).toBe('none');
    expect(
      newsletterStatusOf({ ...pending, confirmTokenHash: null, createdAt: ago(60_000) }, NOW),
    ).toBe('none');
  });
});
