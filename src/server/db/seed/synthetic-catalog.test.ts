import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, slugify } from '../../../domain/catalog/product';
import { generateSyntheticProducts, type SyntheticProduct } from './synthetic-catalog';

const take = (count: number, startIndex?: number): SyntheticProduct[] => [
  ...generateSyntheticProducts(count, startIndex),
];

describe('generateSyntheticProducts', () => {
  it('yields exactly the requested number of products', () => {
    expect(take(0)).toHaveLength(0);
    expect(take(1)).toHaveLength(1);
    expect(take(1_234)).toHaveLength(1_234);
    expect(take(10, 500)).toHaveLength(10);
  });

  it('is deterministic across runs', () => {
    expect(take(500)).toEqual(take(500));
  });

  it('gives the same product for the same index, whatever the chunking', () => {
    const whole = take(300);
    const chunked = [...take(100, 0), ...take(150, 100), ...take(50, 250)];
    expect(chunked).toEqual(whole);
  });

  it('gives different products at different indexes', () => {
    const [first, second] = take(2);
    expect(first?.name === second?.name && first?.priceCents === second?.priceCents).toBe(false);
  });

  it('has unique slugs over 20,000 products, each ending with its index', () => {
    const products = take(20_000);
    const slugs = products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(20_000);
    products.forEach((product, index) => {
      expect(product.slug.endsWith(`-${index}`)).toBe(true);
    });
  });

  it('builds each slug from the name, as slugify would', () => {
    take(200, 1_000).forEach((product, offset) => {
      expect(product.slug).toBe(`${slugify(product.name)}-${1_000 + offset}`);
    });
  });

  it('produces valid, varied rows', () => {
    const products = take(2_000);
    for (const p of products) {
      expect(CATEGORY_SLUGS).toContain(p.categorySlug);
      expect(p.name.length).toBeGreaterThan(10);
      expect(p.description).toMatch(/[.!?]$/);
      expect(p.description.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(2);
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0).toBe(true);
      if (p.compareAtPriceCents !== null)
        expect(p.compareAtPriceCents).toBeGreaterThan(p.priceCents);
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
      for (const tag of p.tags) expect(tag).toMatch(/^[a-z0-9-]+$/);
      if (p.rating === null) {
        expect(p.reviewCount).toBeNull();
      } else {
        expect(p.rating).toBeGreaterThanOrEqual(3);
        expect(p.rating).toBeLessThanOrEqual(5);
        expect(Number.isInteger(p.reviewCount)).toBe(true);
      }
      expect(['phone', 'laptop', 'tablet', 'watch']).toContain(p.imageKind);
      expect(p.colorHex).toMatch(/^#[0-9a-f]{6}$/);
      expect(Number.isInteger(p.daysSinceRelease) && p.daysSinceRelease >= 0).toBe(true);
    }
    // Every family appears, with a plausible share, and the image kind matches the family.
    for (const slug of CATEGORY_SLUGS) {
      const share = products.filter((p) => p.categorySlug === slug).length / products.length;
      expect(share).toBeGreaterThan(0.15);
      expect(share).toBeLessThan(0.35);
    }
    expect(
      products.filter((p) => p.categorySlug === 'mac').every((p) => p.imageKind === 'laptop'),
    ).toBe(true);
    // Some variety in the states the UI must show.
    expect(products.some((p) => p.rating === null)).toBe(true);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.stock >= 1 && p.stock <= 5)).toBe(true);
    expect(products.some((p) => p.compareAtPriceCents !== null)).toBe(true);
    expect(new Set(products.map((p) => p.name)).size).toBeGreaterThan(1_500);
    expect(new Set(products.map((p) => p.priceCents)).size).toBeGreaterThan(50);
  });

  it('never uses Math.random', () => {
    const original = Math.random;
    Math.random = () => {
      throw new Error('Math.random must not be used');
    };
    try {
      expect(take(100)).toHaveLength(100);
    } finally {
      Math.random = original;
    }
  });

  it('generates 100,000 products', () => {
    let count = 0;
    for (const product of generateSyntheticProducts(100_000)) {
      if (product.slug) count++;
    }
    expect(count).toBe(100_000);
  });
});
