import { DEVICE_LAST_ACTIVE_UPDATE_MIN_MS } from '../../../domain/constants';
import {
  deviceDisplayName,
  type DeviceReport,
  type DeviceView,
} from '../../../domain/devices/device.schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { endSessions } from '../session/session-end';
import {
  deleteDevice,
  listDevicesOfUser,
  lockDevice,
  saveDevice,
  tieSessionToDevice,
  toDeviceView,
} from './devices.repository';
import type { GeoLocator } from './geo-location';
import { hashIp } from './ip-hash';
import { parseUserAgent, type ClientHints } from './user-agent';

export interface DevicesContext {
  db: Db;
  /** Keys the IP hash: the address itself is never stored. */
  secret: string;
  geo: GeoLocator;
}

/** The session asking, as the session plugin resolved it. */
export interface AskingSession {
  userId: string;
  sessionId: string;
  deviceId: string | null;
}

/** What the request itself says about the device: never trusted for anything but display. */
export interface RequestFacts {
  userAgent: string | undefined;
  hints: ClientHints;
  ip: string;
}

function refused(): AppError {
  return new AppError(
    'permission-denied',
    'This device record belongs to another session or account',
    undefined,
    { reason: 'device-refused' },
  );
}

/**
 * PUT /api/session/device (spec §3, §7): writes the device record when a session starts and
 * refreshes it at most every 30 s. A session is tied to the first device it reports; a device
 * id of another account, or a second id for the same session, is refused (the browser remembers
 * the refusal, spec §8).
 */
export async function reportDevice(
  ctx: DevicesContext,
  session: AskingSession,
  report: DeviceReport,
  facts: RequestFacts,
  now = new Date(),
): Promise<DeviceView> {
  if (session.deviceId !== null && session.deviceId !== report.deviceId) throw refused();
  return ctx.db.transaction(async (tx) => {
    const existing = await lockDevice(tx, report.deviceId);
    if (existing && existing.userId !== session.userId) throw refused();
    const recent =
      existing !== undefined &&
      session.deviceId === report.deviceId &&
      now.getTime() - existing.lastActiveAt.getTime() < DEVICE_LAST_ACTIVE_UPDATE_MIN_MS;
    if (recent) return toDeviceView(existing, report.deviceId);

    const parsed = parseUserAgent(facts.userAgent, facts.hints);
    const place = ctx.geo.locate(facts.ip);
    const row = await saveDevice(tx, {
      id: report.deviceId,
      userId: session.userId,
      userAgent: facts.userAgent?.slice(0, 500) ?? null,
      ...parsed,
      screenResolution: report.screenResolution,
      timezone: report.timezone,
      language: report.language,
      platform: report.platform,
      colorDepth: report.colorDepth,
      ipHash: hashIp(facts.ip, ctx.secret),
      country: place.country,
      countryCode: place.countryCode,
      region: place.region,
      city: place.city,
      displayName: deviceDisplayName({ ...parsed, city: place.city, country: place.country }),
      lastActiveAt: now,
    });
    // Another account claimed the id between the lock and the write.
    if (!row) throw refused();
    if (session.deviceId === null) await tieSessionToDevice(tx, session.sessionId, row.id);
    return toDeviceView(row, report.deviceId);
  });
}

export async function listDevices(db: Db, session: AskingSession): Promise<DeviceView[]> {
  const rows = await listDevicesOfUser(db, session.userId);
  return rows.map((row) => toDeviceView(row, session.deviceId));
}

/**
 * DELETE /api/devices/:deviceId: the user signs out one of their other devices. Its sessions
 * end with the device-removed reason; this device signs out with "Esci" instead.
 */
export async function removeOwnDevice(
  db: Db,
  session: AskingSession,
  deviceId: string,
): Promise<void> {
  if (deviceId === session.deviceId)
    throw new AppError(
      'failed-precondition',
      'This is the device of the current session',
      undefined,
      {
        reason: 'current-device',
      },
    );
  await db.transaction(async (tx) => {
    if (!(await removeDeviceRecord(tx, session.userId, deviceId)))
      throw new AppError('not-found', 'No such device');
  });
}

/**
 * Deletes a device record and ends its sessions with the device-removed reason, in the caller's
 * transaction (the user's sign-out above, the admin's removal with its audit entry). False when
 * the user has no such device.
 */
export async function removeDeviceRecord(
  tx: Db,
  userId: string,
  deviceId: string,
): Promise<{ sessionsEnded: number } | null> {
  const row = await deleteDevice(tx, userId, deviceId);
  if (!row) return null;
  return { sessionsEnded: await endSessions(tx, { userId, deviceId }, 'device-removed') };
}
