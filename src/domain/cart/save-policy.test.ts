import { describe, expect, it } from 'vitest';
import { cartSaveDelayMs } from './save-policy';

describe('cartSaveDelayMs (spec §9 save policy)', () => {
  const now = 100_000;

  it('waits 2 s after the last change (debounce)', () => {
    expect(cartSaveDelayMs({ now, lastChangeAt: now, lastSaveAt: null, lastSyncAt: null })).toBe(
      2_000,
    );
    expect(
      cartSaveDelayMs({ now, lastChangeAt: now - 500, lastSaveAt: null, lastSyncAt: null }),
    ).toBe(1_500);
    expect(
      cartSaveDelayMs({ now, lastChangeAt: now - 5_000, lastSaveAt: null, lastSyncAt: null }),
    ).toBe(0);
  });

  it('keeps at least 2 s between two saves', () => {
    expect(
      cartSaveDelayMs({ now, lastChangeAt: now - 3_000, lastSaveAt: now - 500, lastSyncAt: null }),
    ).toBe(1_500);
  });

  it('does not save within 1 s of a read from the server', () => {
    expect(
      cartSaveDelayMs({ now, lastChangeAt: now - 3_000, lastSaveAt: null, lastSyncAt: now - 200 }),
    ).toBe(800);
    expect(
      cartSaveDelayMs({
        now,
        lastChangeAt: now - 3_000,
        lastSaveAt: now - 9_000,
        lastSyncAt: now - 1_000,
      }),
    ).toBe(0);
  });

  it('takes the latest of the three limits', () => {
    expect(
      cartSaveDelayMs({ now, lastChangeAt: now - 100, lastSaveAt: now, lastSyncAt: now }),
    ).toBe(2_000);
  });
});
