import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminProductResponseSchema,
  adminProductsPageSchema,
  adminProductsQuerySchema,
  productCreateRequestSchema,
  productFeaturedRequestSchema,
  productUpdateRequestSchema,
  productVisibilityRequestSchema,
  slugsRegeneratedResponseSchema,
} from '../../../../domain/admin/products.schema';
import { idParamSchema } from '../../../../domain/input.schema';
import { parseInput, serializeOutput } from '../../../http/validation';
import { requireAdmin } from '../../../plugins/session';
import type { AdminContext } from '../admin-context';
import {
  createProduct,
  editProduct,
  getProduct,
  listProducts,
  regenerateAllSlugs,
  removeProduct,
  setProductFeatured,
  setProductVisibility,
} from './admin-products.service';

const productParamsSchema = z.object({ id: idParamSchema });

/** Issue "Admin" §2: the catalog's products (contract in domain/admin/products.schema.ts). */
export function adminProductsRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/products', async (request) => {
    const query = parseInput(adminProductsQuerySchema, request.query);
    return serializeOutput(adminProductsPageSchema, await listProducts(ctx.db, query));
  });

  app.post('/api/admin/products', async (request, reply) => {
    const actor = requireAdmin(request);
    const input = parseInput(productCreateRequestSchema, request.body);
    const product = await createProduct(ctx.db, actor, input);
    return reply.status(201).send(serializeOutput(adminProductResponseSchema, { product }));
  });

  app.post('/api/admin/products/slugs/regenerate', async (request) => {
    const actor = requireAdmin(request);
    return serializeOutput(slugsRegeneratedResponseSchema, {
      updated: await regenerateAllSlugs(ctx.db, actor),
    });
  });

  app.get('/api/admin/products/:id', async (request) => {
    const { id } = parseInput(productParamsSchema, request.params);
    return serializeOutput(adminProductResponseSchema, { product: await getProduct(ctx.db, id) });
  });

  app.patch('/api/admin/products/:id', async (request) => {
    const actor = requireAdmin(request);
    const { id } = parseInput(productParamsSchema, request.params);
    const input = parseInput(productUpdateRequestSchema, request.body);
    const product = await editProduct(ctx.db, actor, id, input);
    return serializeOutput(adminProductResponseSchema, { product });
  });

  app.delete('/api/admin/products/:id', async (request) => {
    const actor = requireAdmin(request);
    const { id } = parseInput(productParamsSchema, request.params);
    const product = await removeProduct(ctx.db, actor, id);
    return serializeOutput(adminProductResponseSchema, { product });
  });

  app.post('/api/admin/products/:id/visibility', async (request) => {
    const actor = requireAdmin(request);
    const { id } = parseInput(productParamsSchema, request.params);
    const { visible } = parseInput(productVisibilityRequestSchema, request.body);
    const product = await setProductVisibility(ctx.db, actor, id, visible);
    return serializeOutput(adminProductResponseSchema, { product });
  });

  app.post('/api/admin/products/:id/featured', async (request) => {
    const actor = requireAdmin(request);
    const { id } = parseInput(productParamsSchema, request.params);
    const { featured } = parseInput(productFeaturedRequestSchema, request.body);
    const product = await setProductFeatured(ctx.db, actor, id, featured);
    return serializeOutput(adminProductResponseSchema, { product });
  });
}
