import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogQuerySchema } from '../../../domain/catalog/catalog-query';
import {
  categorySchema,
  productDetailSchema,
  productPageSchema,
} from '../../../domain/catalog/product';
import { textSchema } from '../../../domain/input.schema';
import type { Db } from '../../db/client';
import { parseInput, serializeOutput } from '../../http/validation';
import { getCategories, getProductBySegment, getProductPage } from './catalog.service';

const productResponseSchema = z.object({
  product: productDetailSchema,
  canonicalSegment: z.string(),
});
const categoriesResponseSchema = z.object({ items: z.array(categorySchema) });
const segmentParamsSchema = z.object({ segment: textSchema().min(1).max(200) });

export function catalogRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/products', async (request) => {
    const query = parseInput(catalogQuerySchema, request.query);
    return serializeOutput(productPageSchema, await getProductPage(db, query));
  });

  app.get('/api/products/:segment', async (request, reply) => {
    const { segment } = parseInput(segmentParamsSchema, request.params);
    const found = await getProductBySegment(db, segment);
    // An address from before "Rigenera slug" moved permanently (decision 022).
    if (found.moved)
      return reply.redirect(`/api/products/${encodeURIComponent(found.canonicalSegment)}`, 301);
    return serializeOutput(productResponseSchema, found);
  });

  app.get('/api/categories', async () => {
    return serializeOutput(categoriesResponseSchema, { items: await getCategories(db) });
  });
}
