import { describe, expect, it, vi } from 'vitest';
import { deviceReportSchema } from '../../../domain/devices/device.schema';
import { deviceId } from './device-id';
import { deviceReport } from './device-report';

describe('deviceReport', () => {
  it("reports this browser's screen, time zone, language, platform and colour depth", () => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(1920);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(1080);
    vi.spyOn(window.screen, 'colorDepth', 'get').mockReturnValue(24);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('it-IT');
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const report = deviceReport();
    expect(report).toEqual({
      deviceId: deviceId(),
      screenResolution: '1920x1080',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language: 'it-IT',
      platform: 'MacIntel',
      colorDepth: 24,
    });
    expect(deviceReportSchema.parse(report)).toEqual(report);
  });

  it('prefers the platform of the client hints', () => {
    Object.defineProperty(navigator, 'userAgentData', {
      configurable: true,
      value: { platform: 'macOS' },
    });
    try {
      expect(deviceReport().platform).toBe('macOS');
    } finally {
      Reflect.deleteProperty(navigator, 'userAgentData');
    }
  });

  it('sends null for what it cannot know, so the report is never refused', () => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(0);
    vi.spyOn(window.screen, 'colorDepth', 'get').mockReturnValue(Number.NaN);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('x'.repeat(200));
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('');
    const report = deviceReport();
    expect(report).toMatchObject({
      screenResolution: null,
      language: null,
      platform: null,
      colorDepth: null,
    });
    expect(deviceReportSchema.safeParse(report).success).toBe(true);
  });
});
