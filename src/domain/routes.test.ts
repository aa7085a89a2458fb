import { describe, expect, it } from 'vitest';
import { loginPathFor, matchAppRoute } from './routes';

describe('matchAppRoute', () => {
  it('prefers literal routes over the product parameter route', () => {
    expect(matchAppRoute('/products/new')).toBe('productsNew');
    expect(matchAppRoute('/products/iphone-16-pro')).toBe('product');
  });

  it('matches every route of the table, with or without a trailing slash', () => {
    expect(matchAppRoute('/')).toBe('home');
    expect(matchAppRoute('/shoppingbag/')).toBe('shoppingBag');
    expect(matchAppRoute('/news/presentations')).toBe('newsPresentations');
    expect(matchAppRoute('/admin')).toBe('admin');
    expect(matchAppRoute('/orders')).toBe('orders');
    expect(matchAppRoute('/orders/VT-2026-000123/')).toBe('order');
  });

  it('knows nothing of unknown paths', () => {
    expect(matchAppRoute('/nowhere')).toBeNull();
    expect(matchAppRoute('/products/a/b')).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('keeps path and query of the wanted page', () => {
    expect(loginPathFor('/orders?page=2')).toBe('/login?redirect=%2Forders%3Fpage%3D2');
  });
});
