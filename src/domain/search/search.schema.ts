import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULTS_KEPT_MAX } from '../constants';
import { productSummarySchema } from '../catalog/product.schema';
import { textSchema } from '../input.schema';

/**
 * The search API contract (spec §2.4, §5, §9). The server searches; the browser shows. A result
 * is a product summary (what a tile or a panel row needs: name, price, rating, up to 6 images).
 */

/** Spec §5: blank searches are neither saved nor executed; at most 60 characters. */
export const searchQuerySchema = z.object({
  q: textSchema()
    .transform((value) => value.trim())
    .pipe(z.string().min(1).max(SEARCH_QUERY_MAX_LENGTH)),
  /** How many results to return, at most the 50 the spec keeps (the panel asks for fewer). */
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_RESULTS_KEPT_MAX)
    .default(SEARCH_RESULTS_KEPT_MAX),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  /** The query as searched (trimmed). */
  query: z.string(),
  /** Every visible product that matches (may exceed the items returned). */
  total: z.number().int().nonnegative(),
  /** Best first: exact and prefix matches, then closer fuzzy matches. */
  items: z.array(productSummarySchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
