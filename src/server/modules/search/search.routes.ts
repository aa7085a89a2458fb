import type { FastifyInstance } from 'fastify';
import { searchQuerySchema, searchResponseSchema } from '../../../domain/search/search.schema';
import type { Db } from '../../db/client';
import { createJsonSerializer } from '../../http/json-serializer';
import { parseInput } from '../../http/validation';
import type { CatalogReads } from '../catalog/catalog-reads';
import { PUBLIC_ANSWER } from '../catalog/catalog.routes';
import { searchProducts } from './search.service';

const writeSearchResponse = createJsonSerializer(searchResponseSchema);

/** Search API (spec §2.4, §5): public, like the catalog, and kept with its answers. */
export function searchRoutes(
  app: FastifyInstance,
  { db, reads }: { db: Db; reads: CatalogReads },
): void {
  // GET /api/search?q=…&limit=…: a blank or over-long q is a 400 invalid-argument.
  app.get('/api/search', PUBLIC_ANSWER, async (request, reply) => {
    const query = parseInput(searchQuerySchema, request.query);
    return reads.answers.send(request, reply, `search:${JSON.stringify(query)}`, async () =>
      writeSearchResponse(await searchProducts(db, query)),
    );
  });
}
