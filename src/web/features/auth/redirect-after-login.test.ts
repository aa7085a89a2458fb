import { describe, expect, it } from 'vitest';
import { guestOnlyRedirectTarget, isGuestOnlyPath, postLoginTarget } from './redirect-after-login';

describe('postLoginTarget', () => {
  it('prefers the redirect parameter, then the saved page, then /', () => {
    expect(postLoginTarget('/wishlist', '/settings')).toBe('/wishlist');
    expect(postLoginTarget(null, '/settings')).toBe('/settings');
    expect(postLoginTarget(null, null)).toBe('/');
  });

  it('skips unsafe targets and the login pages themselves', () => {
    expect(postLoginTarget('//evil.example', '/settings')).toBe('/settings');
    expect(postLoginTarget('https://evil.example', null)).toBe('/');
    expect(postLoginTarget(null, '/login?redirect=/x')).toBe('/');
    expect(postLoginTarget('/register', '/orders')).toBe('/orders');
  });
});

describe('guestOnlyRedirectTarget', () => {
  it('uses only the redirect parameter', () => {
    expect(guestOnlyRedirectTarget('/wishlist')).toBe('/wishlist');
    expect(guestOnlyRedirectTarget(null)).toBe('/');
    expect(guestOnlyRedirectTarget('/\\evil.example')).toBe('/');
  });
});

describe('isGuestOnlyPath', () => {
  it('recognises login and register with or without a query', () => {
    expect(isGuestOnlyPath('/login')).toBe(true);
    expect(isGuestOnlyPath('/register?redirect=/x')).toBe(true);
    expect(isGuestOnlyPath('/orders')).toBe(false);
  });
});
