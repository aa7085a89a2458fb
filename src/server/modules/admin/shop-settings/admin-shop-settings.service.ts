import {
  missingShopSettings,
  toAdminShopSettings,
  type AdminShopSettings,
  type RequiredShopSettingField,
  type ShopSettings,
} from '../../../../domain/admin/shop-settings';
import type { Db } from '../../../db/client';
import {
  lockShopSettings,
  readStoredShopSettings,
  writeShopSettings,
} from '../../shop-settings/shop-settings.repository';
import { recordAdminChange, type AdminActor } from '../audit/audit.repository';

export async function readAdminShopSettings(db: Db): Promise<AdminShopSettings> {
  return toAdminShopSettings(await readStoredShopSettings(db));
}

/** For the dashboard: the required fields of the seller's identity still without a value. */
export async function readShopSettingsStatus(
  db: Db,
): Promise<{ missing: RequiredShopSettingField[] }> {
  return { missing: missingShopSettings(await readStoredShopSettings(db)) };
}

function sameValues(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * Keeps the checked settings, every field (the hours '' when the usual ones apply), with the
 * audit entry in the same transaction. A save that changes nothing writes nothing.
 */
export async function updateShopSettings(
  db: Db,
  actor: AdminActor,
  settings: ShopSettings,
): Promise<AdminShopSettings> {
  const after: Record<string, string> = { ...settings };
  await db.transaction(async (tx) => {
    const before = await lockShopSettings(tx);
    if (sameValues(before, after)) return;
    await writeShopSettings(tx, after);
    await recordAdminChange(tx, actor, {
      action: 'shop-settings.update',
      entityType: 'shop-settings',
      entityId: '1',
      before,
      after,
    });
  });
  return toAdminShopSettings(after);
}
