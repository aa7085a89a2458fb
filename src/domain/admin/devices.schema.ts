import { z } from 'zod';
import { DEVICE_ID_PATTERN, DEVICE_TYPES } from '../devices/device.schema';
import { isStorableText } from '../input.schema';
import { DEVICE_ADMIN_MESSAGES as M } from './devices.messages';

/**
 * The admin devices API (issue "Admin" §5, spec §6 and §7 remoteLogouts):
 *
 *   GET    /api/admin/devices?q=&page=                → AdminDevicesPage (25 a page, most
 *                                                        recent activity first)
 *   DELETE /api/admin/devices/:deviceId               → 204; the device's sessions end at once
 *   POST   /api/admin/devices/:deviceId/remote-logout { reason } → 201 RemoteLogoutResponse
 *
 * `q` matches the user's email or name, or the device's display name. A remote logout creates
 * (or replaces) the device's command, ends its sessions with the admin's reason, and is marked
 * executed at once; the server deletes it 5 minutes later. Refusals: 400 invalid-argument;
 * 404 not-found; 409 already-exists with details.reason 'self' for the device of the admin's
 * own session.
 */

export const ADMIN_DEVICES_PAGE_SIZE = 25;
export const DEVICE_SEARCH_MAX_LENGTH = 100;
export const REMOTE_LOGOUT_REASON_MAX_LENGTH = 200;

export const adminDevicesQuerySchema = z.object({
  q: z
    .string(M.invalidQuery)
    .refine(isStorableText, { error: M.invalidQuery, abort: true })
    .trim()
    .max(DEVICE_SEARCH_MAX_LENGTH, M.queryTooLong(DEVICE_SEARCH_MAX_LENGTH))
    .default(''),
  page: z.coerce
    .number(M.invalidPage)
    .int(M.invalidPage)
    .min(1, M.invalidPage)
    .max(100_000, M.invalidPage)
    .default(1),
});
export type AdminDevicesQuery = z.output<typeof adminDevicesQuerySchema>;

export const adminDeviceParamsSchema = z.object({
  deviceId: z
    .string(M.invalidDeviceId)
    .max(80, M.invalidDeviceId)
    .regex(DEVICE_ID_PATTERN, M.invalidDeviceId),
});

export const remoteLogoutRequestSchema = z.object({
  reason: z
    .string(M.reasonRequired)
    .refine(isStorableText, { error: M.invalidReason, abort: true })
    .trim()
    .min(1, M.reasonRequired)
    .max(REMOTE_LOGOUT_REASON_MAX_LENGTH, M.reasonTooLong(REMOTE_LOGOUT_REASON_MAX_LENGTH)),
});
export type RemoteLogoutRequest = z.input<typeof remoteLogoutRequestSchema>;

/** Spec §7 remoteLogouts, as the admin sees it (timestamp is `createdAt`). */
export const adminRemoteLogoutSchema = z.object({
  reason: z.string(),
  createdAt: z.string(),
  executed: z.boolean(),
  executedAt: z.string().nullable(),
});
export type AdminRemoteLogout = z.infer<typeof adminRemoteLogoutSchema>;

export const adminDeviceSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  deviceType: z.enum(DEVICE_TYPES).nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  lastActiveAt: z.string(),
  createdAt: z.string(),
  /** The device of the admin's own session: it cannot be removed or logged out from here. */
  current: z.boolean(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    /** The display name, else first and last name; null when the user gave none. */
    displayName: z.string().nullable(),
  }),
  /** The command not yet cleaned up (5 minutes after it ran), or null. */
  remoteLogout: adminRemoteLogoutSchema.nullable(),
});
export type AdminDevice = z.infer<typeof adminDeviceSchema>;

export const adminDevicesPageSchema = z.object({
  devices: z.array(adminDeviceSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminDevicesPage = z.infer<typeof adminDevicesPageSchema>;

export const remoteLogoutResponseSchema = z.object({ remoteLogout: adminRemoteLogoutSchema });
export type RemoteLogoutResponse = z.infer<typeof remoteLogoutResponseSchema>;

/** How many pages a list of `total` devices fills (one at least, for "Pagina 1 di 1"). */
export function devicePageCount({
  total,
  pageSize,
}: Pick<AdminDevicesPage, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
