import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productPageSchema, type ProductSummary } from '../../domain/catalog/product.schema';
import { createJsonSerializer } from './json-serializer';

const tile: ProductSummary = {
  id: 7,
  slug: null,
  name: 'iPhone "16" \u2028 con <script>',
  priceCents: 99_900,
  compareAtPriceCents: null,
  stock: 0,
  images: ['/uploads/products/7/a-480.webp'],
  rating: 4.25,
  reviewCount: null,
  category: null,
  tags: ['ricondizionato'],
  isFeatured: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const other: ProductSummary = {
  ...tile,
  id: 8,
  slug: 'ipad-air',
  compareAtPriceCents: 109_900,
  reviewCount: 12,
  rating: null,
  category: { slug: 'ipad', name: 'iPad' },
};

describe('JSON serializer from a zod contract', () => {
  it('writes exactly what JSON.stringify writes of the checked value', () => {
    const page = { items: [tile, other], total: 2, page: 1, pageSize: 24 };
    for (const checkContract of [true, false]) {
      const write = createJsonSerializer(productPageSchema, { checkContract });
      expect(write(page)).toBe(JSON.stringify(productPageSchema.parse(page)));
    }
  });

  it('leaves out what the contract does not name, whether or not it checks', () => {
    const withSecret = { ...tile, passwordHash: 'x', description: 'lunga' };
    const page = { items: [withSecret], total: 1, page: 1, pageSize: 24 };
    for (const checkContract of [true, false]) {
      const written = JSON.parse(createJsonSerializer(productPageSchema, { checkContract })(page));
      expect(written.items[0]).toEqual(tile);
    }
  });

  it('refuses a value outside the contract when it checks', () => {
    const write = createJsonSerializer(z.object({ total: z.number().int().nonnegative() }), {
      checkContract: true,
    });
    expect(() => write({ total: -1 })).toThrow();
  });
});
