import { describe, expect, it } from 'vitest';
import { DEVICE_ID_PATTERN, deviceDisplayName, deviceReportSchema } from './device.schema';

describe('deviceDisplayName', () => {
  it('joins model, browser, OS and place as the spec shows', () => {
    expect(
      deviceDisplayName({
        deviceModel: 'iPhone',
        browserName: 'Safari',
        operatingSystem: 'iOS 17.4',
        city: 'Milano',
        country: 'Italia',
      }),
    ).toBe('iPhone • Safari • iOS 17.4 • Milano, Italia');
  });

  it('leaves out what is unknown', () => {
    expect(
      deviceDisplayName({
        deviceModel: null,
        browserName: 'Firefox',
        operatingSystem: 'Linux',
        city: null,
        country: 'Italia',
      }),
    ).toBe('Firefox • Linux • Italia');
    expect(
      deviceDisplayName({
        deviceModel: null,
        browserName: null,
        operatingSystem: null,
        city: null,
        country: null,
      }),
    ).toBe('Dispositivo sconosciuto');
  });
});

describe('device reports', () => {
  it('accept the spec form of the device id and refuse others', () => {
    expect(DEVICE_ID_PATTERN.test('device_1764111111111_k3j9x2_p0q8w7_5f3a9c')).toBe(true);
    expect(DEVICE_ID_PATTERN.test('device_1_a_b_c')).toBe(false);
    expect(DEVICE_ID_PATTERN.test("device_1764111111111_k3j9x2_p0q8w7_5f3a9c'--")).toBe(false);
  });

  it('fill what the browser did not say with null', () => {
    expect(
      deviceReportSchema.parse({ deviceId: 'device_1764111111111_k3j9x2_p0q8w7_5f3a9c' }),
    ).toEqual({
      deviceId: 'device_1764111111111_k3j9x2_p0q8w7_5f3a9c',
      screenResolution: null,
      timezone: null,
      language: null,
      platform: null,
      colorDepth: null,
    });
    expect(
      deviceReportSchema.safeParse({
        deviceId: 'device_1764111111111_k3j9x2_p0q8w7_5f3a9c',
        screenResolution: '1920 x 1080',
      }).success,
    ).toBe(false);
  });
});
