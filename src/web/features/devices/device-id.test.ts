import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_PATTERN } from '../../../domain/devices/device.schema';

/** A fresh copy of the module: what a newly opened page knows. */
async function freshPage() {
  vi.resetModules();
  return import('./device-id');
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('deviceId', () => {
  it('makes an id of the form device_{time}_{random}_{random}_{hash} and keeps it under deviceId', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_764_110_400_000);
    const { deviceId, DEVICE_ID_STORAGE_KEY } = await freshPage();
    const id = deviceId();
    expect(DEVICE_ID_STORAGE_KEY).toBe('deviceId');
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(id).toMatch(/^device_1764110400000_[a-z0-9]{7}_[a-z0-9]{7}_[a-z0-9]{7}$/);
    expect(window.localStorage.getItem('deviceId')).toBe(id);
    expect(deviceId()).toBe(id);
  });

  it('keeps the same id in every later page', async () => {
    const first = (await freshPage()).deviceId();
    const second = (await freshPage()).deviceId();
    expect(second).toBe(first);
  });

  it('takes its randoms from crypto.getRandomValues', async () => {
    const { createDeviceId } = await freshPage();
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const ids = new Set(Array.from({ length: 50 }, () => createDeviceId(1_764_110_400_000)));
    expect(spy).toHaveBeenCalled();
    expect(ids.size).toBe(50);
  });

  it('ends with the same hash for the same browser, and another for another', async () => {
    const { createDeviceId } = await freshPage();
    const hashOf = (id: string) => id.split('_')[4];
    const one = createDeviceId();
    expect(hashOf(createDeviceId())).toBe(hashOf(one));
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Another browser/1.0');
    expect(hashOf(createDeviceId())).not.toBe(hashOf(one));
  });

  it('replaces a stored value that is not a device id', async () => {
    window.localStorage.setItem('deviceId', 'device_1_x_y_z');
    const id = (await freshPage()).deviceId();
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(window.localStorage.getItem('deviceId')).toBe(id);
  });

  it('still gives one id for the whole page when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { deviceId } = await freshPage();
    const id = deviceId();
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(deviceId()).toBe(id);
  });
});
