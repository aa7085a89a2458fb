import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DeliveryAddress } from '../../../domain/checkout/address.rules';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';

/** A customer's saved delivery addresses (table addresses). */

export type AddressRow = typeof addresses.$inferSelect;

/** The user's addresses, the last used or edited first. */
export function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.updatedAt), desc(addresses.id));
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.total ?? 0;
}

export async function insertAddress(
  db: Db,
  userId: string,
  address: DeliveryAddress,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...address, userId })
    .returning();
  if (!row) throw new Error('the address was not inserted');
  return row;
}

/** Null when the address is not the user's. */
export async function updateAddress(
  db: Db,
  userId: string,
  id: number,
  address: DeliveryAddress,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set({ ...address, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ?? null;
}

/** False when the address is not the user's. */
export async function deleteAddress(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
