import { and, desc, eq, lt } from 'drizzle-orm';
import { REMOTE_LOGOUT_CLEANUP_MS } from '../../../domain/constants';
import type { DeviceView } from '../../../domain/devices/device.schema';
import type { Db } from '../../db/client';
import { devices, remoteLogouts, sessions } from '../../db/schema';

export type DeviceRow = typeof devices.$inferSelect;
export type DeviceValues = typeof devices.$inferInsert;

export function toDeviceView(row: DeviceRow, currentDeviceId: string | null): DeviceView {
  return {
    id: row.id,
    displayName: row.displayName ?? '',
    deviceType: row.deviceType,
    deviceModel: row.deviceModel,
    operatingSystem: row.operatingSystem,
    browserName: row.browserName,
    city: row.city,
    region: row.region,
    country: row.country,
    countryCode: row.countryCode,
    isTrusted: row.isTrusted,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.id === currentDeviceId,
  };
}

/** The row of a device id, locked for the rest of the transaction. */
export async function lockDevice(tx: Db, deviceId: string): Promise<DeviceRow | undefined> {
  const [row] = await tx
    .select()
    .from(devices)
    .where(eq(devices.id, deviceId))
    .limit(1)
    .for('update');
  return row;
}

/** Creates or refreshes a device record of this user (never another user's: see the where). */
export async function saveDevice(tx: Db, values: DeviceValues): Promise<DeviceRow | undefined> {
  const {
    id: _id,
    userId: _userId,
    createdAt: _createdAt,
    isTrusted: _trusted,
    ...changes
  } = values;
  const [row] = await tx
    .insert(devices)
    .values(values)
    .onConflictDoUpdate({
      target: devices.id,
      set: changes,
      setWhere: eq(devices.userId, values.userId),
    })
    .returning();
  return row;
}

export async function tieSessionToDevice(
  tx: Db,
  sessionId: string,
  deviceId: string,
): Promise<void> {
  await tx.update(sessions).set({ deviceId }).where(eq(sessions.id, sessionId));
}

export async function listDevicesOfUser(db: Db, userId: string): Promise<DeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(eq(devices.userId, userId))
    .orderBy(desc(devices.lastActiveAt), devices.id)
    .limit(200);
}

/** Deletes a device record of this user; undefined when there is none. */
export async function deleteDevice(
  tx: Db,
  userId: string,
  deviceId: string,
): Promise<DeviceRow | undefined> {
  const [row] = await tx
    .delete(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.userId, userId)))
    .returning();
  return row;
}

/** Spec §6/§9: an executed remote-logout command is deleted 5 minutes later. */
export async function deleteExecutedRemoteLogouts(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(remoteLogouts)
    .where(
      and(
        eq(remoteLogouts.executed, true),
        lt(remoteLogouts.executedAt, new Date(now.getTime() - REMOTE_LOGOUT_CLEANUP_MS)),
      ),
    )
    .returning({ id: remoteLogouts.deviceId });
  return deleted.length;
}
