import { z } from 'zod';

/**
 * The catalog's answers as the API sends them: the server writes them by these schemas, and the
 * browser checks what it fetches against them. The rules over products (stock, ratings, links)
 * are in product.ts, which imports no zod: the pages that show products start without it
 * (decision 032).
 */

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const productSpecSchema = z.object({ label: z.string(), value: z.string() });

/** What a product tile or a search row needs. */
export const productSummarySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().nullable(),
  name: z.string(),
  priceCents: z.number().int().nonnegative(),
  compareAtPriceCents: z.number().int().nonnegative().nullable(),
  stock: z.number().int(),
  /**
   * Lists and search hold the first picture only, all a tile shows (decision 026); the product
   * answer (ProductDetail) holds them all.
   */
  images: z.array(z.string()),
  rating: z.number().nullable(),
  reviewCount: z.number().int().nullable(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  specs: z.array(productSpecSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageSchema = z.object({
  items: z.array(productSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** GET /api/products/:segment: the product and the segment its links should use. */
export const productResponseSchema = z.object({
  product: productDetailSchema,
  canonicalSegment: z.string(),
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** GET /api/categories: the shop's categories, in its order. */
export const categoriesResponseSchema = z.object({ items: z.array(categorySchema) });
