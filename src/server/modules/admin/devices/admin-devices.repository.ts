import { count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_DEVICES_PAGE_SIZE,
  type AdminDevice,
  type AdminDevicesPage,
  type AdminDevicesQuery,
  type AdminRemoteLogout,
} from '../../../../domain/admin/devices.schema';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../db/like-pattern';
import { devices, remoteLogouts, users } from '../../../db/schema';

type DeviceRow = typeof devices.$inferSelect;
type UserRow = typeof users.$inferSelect;
type RemoteLogoutRow = typeof remoteLogouts.$inferSelect;

/** The user's display name, else first and last name; null when none. */
function nameOf(user: Pick<UserRow, 'displayName' | 'firstName' | 'lastName'>): string | null {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return user.displayName?.trim() || fullName || null;
}

export function toAdminRemoteLogout(row: RemoteLogoutRow): AdminRemoteLogout {
  return {
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    executed: row.executed,
    executedAt: row.executedAt?.toISOString() ?? null,
  };
}

function toAdminDevice(
  device: DeviceRow,
  user: UserRow,
  remoteLogout: RemoteLogoutRow | null,
  currentDeviceId: string | null,
): AdminDevice {
  return {
    id: device.id,
    displayName: device.displayName ?? '',
    deviceType: device.deviceType,
    city: device.city,
    country: device.country,
    lastActiveAt: device.lastActiveAt.toISOString(),
    createdAt: device.createdAt.toISOString(),
    current: device.id === currentDeviceId,
    user: { id: user.id, email: user.email, displayName: nameOf(user) },
    remoteLogout: remoteLogout ? toAdminRemoteLogout(remoteLogout) : null,
  };
}

function searchOf(query: AdminDevicesQuery): SQL | undefined {
  if (!query.q) return undefined;
  const pattern = containsPattern(query.q);
  return or(
    sql`${users.email} ILIKE ${pattern}`,
    sql`${users.displayName} ILIKE ${pattern}`,
    sql`concat_ws(' ', ${users.firstName}, ${users.lastName}) ILIKE ${pattern}`,
    sql`${devices.displayName} ILIKE ${pattern}`,
  );
}

/** One page of every user's devices matching the search, most recent activity first. */
export async function listAllDevices(
  db: Db,
  query: AdminDevicesQuery,
  currentDeviceId: string | null,
): Promise<AdminDevicesPage> {
  const where = searchOf(query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ device: devices, user: users, remoteLogout: remoteLogouts })
      .from(devices)
      .innerJoin(users, eq(users.id, devices.userId))
      .leftJoin(remoteLogouts, eq(remoteLogouts.deviceId, devices.id))
      .where(where)
      .orderBy(desc(devices.lastActiveAt), devices.id)
      .limit(ADMIN_DEVICES_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_DEVICES_PAGE_SIZE),
    db
      .select({ value: count() })
      .from(devices)
      .innerJoin(users, eq(users.id, devices.userId))
      .where(where),
  ]);
  return {
    devices: rows.map((row) =>
      toAdminDevice(row.device, row.user, row.remoteLogout, currentDeviceId),
    ),
    page: query.page,
    pageSize: ADMIN_DEVICES_PAGE_SIZE,
    total: totalRow?.value ?? 0,
  };
}

/** The device and its owner's email, the device row locked for the rest of the transaction. */
export async function lockDeviceWithOwner(
  tx: Db,
  deviceId: string,
): Promise<{ device: DeviceRow; email: string } | undefined> {
  const [row] = await tx
    .select({ device: devices, email: users.email })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .where(eq(devices.id, deviceId))
    .limit(1)
    .for('update', { of: devices });
  return row;
}

/**
 * Writes the device's remote-logout command, replacing an earlier one, as executed now: the
 * server carries it out in the same transaction, and the sweep deletes it 5 minutes later.
 */
export async function saveExecutedRemoteLogout(
  tx: Db,
  values: { deviceId: string; reason: string; createdBy: string; now: Date },
): Promise<RemoteLogoutRow> {
  const command = {
    reason: values.reason,
    createdAt: values.now,
    executed: true,
    executedAt: values.now,
    createdBy: values.createdBy,
  };
  const [row] = await tx
    .insert(remoteLogouts)
    .values({ deviceId: values.deviceId, ...command })
    .onConflictDoUpdate({ target: remoteLogouts.deviceId, set: command })
    .returning();
  if (!row) throw new Error('remote logout not written');
  return row;
}
