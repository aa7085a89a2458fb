import { z } from 'zod';
import { productSpecSchema } from '../catalog/product.schema';
import { isStorableText } from '../input.schema';
import { PRODUCT_MESSAGES } from './products.messages';
import { productSlugOf } from './products.rules';

/**
 * The admin products API (issue "Admin" §2, decision 022):
 *
 *   GET    /api/admin/products?q=&category=&visible=&featured=&stock=&sort=&page=
 *                                                     → AdminProductsPage (25 a page)
 *   GET    /api/admin/products/:id                     → AdminProductResponse
 *   POST   /api/admin/products        ProductCreateRequest → 201 AdminProductResponse
 *   PATCH  /api/admin/products/:id    ProductUpdateRequest → AdminProductResponse
 *   DELETE /api/admin/products/:id                     → AdminProductResponse (the deleted one)
 *   POST   /api/admin/products/:id/visibility { visible }   → AdminProductResponse
 *   POST   /api/admin/products/:id/featured   { featured }  → AdminProductResponse
 *   POST   /api/admin/products/slugs/regenerate             → SlugsRegeneratedResponse
 *
 * Refusals: 400 invalid-argument with `fields` (Italian, one per field); 404 not-found; 409
 * already-exists when an address is taken by another writer at the same moment.
 */

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
export const ADMIN_PRODUCTS_PAGE_MAX = 100_000;
export const PRODUCT_SEARCH_MAX_LENGTH = 100;
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5_000;
/** The price column is a PostgreSQL integer of cents; a million euro is far beyond any device. */
export const PRODUCT_PRICE_MAX_CENTS = 100_000_000;
export const PRODUCT_STOCK_MAX = 1_000_000;
export const PRODUCT_SPECS_MAX = 50;
export const PRODUCT_SPEC_LABEL_MAX_LENGTH = 80;
export const PRODUCT_SPEC_VALUE_MAX_LENGTH = 200;
export const PRODUCT_TAGS_MAX = 20;
export const PRODUCT_TAG_MAX_LENGTH = 40;

// ——— The list ———

export const PRODUCT_SORTS = [
  'newest',
  'oldest',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** out: 0 units; low: 1 to LOW_STOCK_THRESHOLD (the shop's "few left"); in: more than that. */
export const PRODUCT_STOCK_FILTERS = ['all', 'out', 'low', 'in'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];

export const adminProductsQuerySchema = z.object({
  q: z
    .string(PRODUCT_MESSAGES.invalidQuery)
    .refine(isStorableText, { error: PRODUCT_MESSAGES.invalidQuery, abort: true })
    .trim()
    .max(PRODUCT_SEARCH_MAX_LENGTH, PRODUCT_MESSAGES.queryTooLong(PRODUCT_SEARCH_MAX_LENGTH))
    .default(''),
  category: z.coerce
    .number(PRODUCT_MESSAGES.categoryInvalid)
    .int(PRODUCT_MESSAGES.categoryInvalid)
    .min(1, PRODUCT_MESSAGES.categoryInvalid)
    .max(2_147_483_647, PRODUCT_MESSAGES.categoryInvalid)
    .optional(),
  visible: z.enum(YES_NO, PRODUCT_MESSAGES.invalidFilter).optional(),
  featured: z.enum(YES_NO, PRODUCT_MESSAGES.invalidFilter).optional(),
  stock: z.enum(PRODUCT_STOCK_FILTERS, PRODUCT_MESSAGES.invalidFilter).default('all'),
  sort: z.enum(PRODUCT_SORTS, PRODUCT_MESSAGES.invalidSort).default('newest'),
  page: z.coerce
    .number(PRODUCT_MESSAGES.invalidPage)
    .int(PRODUCT_MESSAGES.invalidPage)
    .min(1, PRODUCT_MESSAGES.invalidPage)
    .max(ADMIN_PRODUCTS_PAGE_MAX, PRODUCT_MESSAGES.invalidPage)
    .default(1),
});
export type AdminProductsQuery = z.output<typeof adminProductsQuerySchema>;

export const DEFAULT_ADMIN_PRODUCTS_QUERY: AdminProductsQuery = adminProductsQuerySchema.parse({});

/**
 * The list's query from an address bar or a request's query string. Each bad value falls back
 * to its default on its own, so one wrong parameter does not lose the others.
 */
export function readAdminProductsQuery(params: URLSearchParams): AdminProductsQuery {
  const query: Record<string, unknown> = { ...DEFAULT_ADMIN_PRODUCTS_QUERY };
  for (const key of Object.keys(adminProductsQuerySchema.shape) as (keyof AdminProductsQuery)[]) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const field = adminProductsQuerySchema.shape[key].safeParse(value);
    if (field.success) query[key] = field.data;
  }
  return query as AdminProductsQuery;
}

/** The query as URL parameters, defaults left out (the list's address, the API's query string). */
export function writeAdminProductsQuery(query: AdminProductsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category !== undefined) params.set('category', String(query.category));
  if (query.visible) params.set('visible', query.visible);
  if (query.featured) params.set('featured', query.featured);
  if (query.stock !== 'all') params.set('stock', query.stock);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export const adminProductSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  name: z.string(),
  priceCents: z.number().int(),
  compareAtPriceCents: z.number().int().nullable(),
  stock: z.number().int(),
  /** The first of the product's images, null without any. */
  image: z.string().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  isVisible: z.boolean(),
  isFeatured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

export const adminProductsPageSchema = z.object({
  products: z.array(adminProductSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many products match; when `totalExact` is false, at least this many (decision 022). */
  total: z.number().int(),
  totalExact: z.boolean(),
  hasNextPage: z.boolean(),
});
export type AdminProductsPage = z.infer<typeof adminProductsPageSchema>;

// ——— One product ———

export const adminProductSchema = adminProductSummarySchema.extend({
  categoryId: z.number().int().nullable(),
  description: z.string(),
  specs: z.array(productSpecSchema),
  tags: z.array(z.string()),
  images: z.array(z.string()),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductResponseSchema = z.object({ product: adminProductSchema });
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

const storable = (message: string) =>
  z.string(message).refine(isStorableText, { error: PRODUCT_MESSAGES.invalidText, abort: true });

const nameSchema = storable(PRODUCT_MESSAGES.nameRequired)
  .trim()
  .min(1, { error: PRODUCT_MESSAGES.nameRequired, abort: true })
  .max(PRODUCT_NAME_MAX_LENGTH, {
    error: PRODUCT_MESSAGES.nameTooLong(PRODUCT_NAME_MAX_LENGTH),
    abort: true,
  })
  .refine((name) => productSlugOf(name) !== '', PRODUCT_MESSAGES.nameWithoutLetters);

const priceSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined ? PRODUCT_MESSAGES.priceRequired : PRODUCT_MESSAGES.priceInvalid,
  })
  .int(PRODUCT_MESSAGES.priceInvalid)
  .min(0, PRODUCT_MESSAGES.priceInvalid)
  .max(PRODUCT_PRICE_MAX_CENTS, PRODUCT_MESSAGES.priceTooHigh);

const compareAtSchema = z
  .number(PRODUCT_MESSAGES.compareAtInvalid)
  .int(PRODUCT_MESSAGES.compareAtInvalid)
  .min(0, PRODUCT_MESSAGES.compareAtInvalid)
  .max(PRODUCT_PRICE_MAX_CENTS, PRODUCT_MESSAGES.priceTooHigh)
  .nullable();

const stockSchema = z
  .number(PRODUCT_MESSAGES.stockInvalid)
  .int(PRODUCT_MESSAGES.stockInvalid)
  .min(0, PRODUCT_MESSAGES.stockInvalid)
  .max(PRODUCT_STOCK_MAX, PRODUCT_MESSAGES.stockTooHigh(PRODUCT_STOCK_MAX));

const descriptionSchema = storable(PRODUCT_MESSAGES.invalidText)
  .trim()
  .max(
    PRODUCT_DESCRIPTION_MAX_LENGTH,
    PRODUCT_MESSAGES.descriptionTooLong(PRODUCT_DESCRIPTION_MAX_LENGTH),
  );

const specsSchema = z
  .array(
    z.object({
      label: storable(PRODUCT_MESSAGES.specLabelRequired)
        .trim()
        .min(1, PRODUCT_MESSAGES.specLabelRequired)
        .max(
          PRODUCT_SPEC_LABEL_MAX_LENGTH,
          PRODUCT_MESSAGES.specTooLong(PRODUCT_SPEC_LABEL_MAX_LENGTH),
        ),
      value: storable(PRODUCT_MESSAGES.specValueRequired)
        .trim()
        .min(1, PRODUCT_MESSAGES.specValueRequired)
        .max(
          PRODUCT_SPEC_VALUE_MAX_LENGTH,
          PRODUCT_MESSAGES.specTooLong(PRODUCT_SPEC_VALUE_MAX_LENGTH),
        ),
    }),
    PRODUCT_MESSAGES.invalidText,
  )
  .max(PRODUCT_SPECS_MAX, PRODUCT_MESSAGES.specsTooMany(PRODUCT_SPECS_MAX));

const tagsSchema = z
  .array(
    storable(PRODUCT_MESSAGES.invalidText)
      .trim()
      .toLowerCase()
      .max(PRODUCT_TAG_MAX_LENGTH, PRODUCT_MESSAGES.tagTooLong(PRODUCT_TAG_MAX_LENGTH)),
    PRODUCT_MESSAGES.invalidText,
  )
  // Blank tags are dropped and repeats kept once, before the count is checked.
  .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))])
  .pipe(z.array(z.string()).max(PRODUCT_TAGS_MAX, PRODUCT_MESSAGES.tagsTooMany(PRODUCT_TAGS_MAX)));

const categoryIdSchema = z
  .number(PRODUCT_MESSAGES.categoryInvalid)
  .int(PRODUCT_MESSAGES.categoryInvalid)
  .min(1, PRODUCT_MESSAGES.categoryInvalid)
  .max(2_147_483_647, PRODUCT_MESSAGES.categoryInvalid)
  .nullable();

const flagSchema = z.boolean(PRODUCT_MESSAGES.flagInvalid);

/** Spec: a compare-at ("list") price, when given, is above the price. */
export function isCompareAtPriceValid(priceCents: number, compareAtPriceCents: number | null) {
  return compareAtPriceCents === null || compareAtPriceCents > priceCents;
}

const productFields = {
  name: nameSchema,
  priceCents: priceSchema,
  compareAtPriceCents: compareAtSchema,
  stock: stockSchema,
  description: descriptionSchema,
  specs: specsSchema,
  tags: tagsSchema,
  categoryId: categoryIdSchema,
  isVisible: flagSchema,
  isFeatured: flagSchema,
};

const compareAtIssue = {
  error: PRODUCT_MESSAGES.compareAtNotAbovePrice,
  path: ['compareAtPriceCents'],
};

export const productCreateRequestSchema = z
  .object({
    ...productFields,
    compareAtPriceCents: compareAtSchema.default(null),
    stock: stockSchema.default(0),
    description: descriptionSchema.default(''),
    specs: specsSchema.default([]),
    tags: tagsSchema.default([]),
    categoryId: categoryIdSchema.default(null),
    isVisible: flagSchema.default(true),
    isFeatured: flagSchema.default(false),
  })
  .refine(
    (body) => isCompareAtPriceValid(body.priceCents, body.compareAtPriceCents),
    compareAtIssue,
  );
export type ProductCreateRequest = z.input<typeof productCreateRequestSchema>;
export type ProductCreateInput = z.output<typeof productCreateRequestSchema>;

/**
 * Any subset of the fields. `regenerateSlug` makes the address follow the (new) name, the old
 * one kept as a redirect; without it an edited name keeps the address (decision 022).
 */
export const productUpdateRequestSchema = z
  .object({
    name: nameSchema.optional(),
    priceCents: priceSchema.optional(),
    compareAtPriceCents: compareAtSchema.optional(),
    stock: stockSchema.optional(),
    description: descriptionSchema.optional(),
    specs: specsSchema.optional(),
    tags: tagsSchema.optional(),
    categoryId: categoryIdSchema.optional(),
    isVisible: flagSchema.optional(),
    isFeatured: flagSchema.optional(),
    regenerateSlug: flagSchema.default(false),
  })
  .refine(
    (body) =>
      body.priceCents === undefined ||
      body.compareAtPriceCents === undefined ||
      isCompareAtPriceValid(body.priceCents, body.compareAtPriceCents),
    compareAtIssue,
  );
export type ProductUpdateRequest = z.input<typeof productUpdateRequestSchema>;
export type ProductUpdateInput = z.output<typeof productUpdateRequestSchema>;

export const productVisibilityRequestSchema = z.object({ visible: flagSchema });
export const productFeaturedRequestSchema = z.object({ featured: flagSchema });

export const slugsRegeneratedResponseSchema = z.object({ updated: z.number().int() });
export type SlugsRegeneratedResponse = z.infer<typeof slugsRegeneratedResponseSchema>;
