import { describe, expect, it } from 'vitest';
import { formatOrderNumber, orderNumberYear, parseOrderNumber } from './order-number';

describe('formatOrderNumber', () => {
  it('writes the year and a sequence of at least six digits', () => {
    expect(formatOrderNumber({ year: 2026, sequence: 123 })).toBe('VT-2026-000123');
    expect(formatOrderNumber({ year: 2026, sequence: 1 })).toBe('VT-2026-000001');
    expect(formatOrderNumber({ year: 2027, sequence: 999_999 })).toBe('VT-2027-999999');
  });

  it('grows beyond six digits when a year needs it', () => {
    expect(formatOrderNumber({ year: 2026, sequence: 1_000_000 })).toBe('VT-2026-1000000');
  });

  it('refuses parts no order can have', () => {
    for (const parts of [
      { year: 2026, sequence: 0 },
      { year: 2026, sequence: -1 },
      { year: 2026, sequence: 1.5 },
      { year: 26, sequence: 1 },
      { year: 10_000, sequence: 1 },
    ]) {
      expect(() => formatOrderNumber(parts), JSON.stringify(parts)).toThrow(RangeError);
    }
  });
});

describe('parseOrderNumber', () => {
  it('reads back what formatOrderNumber writes', () => {
    for (const parts of [
      { year: 2026, sequence: 1 },
      { year: 2026, sequence: 123 },
      { year: 2031, sequence: 1_234_567 },
    ]) {
      expect(parseOrderNumber(formatOrderNumber(parts))).toEqual(parts);
    }
  });

  it('accepts lower case and surrounding spaces, as typed into a form', () => {
    expect(parseOrderNumber('  vt-2026-000123 ')).toEqual({ year: 2026, sequence: 123 });
  });

  it('refuses anything else, and other spellings of the same number', () => {
    for (const text of [
      '',
      'VT-2026-00123', // five digits
      'VT-2026-0000123', // a zero too many
      'VT-2026-000000', // sequence 0
      'VT-26-000123',
      'XX-2026-000123',
      'VT 2026 000123',
      'VT-2026-000123x',
      'VT-2026-99999999999999999999', // beyond a safe integer
    ]) {
      expect(parseOrderNumber(text), text).toBeNull();
    }
  });
});

describe('orderNumberYear', () => {
  it('is the year in Italy when the order is placed', () => {
    expect(orderNumberYear(new Date('2026-12-31T22:59:59.999Z'))).toBe(2026);
    // 00:00 on 1 January in Rome, still 31 December in UTC.
    expect(orderNumberYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });
});
