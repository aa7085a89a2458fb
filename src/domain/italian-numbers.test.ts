import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal } from './italian-numbers';
import { formatEuro } from './money';

// What the shop wrote with Intl before (decision 032): the hand-written forms must equal it.
const intlCount = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });
const intlOneDecimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
const intlEuro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const largeInteger = fc.integer({ min: -1e12, max: 1e12 });

describe('formatCount', () => {
  it('groups every three digits with a dot', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(-1234)).toBe('-1.234');
  });

  it('writes every integer as Intl’s it-IT format does', () => {
    fc.assert(fc.property(largeInteger, (value) => formatCount(value) === intlCount.format(value)));
  });
});

describe('formatDecimal', () => {
  it('writes at most the decimals asked for, with a decimal comma', () => {
    expect(formatDecimal(4.5, 1)).toBe('4,5');
    expect(formatDecimal(4, 1)).toBe('4');
    expect(formatDecimal(4.04, 1)).toBe('4');
    expect(formatDecimal(3.96, 1)).toBe('4');
    expect(formatDecimal(1234.25, 1)).toBe('1.234,3');
  });

  it('writes every rating (0–5, tenths) and any other tenths as Intl does', () => {
    for (let tenths = 0; tenths <= 50; tenths += 1) {
      expect(formatDecimal(tenths / 10, 1)).toBe(intlOneDecimal.format(tenths / 10));
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (tenths) => {
        const value = tenths / 10;
        return formatDecimal(value, 1) === intlOneDecimal.format(value);
      }),
    );
  });
});

describe('formatEuro', () => {
  it('writes every amount in cents as Intl’s it-IT currency format does', () => {
    fc.assert(
      fc.property(largeInteger, (cents) => formatEuro(cents) === intlEuro.format(cents / 100)),
    );
  });
});
