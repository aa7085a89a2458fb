/** The orders a catalog listing offers, the first the default (decision 026 names their indexes). */
export const CATALOG_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
