import type { FastifyInstance } from 'fastify';
import {
  adminUserResponseSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  setUserActiveRequestSchema,
  setUserRoleRequestSchema,
  userIdParamsSchema,
} from '../../../../domain/admin/users.schema';
import { parseInput, serializeOutput } from '../../../http/validation';
import { requireAdmin } from '../../../plugins/session';
import type { AdminContext } from '../admin-context';
import { changeUserAccount, listAdminUsers } from './admin-users.service';

/** Issue "Admin" §4: the shop's accounts (contract in domain/admin/users.schema.ts). */
export function adminUsersRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/users', async (request) => {
    const query = parseInput(adminUsersQuerySchema, request.query);
    return serializeOutput(adminUsersPageSchema, await listAdminUsers(ctx.db, query));
  });

  app.post('/api/admin/users/:id/active', async (request) => {
    const actor = requireAdmin(request);
    const { id } = parseInput(userIdParamsSchema, request.params);
    const { active } = parseInput(setUserActiveRequestSchema, request.body);
    const user = await changeUserAccount(ctx.db, actor, id, { kind: 'active', active });
    return serializeOutput(adminUserResponseSchema, { user });
  });

  app.post('/api/admin/users/:id/role', async (request) => {
    const actor = requireAdmin(request);
    const { id } = parseInput(userIdParamsSchema, request.params);
    const { role } = parseInput(setUserRoleRequestSchema, request.body);
    const user = await changeUserAccount(ctx.db, actor, id, { kind: 'role', role });
    return serializeOutput(adminUserResponseSchema, { user });
  });
}
