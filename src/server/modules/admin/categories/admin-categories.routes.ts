import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminCategoriesResponseSchema,
  adminCategoryResponseSchema,
  categoryCreateRequestSchema,
  categoryMoveRequestSchema,
  categoryUpdateRequestSchema,
} from '../../../../domain/admin/categories.schema';
import { idParamSchema } from '../../../../domain/input.schema';
import { parseInput, serializeOutput } from '../../../http/validation';
import { requireAdmin } from '../../../plugins/session';
import type { AdminContext } from '../admin-context';
import {
  createCategory,
  listAdminCategories,
  moveCategory,
  removeCategory,
  renameCategory,
} from './admin-categories.service';

const categoryParamsSchema = z.object({ id: idParamSchema });

/** Issue "Admin" §3: the shop's categories (contract in domain/admin/categories.schema.ts). */
export function adminCategoriesRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/categories', async () => {
    return serializeOutput(adminCategoriesResponseSchema, {
      categories: await listAdminCategories(ctx.db),
    });
  });

  app.post('/api/admin/categories', async (request, reply) => {
    const actor = requireAdmin(request);
    const input = parseInput(categoryCreateRequestSchema, request.body);
    const category = await createCategory(ctx.db, actor, input);
    return reply.status(201).send(serializeOutput(adminCategoryResponseSchema, { category }));
  });

  app.patch('/api/admin/categories/:id', async (request) => {
    const actor = requireAdmin(request);
    const { id } = parseInput(categoryParamsSchema, request.params);
    const input = parseInput(categoryUpdateRequestSchema, request.body);
    const category = await renameCategory(ctx.db, actor, id, input);
    return serializeOutput(adminCategoryResponseSchema, { category });
  });

  app.post('/api/admin/categories/:id/move', async (request) => {
    const actor = requireAdmin(request);
    const { id } = parseInput(categoryParamsSchema, request.params);
    const { direction } = parseInput(categoryMoveRequestSchema, request.body);
    return serializeOutput(adminCategoriesResponseSchema, {
      categories: await moveCategory(ctx.db, actor, id, direction),
    });
  });

  app.delete('/api/admin/categories/:id', async (request) => {
    const actor = requireAdmin(request);
    const { id } = parseInput(categoryParamsSchema, request.params);
    const category = await removeCategory(ctx.db, actor, id);
    return serializeOutput(adminCategoryResponseSchema, { category });
  });
}
