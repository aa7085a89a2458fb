import type { FastifyInstance } from 'fastify';
import { adminDashboardSchema } from '../../../../domain/admin/orders-admin';
import { serializeOutput } from '../../../http/validation';
import { SHOP_SETTINGS_MESSAGES } from '../../../../domain/admin/shop-settings.messages';
import type { AdminContext } from '../admin-context';
import { readShopSettingsStatus } from '../shop-settings/admin-shop-settings.service';
import { readDashboard } from './admin-dashboard.service';

/** The admin dashboard's data in one answer. */
export function adminDashboardRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/dashboard', async () => {
    const { missing } = await readShopSettingsStatus(ctx.db);
    const labels = missing.map((field) => SHOP_SETTINGS_MESSAGES.labels[field]);
    return serializeOutput(adminDashboardSchema, await readDashboard(ctx.db, labels, ctx.now?.()));
  });
}
