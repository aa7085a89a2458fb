import type { FastifyInstance } from 'fastify';
import {
  adminShopSettingsSchema,
  shopSettingsFormSchema,
} from '../../../../domain/admin/shop-settings';
import { parseInput, serializeOutput } from '../../../http/validation';
import { requireAdmin } from '../../../plugins/session';
import type { AdminContext } from '../admin-context';
import { readAdminShopSettings, updateShopSettings } from './admin-shop-settings.service';

/** Issue "Admin" §7: the seller's identity (contract in domain/admin/shop-settings.ts). */
export function adminShopSettingsRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/shop-settings', async () =>
    serializeOutput(adminShopSettingsSchema, await readAdminShopSettings(ctx.db)),
  );

  app.put('/api/admin/shop-settings', async (request) => {
    const actor = requireAdmin(request);
    const settings = parseInput(shopSettingsFormSchema, request.body);
    return serializeOutput(
      adminShopSettingsSchema,
      await updateShopSettings(ctx.db, actor, settings),
    );
  });
}
