import { describe, expect, it } from 'vitest';
import { parseUserAgent, readHintString, type ParsedDevice } from './user-agent';

// Real user agents, as the browsers send them (Chrome's and Edge's reduced form).
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const CHROME_WINDOWS_7 =
  'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SAFARI_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_ANDROID_REDUCED =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const CHROME_ANDROID_TABLET_REDUCED =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAMSUNG_INTERNET =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const HEADLESS_CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const CHROME_OS =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// Playwright's "Desktop Chrome" and "Pixel 7" emulation, used by the browser tests.
const PLAYWRIGHT_DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Safari/537.36';
const PLAYWRIGHT_PIXEL_7 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Mobile Safari/537.36';

const UNKNOWN: ParsedDevice = {
  deviceType: 'Desktop',
  deviceName: null,
  deviceModel: null,
  operatingSystem: null,
  browserName: null,
};

describe('parseUserAgent', () => {
  it('Chrome on Windows: a desktop PC, Windows without a version the user agent cannot tell', () => {
    expect(parseUserAgent(CHROME_WINDOWS, {})).toEqual({
      deviceType: 'Desktop',
      deviceName: 'PC Windows',
      deviceModel: null,
      operatingSystem: 'Windows',
      browserName: 'Chrome 131',
    });
  });

  it('Windows 11 and 10 from Sec-CH-UA-Platform-Version (13 or more is 11)', () => {
    const hints = { platform: '"Windows"', mobile: '?0', model: '""' };
    expect(
      parseUserAgent(CHROME_WINDOWS, { ...hints, platformVersion: '"15.0.0"' }).operatingSystem,
    ).toBe('Windows 11');
    expect(
      parseUserAgent(CHROME_WINDOWS, { ...hints, platformVersion: '"13.0.0"' }).operatingSystem,
    ).toBe('Windows 11');
    expect(
      parseUserAgent(CHROME_WINDOWS, { ...hints, platformVersion: '"10.0.0"' }).operatingSystem,
    ).toBe('Windows 10');
    // An empty model hint (every desktop sends one) is no model.
    expect(parseUserAgent(CHROME_WINDOWS, hints).deviceModel).toBeNull();
  });

  it('older Windows versions keep their name from the user agent', () => {
    expect(parseUserAgent(CHROME_WINDOWS_7, {}).operatingSystem).toBe('Windows 7');
  });

  it('Edge is named Edge, not Chrome', () => {
    expect(parseUserAgent(EDGE_WINDOWS, {})).toMatchObject({
      deviceType: 'Desktop',
      operatingSystem: 'Windows',
      browserName: 'Edge 131',
    });
  });

  it('Safari on an iPhone', () => {
    expect(parseUserAgent(SAFARI_IPHONE, {})).toEqual({
      deviceType: 'Mobile',
      deviceName: 'iPhone',
      deviceModel: 'iPhone',
      operatingSystem: 'iOS 17.4',
      browserName: 'Safari 17.4',
    });
  });

  it('Safari on an iPad is a tablet', () => {
    expect(parseUserAgent(SAFARI_IPAD, {})).toEqual({
      deviceType: 'Tablet',
      deviceName: 'iPad',
      deviceModel: 'iPad',
      operatingSystem: 'iOS 17.4',
      browserName: 'Safari 17.4',
    });
  });

  it('a Mac is a laptop named Mac; the frozen 10.15 of its user agent is not shown', () => {
    expect(parseUserAgent(SAFARI_MAC, {})).toEqual({
      deviceType: 'Laptop',
      deviceName: 'Mac',
      deviceModel: null,
      operatingSystem: 'macOS',
      browserName: 'Safari 17.4',
    });
  });

  it('Chrome on a Mac gives the real macOS version through its hints', () => {
    const parsed = parseUserAgent(CHROME_MAC, {
      platform: '"macOS"',
      platformVersion: '"14.4.1"',
      mobile: '?0',
    });
    expect(parsed).toMatchObject({ operatingSystem: 'macOS 14.4', browserName: 'Chrome 131' });
  });

  it('Chrome on a Pixel 7 without hints: a smartphone, the reduced user agent hides model and version', () => {
    expect(parseUserAgent(CHROME_ANDROID_REDUCED, {})).toEqual({
      deviceType: 'Mobile',
      deviceName: 'Smartphone Android',
      deviceModel: null,
      operatingSystem: 'Android',
      browserName: 'Chrome 131',
    });
  });

  it('Chrome on a Pixel 7 with hints: model and Android version from them', () => {
    const parsed = parseUserAgent(CHROME_ANDROID_REDUCED, {
      platform: '"Android"',
      platformVersion: '"14.0.0"',
      model: '"Pixel 7"',
      mobile: '?1',
    });
    expect(parsed).toEqual({
      deviceType: 'Mobile',
      deviceName: 'Pixel 7',
      deviceModel: 'Pixel 7',
      operatingSystem: 'Android 14',
      browserName: 'Chrome 131',
    });
  });

  it('an Android tablet (no "Mobile" in the user agent)', () => {
    expect(
      parseUserAgent(CHROME_ANDROID_TABLET_REDUCED, { platform: '"Android"', mobile: '?0' }),
    ).toMatchObject({ deviceType: 'Tablet', deviceName: 'Tablet Android' });
  });

  it('an Android model written in the user agent is read from it', () => {
    expect(parseUserAgent(SAMSUNG_INTERNET, {})).toEqual({
      deviceType: 'Mobile',
      deviceName: 'SM-S918B',
      deviceModel: 'SM-S918B',
      operatingSystem: 'Android 14',
      browserName: 'Samsung Internet 25',
    });
  });

  it('Playwright Pixel 7 emulation', () => {
    expect(parseUserAgent(PLAYWRIGHT_PIXEL_7, {})).toEqual({
      deviceType: 'Mobile',
      deviceName: 'Pixel 7',
      deviceModel: 'Pixel 7',
      operatingSystem: 'Android 14',
      browserName: 'Chrome 159',
    });
  });

  it('Playwright Desktop Chrome emulation on a Linux host: hints of another system are ignored', () => {
    const parsed = parseUserAgent(PLAYWRIGHT_DESKTOP_CHROME, {
      platform: '"Linux"',
      platformVersion: '"6.1.0"',
      model: '"Linux box"',
      mobile: '?1',
    });
    expect(parsed).toEqual({
      deviceType: 'Desktop',
      deviceName: 'PC Windows',
      deviceModel: null,
      operatingSystem: 'Windows',
      browserName: 'Chrome 159',
    });
  });

  it('Firefox on Linux', () => {
    expect(parseUserAgent(FIREFOX_LINUX, {})).toEqual({
      deviceType: 'Desktop',
      deviceName: 'Dispositivo Linux',
      deviceModel: null,
      operatingSystem: 'Linux',
      browserName: 'Firefox 133',
    });
  });

  it('headless Chrome on Linux counts as Chrome', () => {
    expect(parseUserAgent(HEADLESS_CHROME_LINUX, { platform: '"Linux"', mobile: '?0' })).toEqual({
      deviceType: 'Desktop',
      deviceName: 'Dispositivo Linux',
      deviceModel: null,
      operatingSystem: 'Linux',
      browserName: 'Chrome 131',
    });
  });

  it('a Chromebook is a laptop', () => {
    expect(parseUserAgent(CHROME_OS, { platform: '"Chrome OS"' })).toMatchObject({
      deviceType: 'Laptop',
      deviceName: 'Chromebook',
      operatingSystem: 'Chrome OS',
    });
  });

  it('a missing, empty or unrecognised user agent is an unknown desktop device', () => {
    const androidHints = { platform: '"Android"', model: '"Pixel 7"', mobile: '?1' };
    expect(parseUserAgent(undefined, {})).toEqual(UNKNOWN);
    expect(parseUserAgent('', androidHints)).toEqual(UNKNOWN);
    expect(parseUserAgent('   ', {})).toEqual(UNKNOWN);
    expect(parseUserAgent('xyz', androidHints)).toEqual(UNKNOWN);
    expect(parseUserAgent('curl/8.5.0', {})).toEqual(UNKNOWN);
    expect(parseUserAgent('\u0000\uffff<script>', {})).toEqual(UNKNOWN);
  });

  it('caps every text at 100 characters', () => {
    const longModel = 'M'.repeat(150);
    const parsed = parseUserAgent(CHROME_ANDROID_REDUCED, {
      platform: '"Android"',
      model: `"${longModel}"`,
    });
    expect(parsed.deviceModel).toBe('M'.repeat(100));
    expect(parsed.deviceName).toBe('M'.repeat(100));
    const longUaModel = PLAYWRIGHT_PIXEL_7.replace('Pixel 7', 'P'.repeat(300));
    expect(parseUserAgent(longUaModel, {}).deviceModel).toBe('P'.repeat(100));
  });

  it('a user agent of many kilobytes is cut before parsing and still answers', () => {
    const huge = `${SAFARI_IPHONE} ${'x'.repeat(64 * 1024)}`;
    expect(parseUserAgent(huge, {})).toMatchObject({ deviceType: 'Mobile', deviceModel: 'iPhone' });
    expect(parseUserAgent('('.repeat(20_000), {})).toEqual(UNKNOWN);
  });
});

describe('readHintString', () => {
  it('reads a structured-field string and unescapes it', () => {
    expect(readHintString('"Android"')).toBe('Android');
    expect(readHintString(' "Pixel 7" ')).toBe('Pixel 7');
    expect(readHintString('"say \\"hi\\" \\\\ bye"')).toBe('say "hi" \\ bye');
  });

  it('gives null for empty, missing or malformed values', () => {
    expect(readHintString(undefined)).toBeNull();
    expect(readHintString('""')).toBeNull();
    expect(readHintString('"   "')).toBeNull();
    expect(readHintString('Android')).toBeNull();
    expect(readHintString('"unterminated')).toBeNull();
    expect(readHintString('"a"b"')).toBeNull();
    expect(readHintString('"bad \\x escape"')).toBeNull();
    expect(readHintString('"caffè"')).toBeNull();
    expect(readHintString('?1')).toBeNull();
  });
});
