import Bowser from 'bowser';
import type { DeviceType } from '../../../domain/devices/device.schema';

/**
 * The raw Sec-CH-UA-* header values (structured-field strings such as '"Android"' and booleans
 * such as '?1'). Chromium sends platform and mobile on its own; platform version and model only
 * once the server asked for them with Accept-CH.
 */
export interface ClientHints {
  platform?: string | undefined;
  platformVersion?: string | undefined;
  model?: string | undefined;
  mobile?: string | undefined;
}

/** The device columns worked out from a request: shown to the user, never trusted. */
export interface ParsedDevice {
  deviceType: DeviceType;
  deviceName: string | null;
  deviceModel: string | null;
  operatingSystem: string | null;
  browserName: string | null;
}

export const DEVICE_TEXT_MAX_CHARS = 100;
/** Real user agents stay well under this; a longer header is cut before any regex sees it. */
const USER_AGENT_PARSE_MAX_CHARS = 512;

type UaOs = Bowser.Parser.OSDetails;

const UNKNOWN_DEVICE: ParsedDevice = {
  deviceType: 'Desktop',
  deviceName: null,
  deviceModel: null,
  operatingSystem: null,
  browserName: null,
};

/** Shorter names for the browsers bowser spells out in full. */
const BROWSER_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
};

/** Sec-CH-UA-Platform's names where they differ from bowser's. */
const HINT_OS_NAMES: Record<string, string> = {
  'Chromium OS': 'Chrome OS',
};

/** A friendly name when the device's model is not known, by operating system. */
const NAMES_BY_OS: Record<string, string> = {
  Windows: 'PC Windows',
  macOS: 'Mac',
  Linux: 'Dispositivo Linux',
  'Chrome OS': 'Chromebook',
  iOS: 'Dispositivo iOS',
};

/**
 * The value of a structured-field string ('"Pixel 7"' → 'Pixel 7', RFC 8941 §3.3.3); null for
 * an empty, missing or malformed value. Only printable ASCII is allowed there.
 */
export function readHintString(raw: string | undefined): string | null {
  const match = /^"((?:[\x20\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/.exec(raw?.trim() ?? '');
  const value = match?.[1]?.replace(/\\(["\\])/g, '$1').trim();
  return value ? value : null;
}

function cap(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, DEVICE_TEXT_MAX_CHARS) : null;
}

/** '17.4.1' → '17.4', '131.0.0.0' → '131', '17_4' → '17.4': what a person recognises. */
function shortVersion(version: string | null | undefined): string | null {
  const parts = (version ?? '').split(/[._]/).filter((part) => /^\d+$/.test(part));
  const [major, minor] = parts.map(Number);
  if (major === undefined) return null;
  return minor ? `${major}.${minor}` : String(major);
}

function withVersion(name: string, version: string | null): string {
  return version ? `${name} ${version}` : name;
}

/**
 * Browsers freeze parts of the user agent, so a version read from it is left out where it is
 * known to be frozen, and a version from Sec-CH-UA-Platform-Version is preferred:
 * - Windows 10 and 11 both say "Windows NT 10.0"; the hint's major version 13 or more is 11.
 * - macOS is frozen at 10.15(.7) by Safari, Chrome and Firefox.
 * - Chrome's reduced Android user agent says "Android 10; K" whatever the version.
 */
function osVersion(os: UaOs, hintVersion: string | null, reducedAndroid: boolean): string | null {
  if (os.name === 'Windows') {
    if (hintVersion !== null) {
      const major = Number(hintVersion.split('.')[0]);
      if (major >= 13) return '11';
      if (major >= 1) return '10';
    }
    // NT 10.0 is either 10 or 11; older NT versions are named by bowser (7, 8, 8.1).
    return os.version === 'NT 10.0' ? null : (os.versionName ?? null);
  }
  if (hintVersion !== null) return shortVersion(hintVersion);
  if (os.name === 'macOS' && /^10[._]15\b/.test(os.version ?? '')) return null;
  if (os.name === 'Android' && reducedAndroid) return null;
  return shortVersion(os.version);
}

/**
 * The model token of an Android user agent ("Linux; Android 14; Pixel 7)" → 'Pixel 7'),
 * which bowser does not read. Chrome's reduced user agent puts a fixed "K" there instead.
 */
function androidModel(userAgent: string): string | null {
  const token = /Android [\d.]+; ([^;)]+?)(?: Build\/[^;)]*)?\)/.exec(userAgent)?.[1]?.trim();
  if (!token || token === 'K' || token === 'wv' || token === 'Mobile') return null;
  return token;
}

/**
 * Which of the four types. A user agent cannot tell a laptop from a desktop computer, so the
 * rule is a stated guess: macOS and Chrome OS count as Laptop (most Macs and Chromebooks in use
 * are portable), every other computer as Desktop. An iPad on iPadOS 13+ asks for desktop sites
 * with a Mac user agent and is indistinguishable from a Mac here, so it counts as a Laptop too.
 */
function deviceTypeOf(
  platformType: string | undefined,
  mobileHint: string | undefined,
  os: string | null,
): DeviceType {
  if (platformType === 'tablet') return 'Tablet';
  if (platformType === 'mobile' || mobileHint?.trim() === '?1') return 'Mobile';
  return os === 'macOS' || os === 'Chrome OS' ? 'Laptop' : 'Desktop';
}

function deviceNameOf(model: string | null, os: string | null, type: DeviceType): string | null {
  if (model !== null) return model;
  if (os === 'Android') return type === 'Tablet' ? 'Tablet Android' : 'Smartphone Android';
  return os === null ? null : (NAMES_BY_OS[os] ?? `Dispositivo ${os}`);
}

/**
 * Spec §3: type, name, model, operating system and browser of the device a request comes from,
 * from its User-Agent and client hints. The hints refine the user agent only when they name
 * the same operating system (an emulated or spoofed user agent keeps the real hints); a missing
 * or unrecognised user agent gives an unknown desktop device.
 */
export function parseUserAgent(userAgent: string | undefined, hints: ClientHints): ParsedDevice {
  const ua = userAgent?.slice(0, USER_AGENT_PARSE_MAX_CHARS).trim();
  if (!ua) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(ua);
  const uaOs = parsed.os.name || null;
  const browser = parsed.browser.name || null;
  if (uaOs === null && browser === null) return UNKNOWN_DEVICE;

  const hintOsRaw = readHintString(hints.platform);
  const hintOs = hintOsRaw === null ? null : (HINT_OS_NAMES[hintOsRaw] ?? hintOsRaw);
  const hintsApply = hintOs !== null && hintOs === uaOs;
  const reducedAndroid = /Android 10; K\)/.test(ua);

  const model = cap(
    (hintsApply ? readHintString(hints.model) : null) ??
      parsed.platform.model ??
      (uaOs === 'Android' ? androidModel(ua) : null),
  );
  const hintVersion = hintsApply ? readHintString(hints.platformVersion) : null;
  const operatingSystem =
    uaOs === null ? null : withVersion(uaOs, osVersion(parsed.os, hintVersion, reducedAndroid));
  const browserName =
    browser === null
      ? null
      : withVersion(BROWSER_NAMES[browser] ?? browser, shortVersion(parsed.browser.version));
  const deviceType = deviceTypeOf(
    parsed.platform.type,
    hintsApply ? hints.mobile : undefined,
    uaOs,
  );

  return {
    deviceType,
    deviceName: cap(deviceNameOf(model, uaOs, deviceType)),
    deviceModel: model,
    operatingSystem: cap(operatingSystem),
    browserName: cap(browserName),
  };
}
