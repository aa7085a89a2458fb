import { describe, expect, it } from 'vitest';
import {
  displayRating,
  displayReviewCount,
  productIdFromSegment,
  productLinkSegment,
  readStock,
  slugify,
  stockStateOf,
} from './product';

describe('readStock (spec §5)', () => {
  it('reads stock, else inStock, else treats the product as out of stock', () => {
    expect(readStock({ stock: 4, inStock: 9 })).toBe(4);
    expect(readStock({ stock: null, inStock: 9 })).toBe(9);
    expect(readStock({})).toBe(0);
  });

  it('classifies zero or less as out of stock', () => {
    expect(stockStateOf(0)).toBe('out');
    expect(stockStateOf(-3)).toBe('out');
    expect(stockStateOf(3)).toBe('low');
    expect(stockStateOf(40)).toBe('available');
  });
});

describe('rating fallbacks (spec §9)', () => {
  it('keeps real values', () => {
    expect(displayRating({ id: 7, rating: 4.2 })).toBe(4.2);
    expect(displayReviewCount({ id: 7, reviewCount: 120 })).toBe(120);
  });

  it('derives stable values within the spec ranges from the id', () => {
    for (let id = 1; id <= 500; id++) {
      const rating = displayRating({ id, rating: null });
      const count = displayReviewCount({ id, reviewCount: null });
      expect(rating).toBeGreaterThanOrEqual(3.5);
      expect(rating).toBeLessThanOrEqual(5);
      expect(count).toBeGreaterThanOrEqual(10);
      expect(count).toBeLessThanOrEqual(60);
      expect(displayRating({ id, rating: null })).toBe(rating);
    }
  });

  it('spreads over the range rather than sitting on one value', () => {
    const ratings = new Set(
      Array.from({ length: 100 }, (_, i) => displayRating({ id: i + 1, rating: null })),
    );
    expect(ratings.size).toBeGreaterThan(8);
  });
});

describe('product links (spec §2.1)', () => {
  it('uses slug, else name-slug plus id, else id', () => {
    expect(productLinkSegment({ id: 12, slug: 'iphone-16', name: 'iPhone 16' })).toBe('iphone-16');
    expect(productLinkSegment({ id: 12, slug: null, name: 'Mac Studio è bello' })).toBe(
      'mac-studio-e-bello-12',
    );
    expect(productLinkSegment({ id: 12, slug: null, name: '—' })).toBe('12');
  });

  it('recovers the id from name-slug-id and plain id segments', () => {
    expect(productIdFromSegment('mac-studio-e-bello-12')).toBe(12);
    expect(productIdFromSegment('12')).toBe(12);
    expect(productIdFromSegment('iphone-pro')).toBeNull();
  });

  it('slugifies Italian text without accents', () => {
    expect(slugify('Perché l’iPad è così')).toBe('perche-l-ipad-e-cosi');
  });
});
