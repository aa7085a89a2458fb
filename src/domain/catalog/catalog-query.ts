import { z } from 'zod';
import { CATALOG_LISTING_DEPTH, CATALOG_PAGE_SIZE, CATALOG_PAGE_SIZE_MAX } from '../constants';
import { idSchema, textSchema } from '../input.schema';
import { CATALOG_SORTS } from './catalog-sort';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

const centsParam = z.coerce.number().int().min(0).max(100_000_000).optional();

/** The catalog listing query, as it appears in the API and the /products URL. */
export const catalogQuerySchema = z
  .object({
    category: textSchema()
      .trim()
      .regex(/^[a-z0-9-]{1,60}$/)
      .optional(),
    featured: booleanFlag,
    /** Products carrying this tag (e.g. "ricondizionato"). */
    tag: textSchema()
      .trim()
      .toLowerCase()
      .regex(/^[\p{L}\p{N}-]{1,40}$/u)
      .optional(),
    /** Products with a crossed-out previous price. */
    onSale: booleanFlag,
    /** Exactly these products (comma-separated ids), e.g. the compare page's selection. */
    ids: textSchema()
      .regex(/^\d{1,12}(,\d{1,12}){0,49}$/)
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .pipe(z.array(idSchema))
      .optional(),
    inStock: booleanFlag,
    minPriceCents: centsParam,
    maxPriceCents: centsParam,
    sort: z.enum(CATALOG_SORTS).default('relevance'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(CATALOG_PAGE_SIZE_MAX).default(CATALOG_PAGE_SIZE),
  })
  .refine(
    (q) =>
      q.minPriceCents === undefined ||
      q.maxPriceCents === undefined ||
      q.minPriceCents <= q.maxPriceCents,
    {
      path: ['maxPriceCents'],
      message: 'Il prezzo massimo deve essere maggiore del minimo.',
    },
  )
  .refine((q) => (q.page - 1) * q.pageSize < CATALOG_LISTING_DEPTH, {
    path: ['page'],
    message: 'Questa pagina è troppo avanti: restringi la ricerca con i filtri o cambia ordine.',
  });
export type CatalogQuery = z.output<typeof catalogQuerySchema>;
