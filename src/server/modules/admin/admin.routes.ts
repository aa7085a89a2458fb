import type { FastifyInstance } from 'fastify';
import { auditQuerySchema, auditPageSchema } from '../../../domain/admin/audit';
import { parseInput, serializeOutput } from '../../http/validation';
import { adminOnly } from '../../plugins/session';
import type { AdminContext } from './admin-context';
import { listAuditEntries } from './audit/audit.repository';
import { adminCategoriesRoutes } from './categories/admin-categories.routes';
import { adminDashboardRoutes } from './dashboard/admin-dashboard.routes';
import { adminOrdersRoutes } from './orders/admin-orders.routes';
import { adminProductsRoutes } from './products/admin-products.routes';
import { adminProductImagesRoutes } from './products/images/product-images.routes';
import { adminShopSettingsRoutes } from './shop-settings/admin-shop-settings.routes';
import { adminDevicesRoutes } from './devices/admin-devices.routes';
import { adminUsersRoutes } from './users/admin-users.routes';

/**
 * The admin API, every route under /api/admin. They are registered in one encapsulated
 * context whose first hook checks the admin role from the session (never from the request), so
 * a route added here cannot forget the check; `admin-routes.guard.test.ts` enumerates them all
 * and calls each as a guest and as a plain user. No admin answer is ever cached.
 */
export function adminRoutes(app: FastifyInstance, ctx: AdminContext): void {
  void app.register(async (admin) => {
    admin.addHook('preHandler', adminOnly);
    admin.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    adminDashboardRoutes(admin, ctx);
    adminOrdersRoutes(admin, ctx);
    adminProductsRoutes(admin, ctx);
    adminProductImagesRoutes(admin, ctx);
    adminCategoriesRoutes(admin, ctx);
    adminUsersRoutes(admin, ctx);
    adminDevicesRoutes(admin, ctx);
    adminShopSettingsRoutes(admin, ctx);

    admin.get('/api/admin/audit', async (request) => {
      const query = parseInput(auditQuerySchema, request.query);
      return serializeOutput(auditPageSchema, await listAuditEntries(ctx.db, query));
    });
  });
}
