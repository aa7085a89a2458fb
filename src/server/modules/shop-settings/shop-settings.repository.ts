import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopSettings } from '../../db/schema';

/** The stored values of the one shop_settings row, keyed by field; {} before anything is kept. */
export type StoredShopSettings = Record<string, string>;

const ROW_ID = 1;

export async function readStoredShopSettings(db: Db): Promise<StoredShopSettings> {
  const [row] = await db
    .select({ values: shopSettings.values })
    .from(shopSettings)
    .where(eq(shopSettings.id, ROW_ID))
    .limit(1);
  return row?.values ?? {};
}

/**
 * Within a transaction: creates the row if it does not exist yet and locks it, so changes made
 * at the same time (two admins, a start applying SHOP_*) are made one after the other, each from
 * what the previous one kept. Answers the stored values.
 */
export async function lockShopSettings(tx: Db): Promise<StoredShopSettings> {
  await tx.insert(shopSettings).values({ id: ROW_ID, values: {} }).onConflictDoNothing();
  const [row] = await tx
    .select({ values: shopSettings.values })
    .from(shopSettings)
    .where(eq(shopSettings.id, ROW_ID))
    .limit(1)
    .for('update');
  return row?.values ?? {};
}

/** Replaces the stored values (the row must be locked by lockShopSettings). */
export async function writeShopSettings(tx: Db, values: StoredShopSettings): Promise<void> {
  await tx
    .update(shopSettings)
    .set({ values, updatedAt: new Date() })
    .where(eq(shopSettings.id, ROW_ID));
}
