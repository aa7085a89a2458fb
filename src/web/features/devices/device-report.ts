import type { DeviceReport } from '../../../domain/devices/device.schema';
import { deviceId } from './device-id';

/**
 * What the browser reports about itself with PUT /api/session/device (spec §3 Device record:
 * screen resolution, time zone, language, platform, colour depth). Type, model, OS, browser and
 * place are worked out by the server. Each value is sent only when it fits the API's rules,
 * else null, so an odd browser never has its report refused.
 */

/** Client hints (Chromium); not in every browser, nor in TypeScript's DOM types. */
interface NavigatorWithHints extends Navigator {
  userAgentData?: { platform?: unknown };
}

const TIMEZONE_MAX_LENGTH = 64;
const LANGUAGE_MAX_LENGTH = 35;
const PLATFORM_MAX_LENGTH = 64;

function text(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > maxLength ? null : trimmed;
}

function screenResolution(): string | null {
  const { width, height } = window.screen;
  const fits = (side: number) => Number.isInteger(side) && side > 0 && side < 100_000;
  return fits(width) && fits(height) ? `${String(width)}x${String(height)}` : null;
}

function timezone(): string | null {
  try {
    return text(Intl.DateTimeFormat().resolvedOptions().timeZone, TIMEZONE_MAX_LENGTH);
  } catch {
    return null;
  }
}

function colorDepth(): number | null {
  const depth = window.screen.colorDepth;
  return Number.isInteger(depth) && depth >= 1 && depth <= 64 ? depth : null;
}

export function deviceReport(): DeviceReport {
  const browser = navigator as NavigatorWithHints;
  return {
    deviceId: deviceId(),
    screenResolution: screenResolution(),
    timezone: timezone(),
    language: text(browser.language, LANGUAGE_MAX_LENGTH),
    platform:
      text(browser.userAgentData?.platform, PLATFORM_MAX_LENGTH) ??
      text(browser.platform, PLATFORM_MAX_LENGTH),
    colorDepth: colorDepth(),
  };
}
