import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { catalogQuerySchema } from '../../../domain/catalog/catalog-query';
import {
  categoriesResponseSchema,
  productPageSchema,
  productResponseSchema,
} from '../../../domain/catalog/product.schema';
import { textSchema } from '../../../domain/input.schema';
import type { Db } from '../../db/client';
import { createJsonSerializer } from '../../http/json-serializer';
import { parseInput } from '../../http/validation';
import type { CatalogReads } from './catalog-reads';
import { getCategories, getProductBySegment, getProductPage } from './catalog.service';

const segmentParamsSchema = z.object({ segment: textSchema().min(1).max(200) });

const writeProductPage = createJsonSerializer(productPageSchema);
const writeProduct = createJsonSerializer(productResponseSchema);
const writeCategories = createJsonSerializer(categoriesResponseSchema);

/**
 * The same for every visitor (decision 026): no session is read and no cookie set, and the
 * answer cache compresses the body itself.
 */
export const PUBLIC_ANSWER: RouteShorthandOptions = {
  config: { publicAnswer: true, compress: false },
};

export function catalogRoutes(
  app: FastifyInstance,
  { db, reads }: { db: Db; reads: CatalogReads },
): void {
  app.get('/api/products', PUBLIC_ANSWER, async (request, reply) => {
    const query = parseInput(catalogQuerySchema, request.query);
    // The parsed query, so that equivalent addresses share one answer.
    return reads.answers.send(request, reply, `products:${JSON.stringify(query)}`, async () =>
      writeProductPage(await getProductPage(db, query, reads)),
    );
  });

  app.get('/api/products/:segment', PUBLIC_ANSWER, async (request, reply) => {
    const { segment } = parseInput(segmentParamsSchema, request.params);
    return reads.answers.send(request, reply, `product:${segment}`, async () => {
      const found = await getProductBySegment(db, segment);
      // An address from before "Rigenera slug" moved permanently (decision 022).
      if (found.moved)
        return { movedTo: `/api/products/${encodeURIComponent(found.canonicalSegment)}` };
      return writeProduct({ product: found.product, canonicalSegment: found.canonicalSegment });
    });
  });

  app.get('/api/categories', PUBLIC_ANSWER, async (request, reply) => {
    return reads.answers.send(request, reply, 'categories', async () =>
      writeCategories({ items: await getCategories(db) }),
    );
  });
}
