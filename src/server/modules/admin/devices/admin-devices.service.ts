import { DEVICE_ADMIN_MESSAGES } from '../../../../domain/admin/devices.messages';
import type {
  AdminDevicesPage,
  AdminDevicesQuery,
  AdminRemoteLogout,
} from '../../../../domain/admin/devices.schema';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { removeDeviceRecord } from '../../devices/devices.service';
import { endSessions } from '../../session/session-end';
import { recordAdminChange, type AdminActor } from '../audit/audit.repository';
import {
  listAllDevices,
  lockDeviceWithOwner,
  saveExecutedRemoteLogout,
  toAdminRemoteLogout,
} from './admin-devices.repository';

/** The admin asking, with the device of their own session (null until the browser reported it). */
export interface DeviceAdmin extends AdminActor {
  deviceId: string | null;
}

export function listAdminDevices(
  db: Db,
  admin: DeviceAdmin,
  query: AdminDevicesQuery,
): Promise<AdminDevicesPage> {
  return listAllDevices(db, query, admin.deviceId);
}

/**
 * The device locked, or the refusal: unknown (404), or the admin's own current device (409 —
 * they sign out with "Esci"; ending their own session from here would leave the page broken).
 */
async function lockTarget(tx: Db, admin: DeviceAdmin, deviceId: string) {
  const target = await lockDeviceWithOwner(tx, deviceId);
  if (!target) throw new AppError('not-found', DEVICE_ADMIN_MESSAGES.notFound);
  if (deviceId === admin.deviceId) {
    throw new AppError('already-exists', DEVICE_ADMIN_MESSAGES.selfDevice, undefined, {
      reason: 'self',
    });
  }
  return target;
}

/**
 * Deletes a device record and ends its sessions (the browser shows the spec's "device removed"
 * notice), in one transaction with its audit entry.
 */
export async function removeDeviceAsAdmin(
  db: Db,
  admin: DeviceAdmin,
  deviceId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { device, email } = await lockTarget(tx, admin, deviceId);
    const removed = await removeDeviceRecord(tx, device.userId, device.id);
    const sessionsEnded = removed?.sessionsEnded ?? 0;
    await recordAdminChange(tx, admin, {
      action: 'device.remove',
      entityType: 'device',
      entityId: device.id,
      before: {
        userEmail: email,
        displayName: device.displayName,
        city: device.city,
        lastActiveAt: device.lastActiveAt.toISOString(),
      },
      after: { sessionsEnded },
    });
  });
}

/**
 * Spec §6: the admin logs a device out with a reason. The command is written (replacing an
 * earlier one) and carried out at once: the device's sessions end with the reason, which the
 * browser shows as "Sessione terminata dall'amministratore. Motivo: {reason}". It is marked
 * executed now; the sweep deletes it 5 minutes later.
 */
export async function remoteLogoutDevice(
  db: Db,
  admin: DeviceAdmin,
  deviceId: string,
  reason: string,
  now = new Date(),
): Promise<AdminRemoteLogout> {
  return db.transaction(async (tx) => {
    const { device, email } = await lockTarget(tx, admin, deviceId);
    const command = await saveExecutedRemoteLogout(tx, {
      deviceId: device.id,
      reason,
      createdBy: admin.id,
      now,
    });
    const sessionsEnded = await endSessions(
      tx,
      { userId: device.userId, deviceId: device.id },
      'remote-logout',
      reason,
      now,
    );
    await recordAdminChange(tx, admin, {
      action: 'device.remote-logout',
      entityType: 'device',
      entityId: device.id,
      before: null,
      after: { userEmail: email, displayName: device.displayName, reason, sessionsEnded },
    });
    return toAdminRemoteLogout(command);
  });
}
