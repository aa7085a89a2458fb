import { describe, expect, it } from 'vitest';
import { orderAmounts, vatShareCents } from './vat';

describe('vatShareCents', () => {
  it('is the 22% IVA contained in a gross amount, in whole cents', () => {
    expect(vatShareCents(0)).toBe(0);
    expect(vatShareCents(122)).toBe(22);
    expect(vatShareCents(12_200)).toBe(2_200);
    expect(vatShareCents(990)).toBe(179); // 178.52
    expect(vatShareCents(123_900)).toBe(22_343); // 22 342.62
  });

  it('rounds the smallest amounts', () => {
    expect(vatShareCents(1)).toBe(0); // 0.18
    expect(vatShareCents(2)).toBe(0); // 0.36
    expect(vatShareCents(3)).toBe(1); // 0.54
    expect(vatShareCents(6)).toBe(1); // 1.08
    expect(vatShareCents(61)).toBe(11); // exact
  });

  it('rounds the amounts nearest to a half the right way', () => {
    // At 22% the share is gross × 11 / 61: the nearest to a half are ±1/122 away from it.
    expect(vatShareCents(36)).toBe(6); // 6.4918
    expect(vatShareCents(25)).toBe(5); // 5.5082
    expect(vatShareCents(36 + 61 * 1000)).toBe(11_006); // 11 006.4918 → 11 006
    expect(vatShareCents(25 + 61 * 1000)).toBe(11_005); // 11 004.5082 → 11 005
  });

  it('agrees with the exact share rounded, over a wide range', () => {
    const wrong: number[] = [];
    for (let gross = 0; gross <= 200_000; gross += 1) {
      if (Math.abs(vatShareCents(gross) - (gross * 22) / 122) >= 0.5) wrong.push(gross);
    }
    expect(wrong).toEqual([]);
  });

  it('rounds exact halves up at other rates', () => {
    expect(vatShareCents(13, 4)).toBe(1); // 0.5
    expect(vatShareCents(39, 4)).toBe(2); // 1.5
    expect(vatShareCents(110, 10)).toBe(10);
    expect(vatShareCents(500, 0)).toBe(0);
  });

  it('mirrors a negative amount (a refund)', () => {
    expect(vatShareCents(-990)).toBe(-179);
    expect(vatShareCents(-13, 4)).toBe(-1);
  });

  it('refuses what is not whole cents or a whole rate', () => {
    expect(() => vatShareCents(9.9)).toThrow(RangeError);
    expect(() => vatShareCents(Number.NaN)).toThrow(RangeError);
    expect(() => vatShareCents(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(() => vatShareCents(100, 22.5)).toThrow(RangeError);
    expect(() => vatShareCents(100, -1)).toThrow(RangeError);
  });
});

describe('orderAmounts', () => {
  it('sums the lines and the shipping and takes the IVA once, on the total', () => {
    const amounts = orderAmounts(
      [
        { unitPriceCents: 123_900, quantity: 1 },
        { unitPriceCents: 1_999, quantity: 3 },
      ],
      990,
    );
    expect(amounts).toEqual({
      subtotalCents: 129_897,
      shippingCents: 990,
      totalCents: 130_887,
      vatCents: 23_603, // 23 602.57
      netCents: 107_284,
    });
  });

  it('can differ from the IVA of each line summed, which is why it is not done that way', () => {
    const amounts = orderAmounts([{ unitPriceCents: 123_900, quantity: 1 }], 990);
    expect(amounts.vatCents).toBe(22_521); // 124 890 × 22 / 122 = 22 521.15
    expect(vatShareCents(123_900) + vatShareCents(990)).toBe(22_522);
    expect(amounts.netCents + amounts.vatCents).toBe(amounts.totalCents);
  });

  it('handles free shipping and an empty order', () => {
    expect(orderAmounts([{ unitPriceCents: 12_200, quantity: 2 }], 0)).toMatchObject({
      totalCents: 24_400,
      vatCents: 4_400,
      netCents: 20_000,
    });
    expect(orderAmounts([], 0)).toEqual({
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      vatCents: 0,
      netCents: 0,
    });
  });

  it('refuses quantities and amounts that are not whole', () => {
    expect(() => orderAmounts([{ unitPriceCents: 100, quantity: 0 }], 0)).toThrow(RangeError);
    expect(() => orderAmounts([{ unitPriceCents: 100, quantity: 1.5 }], 0)).toThrow(RangeError);
    expect(() => orderAmounts([{ unitPriceCents: 99.5, quantity: 1 }], 0)).toThrow(RangeError);
    expect(() => orderAmounts([], 9.9)).toThrow(RangeError);
  });
});
