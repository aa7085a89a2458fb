import type { FastifyInstance } from 'fastify';
import { adminDashboardSchema } from '../../../../domain/admin/orders-admin';
import { serializeOutput } from '../../../http/validation';
import type { AdminContext } from '../admin-context';
import { readDashboard } from './admin-dashboard.service';

/** The admin dashboard's data in one answer. */
export function adminDashboardRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/dashboard', async () => {
    const missing: string[] = [];
    return serializeOutput(adminDashboardSchema, await readDashboard(ctx.db, missing, ctx.now?.()));
  });
}
