import { describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER } from '../test/fixtures';
import { accessRedirect } from './access';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('accessRedirect', () => {
  it('sends a guest on a user page to login with path and query', () => {
    expect(accessRedirect('user', null, at('/orders', '?x=1'))).toBe(
      '/login?redirect=%2Forders%3Fx%3D1',
    );
    expect(accessRedirect('user', CUSTOMER, at('/orders'))).toBeNull();
  });

  it('lets only admins stay on admin pages', () => {
    expect(accessRedirect('admin', null, at('/admin'))).toBe('/');
    expect(accessRedirect('admin', CUSTOMER, at('/admin'))).toBe('/');
    expect(accessRedirect('admin', ADMIN, at('/admin'))).toBeNull();
  });

  it('sends a logged-in user away from guest-only pages to a safe target', () => {
    expect(accessRedirect('guest-only', null, at('/login', '?redirect=/wishlist'))).toBeNull();
    expect(accessRedirect('guest-only', CUSTOMER, at('/login', '?redirect=/wishlist'))).toBe(
      '/wishlist',
    );
    expect(
      accessRedirect('guest-only', CUSTOMER, at('/login', '?redirect=%2Forders%3Fx%3D1')),
    ).toBe('/orders?x=1');
    expect(accessRedirect('guest-only', CUSTOMER, at('/login', '?redirect=//evil.example'))).toBe(
      '/',
    );
    expect(
      accessRedirect('guest-only', CUSTOMER, at('/login', '?redirect=https://evil.example')),
    ).toBe('/');
    expect(accessRedirect('guest-only', CUSTOMER, at('/register'))).toBe('/');
    expect(accessRedirect('guest-only', CUSTOMER, at('/login', '?redirect=/login'))).toBe('/');
  });
});
