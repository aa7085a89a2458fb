import type { FastifyInstance } from 'fastify';
import { searchQuerySchema, searchResponseSchema } from '../../../domain/search/search.schema';
import type { Db } from '../../db/client';
import { parseInput, serializeOutput } from '../../http/validation';
import { searchProducts } from './search.service';

/** Search API (spec §2.4, §5): public, like the catalog. */
export function searchRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  // GET /api/search?q=…&limit=…: a blank or over-long q is a 400 invalid-argument.
  app.get('/api/search', async (request) => {
    const query = parseInput(searchQuerySchema, request.query);
    return serializeOutput(searchResponseSchema, await searchProducts(db, query));
  });
}
