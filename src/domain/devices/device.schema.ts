import { z } from 'zod';
import { textSchema } from '../input.schema';

/**
 * Device records (spec §3): what the browser reports about itself, and what the server answers
 * about a user's devices. Type, name, model, OS and browser are parsed on the server from the
 * user agent and client hints; the place comes from a local IP database; the IP itself is kept
 * only as a keyed hash and never answered.
 */

export const DEVICE_TYPES = ['Desktop', 'Mobile', 'Tablet', 'Laptop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Spec §3: device_{time}_{random}_{random}_{hash}, kept in the browser's local storage. */
export const DEVICE_ID_PATTERN = /^device_\d{10,15}_[a-z0-9]{4,16}_[a-z0-9]{4,16}_[a-z0-9]{4,16}$/;

export const deviceIdSchema = z.string().max(80).regex(DEVICE_ID_PATTERN);

/** PUT /api/session/device: the browser's own facts; everything else the server works out. */
export const deviceReportSchema = z.object({
  deviceId: deviceIdSchema,
  screenResolution: z
    .string()
    .regex(/^\d{1,5}x\d{1,5}$/)
    .nullable()
    .default(null),
  timezone: textSchema().trim().max(64).nullable().default(null),
  language: textSchema().trim().max(35).nullable().default(null),
  platform: textSchema().trim().max(64).nullable().default(null),
  colorDepth: z.number().int().min(1).max(64).nullable().default(null),
});
export type DeviceReport = z.infer<typeof deviceReportSchema>;

export const deviceViewSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  deviceType: z.enum(DEVICE_TYPES).nullable(),
  deviceModel: z.string().nullable(),
  operatingSystem: z.string().nullable(),
  browserName: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  isTrusted: z.boolean(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** The device of the session asking. */
  current: z.boolean(),
});
export type DeviceView = z.infer<typeof deviceViewSchema>;

export const devicesResponseSchema = z.object({ devices: z.array(deviceViewSchema) });
export type DevicesResponse = z.infer<typeof devicesResponseSchema>;

export const deviceResponseSchema = z.object({ device: deviceViewSchema });

export interface DeviceNameParts {
  deviceModel: string | null;
  browserName: string | null;
  operatingSystem: string | null;
  city: string | null;
  country: string | null;
}

/** Spec §3: "model • browser • OS • city, country", leaving out what is not known. */
export function deviceDisplayName(parts: DeviceNameParts): string {
  const place = [parts.city, parts.country].filter(Boolean).join(', ');
  const shown = [parts.deviceModel, parts.browserName, parts.operatingSystem, place].filter(
    (part): part is string => Boolean(part),
  );
  return shown.length > 0 ? shown.join(' • ') : 'Dispositivo sconosciuto';
}
