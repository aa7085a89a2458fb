import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, LOW_STOCK_THRESHOLD, slugify } from '../../../domain/catalog/product';
import { ARTWORK_VIEWS, renderDeviceArtwork, type DeviceKind } from './device-artwork';
import { SAMPLE_CATEGORIES, SAMPLE_PRODUCTS, type SampleCategory } from './sample-catalog';

const KIND_OF_FAMILY: Record<SampleCategory['slug'], DeviceKind> = {
  iphone: 'phone',
  mac: 'laptop',
  ipad: 'tablet',
  watch: 'watch',
};

/**
 * Common Italian function words: a description without them is not Italian prose.
 * Lookarounds instead of \b, because \b does not know that "è" is a letter.
 */
const ITALIAN_WORDS =
  /(?<!\p{L})(il|lo|la|le|gli|i|e|di|del|della|dei|dai|con|per|che|un|una|è|più|anche|in|tutti)(?!\p{L})/giu;

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== '');
}

describe('SAMPLE_CATEGORIES', () => {
  it('are exactly the four families of the navigation, in order', () => {
    expect(SAMPLE_CATEGORIES.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(SAMPLE_CATEGORIES.map((c) => c.position)).toEqual([1, 2, 3, 4]);
    expect(SAMPLE_CATEGORIES.map((c) => c.name)).toEqual(['iPhone', 'Mac', 'iPad', 'Watch']);
  });

  it('have Italian descriptions', () => {
    for (const category of SAMPLE_CATEGORIES) {
      expect(category.description.length).toBeGreaterThan(40);
      expect(category.description.match(ITALIAN_WORDS)?.length ?? 0).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('SAMPLE_PRODUCTS', () => {
  it('has at least 52 products and at least 12 per family', () => {
    expect(SAMPLE_PRODUCTS.length).toBeGreaterThanOrEqual(52);
    for (const slug of CATEGORY_SLUGS) {
      const family = SAMPLE_PRODUCTS.filter((p) => p.categorySlug === slug);
      expect(family.length, slug).toBeGreaterThanOrEqual(12);
    }
  });

  it('has unique slugs, each equal to slugify(name)', () => {
    const slugs = SAMPLE_PRODUCTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const product of SAMPLE_PRODUCTS) {
      expect(product.slug).toBe(slugify(product.name));
      expect(product.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('has unique names that start with the family name', () => {
    const names = SAMPLE_PRODUCTS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    const prefix: Record<SampleCategory['slug'], string> = {
      iphone: 'iPhone ',
      mac: 'MacBook ',
      ipad: 'iPad ',
      watch: 'Apple Watch ',
    };
    for (const product of SAMPLE_PRODUCTS) {
      expect(product.name.startsWith(prefix[product.categorySlug]), product.name).toBe(true);
    }
  });

  it('has 2 to 6 distinct images per product, drawn as the device of its family', () => {
    for (const product of SAMPLE_PRODUCTS) {
      expect(product.artwork.length, product.slug).toBeGreaterThanOrEqual(2);
      expect(product.artwork.length, product.slug).toBeLessThanOrEqual(6);
      for (const spec of product.artwork) {
        expect(spec.kind).toBe(KIND_OF_FAMILY[product.categorySlug]);
        expect(spec.colorHex).toMatch(/^#[0-9a-f]{6}$/i);
        expect(spec.accentHex).toMatch(/^#[0-9a-f]{6}$/i);
        expect(ARTWORK_VIEWS).toContain(spec.view);
      }
      const svgs = product.artwork.map((spec) => renderDeviceArtwork(spec));
      expect(new Set(svgs).size, product.slug).toBe(svgs.length);
    }
  });

  it('uses several gallery sizes', () => {
    const sizes = new Set(SAMPLE_PRODUCTS.map((p) => p.artwork.length));
    expect(sizes).toEqual(new Set([2, 3, 4, 5, 6]));
  });

  it('prices in positive integer cents, with offers above the price', () => {
    for (const product of SAMPLE_PRODUCTS) {
      expect(Number.isInteger(product.priceCents), product.slug).toBe(true);
      expect(product.priceCents).toBeGreaterThan(0);
      // Realistic: between 100 € and 10.000 €.
      expect(product.priceCents).toBeGreaterThanOrEqual(10_000);
      expect(product.priceCents).toBeLessThanOrEqual(1_000_000);
      if (product.compareAtPriceCents !== null) {
        expect(Number.isInteger(product.compareAtPriceCents)).toBe(true);
        expect(product.compareAtPriceCents, product.slug).toBeGreaterThan(product.priceCents);
      }
    }
    const offers = SAMPLE_PRODUCTS.filter((p) => p.compareAtPriceCents !== null);
    expect(offers.length).toBeGreaterThanOrEqual(6);
    expect(offers.length).toBeLessThanOrEqual(10);
  });

  it('has out-of-stock, low-stock and well-stocked products', () => {
    const stocks = SAMPLE_PRODUCTS.map((p) => p.stock);
    for (const stock of stocks) {
      expect(Number.isInteger(stock)).toBe(true);
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(stock).toBeLessThanOrEqual(120);
    }
    expect(stocks.filter((s) => s === 0).length).toBeGreaterThanOrEqual(3);
    expect(stocks.filter((s) => s >= 1 && s <= LOW_STOCK_THRESHOLD).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(stocks.filter((s) => s > LOW_STOCK_THRESHOLD).length).toBeGreaterThanOrEqual(20);
  });

  it('rates most products between 3.0 and 5.0, and leaves at least 6 without rating', () => {
    const rated = SAMPLE_PRODUCTS.filter((p) => p.rating !== null);
    const unrated = SAMPLE_PRODUCTS.filter((p) => p.rating === null);
    expect(unrated.length).toBeGreaterThanOrEqual(6);
    expect(rated.length).toBeGreaterThan(SAMPLE_PRODUCTS.length / 2);
    for (const product of unrated) expect(product.reviewCount, product.slug).toBeNull();
    for (const product of rated) {
      const rating = product.rating as number;
      expect(rating).toBeGreaterThanOrEqual(3);
      expect(rating).toBeLessThanOrEqual(5);
      expect(Math.round(rating * 10) / 10).toBe(rating);
      expect(Number.isInteger(product.reviewCount)).toBe(true);
      expect(product.reviewCount).toBeGreaterThan(0);
    }
  });

  it('features about 8 products, spread over every family', () => {
    const featured = SAMPLE_PRODUCTS.filter((p) => p.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.length).toBeLessThanOrEqual(10);
    expect(new Set(featured.map((p) => p.categorySlug))).toEqual(new Set(CATEGORY_SLUGS));
  });

  it('has lowercase tags without spaces or duplicates', () => {
    for (const product of SAMPLE_PRODUCTS) {
      expect(product.tags.length, product.slug).toBeGreaterThan(0);
      expect(new Set(product.tags).size).toBe(product.tags.length);
      for (const tag of product.tags) expect(tag).toMatch(/^[a-z0-9àèéìòù]+(?:-[a-z0-9àèéìòù]+)*$/);
    }
    expect(SAMPLE_PRODUCTS.some((p) => p.tags.includes('ricondizionato'))).toBe(true);
  });

  it('has 4 to 8 non-empty Italian specs per product', () => {
    for (const product of SAMPLE_PRODUCTS) {
      expect(product.specs.length, product.slug).toBeGreaterThanOrEqual(4);
      expect(product.specs.length, product.slug).toBeLessThanOrEqual(8);
      const labels = product.specs.map((s) => s.label);
      expect(new Set(labels).size, product.slug).toBe(labels.length);
      expect(labels).toContain('Colore');
      for (const spec of product.specs) {
        expect(spec.label.trim()).not.toBe('');
        expect(spec.value.trim()).not.toBe('');
      }
    }
  });

  it('has 2 to 4 sentence Italian descriptions', () => {
    for (const product of SAMPLE_PRODUCTS) {
      const sentences = sentencesOf(product.description);
      expect(sentences.length, product.slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, product.slug).toBeLessThanOrEqual(4);
      expect(
        product.description.match(ITALIAN_WORDS)?.length ?? 0,
        product.slug,
      ).toBeGreaterThanOrEqual(3);
      expect(product.description).toMatch(/[.!?]$/);
    }
  });

  it('uses accented Italian words that search must handle', () => {
    const text = SAMPLE_PRODUCTS.map((p) => p.description).join(' ');
    for (const word of ['perché', 'più', 'è', 'qualità']) {
      expect(text).toMatch(new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'iu'));
    }
  });

  it('spreads release dates so "Novità" sorting means something', () => {
    const days = SAMPLE_PRODUCTS.map((p) => p.daysSinceRelease);
    for (const day of days) {
      expect(Number.isInteger(day)).toBe(true);
      expect(day).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(days).size).toBe(days.length);
  });
});
