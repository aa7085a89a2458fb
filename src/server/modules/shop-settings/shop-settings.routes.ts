import type { FastifyInstance } from 'fastify';
import {
  publicShopSettingsSchema,
  type ShopSettingField,
} from '../../../domain/admin/shop-settings';
import type { Db } from '../../db/client';
import { serializeOutput } from '../../http/validation';
import { applyInitialShopSettings, readPublicShopSettings } from './shop-settings.service';

/** Browsers and proxies may keep the answer this long: an edit shows within a minute. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

export interface ShopSettingsRoutesOptions {
  db: Db;
  /** The SHOP_* variables given (config.ts), applied when the app gets ready (decision 020). */
  initial: Partial<Record<ShopSettingField, string>>;
}

/**
 * The seller's identity for the public pages (GET /api/shop-settings), and, at start, the
 * SHOP_* variables stored for the fields not kept yet. Editing is in the admin area
 * (modules/admin/shop-settings).
 */
export function shopSettingsRoutes(
  app: FastifyInstance,
  { db, initial }: ShopSettingsRoutesOptions,
): void {
  app.addHook('onReady', async () => {
    try {
      const filled = await applyInitialShopSettings(db, initial);
      if (filled.length > 0) app.log.info({ fields: filled }, 'shop settings taken from SHOP_*');
    } catch (err) {
      // Not fatal: the fields stay unset (the dashboard says so) and the next start tries again.
      app.log.error({ err }, 'shop settings from SHOP_* not stored');
    }
  });

  // The same answer for everyone, so shared caches may keep it: no CSRF cookie is set on it
  // (a cached Set-Cookie would hand one visitor's token to the next), and only a success is
  // marked cacheable.
  app.get('/api/shop-settings', { config: { csrfExempt: true } }, async (_request, reply) => {
    const settings = await readPublicShopSettings(db);
    reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
    return serializeOutput(publicShopSettingsSchema, settings);
  });
}
