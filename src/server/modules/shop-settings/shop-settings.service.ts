import {
  toPublicShopSettings,
  type PublicShopSettings,
  type ShopSettingField,
} from '../../../domain/admin/shop-settings';
import type { Db } from '../../db/client';
import {
  lockShopSettings,
  readStoredShopSettings,
  writeShopSettings,
} from './shop-settings.repository';

/** What the public pages state about the seller: the fields given, and the hours. */
export async function readPublicShopSettings(db: Db): Promise<PublicShopSettings> {
  return toPublicShopSettings(await readStoredShopSettings(db));
}

/**
 * Decision 020: the SHOP_* variables fill, at start, only the fields the shop has not stored
 * yet; a value once kept (from an earlier start or edited in the admin area) is never replaced.
 * Answers the fields it filled.
 */
export async function applyInitialShopSettings(
  db: Db,
  initial: Partial<Record<ShopSettingField, string>>,
): Promise<ShopSettingField[]> {
  const given = Object.entries(initial).filter(([, value]) => value) as [
    ShopSettingField,
    string,
  ][];
  if (given.length === 0) return [];
  return db.transaction(async (tx) => {
    const stored = await lockShopSettings(tx);
    const unset = given.filter(([field]) => !(field in stored));
    if (unset.length > 0) await writeShopSettings(tx, { ...stored, ...Object.fromEntries(unset) });
    return unset.map(([field]) => field);
  });
}
