import { describe, expect, it } from 'vitest';
import { isSafeRedirect, resolveRedirect } from './redirect';

describe('isSafeRedirect', () => {
  it.each(['/', '/wishlist', '/products?page=2#top', '/search?q=%2F%2Fx'])(
    'accepts %s',
    (target) => {
      expect(isSafeRedirect(target)).toBe(true);
    },
  );

  it.each([
    '',
    'wishlist',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tfoo',
    null,
    undefined,
    42,
  ])('refuses %s', (target) => {
    expect(isSafeRedirect(target)).toBe(false);
  });
});

describe('resolveRedirect', () => {
  it('falls back to / for unsafe targets', () => {
    expect(resolveRedirect('//evil.example')).toBe('/');
    expect(resolveRedirect('/orders')).toBe('/orders');
  });
});
