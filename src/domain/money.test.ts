import { describe, expect, it } from 'vitest';
import { eurosToCents, formatEuro, parseEuroInput } from './money';

const normalizeSpaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatEuro', () => {
  it('formats cents the Italian way with two decimals', () => {
    expect(normalizeSpaces(formatEuro(123900))).toBe('1.239,00 €');
    expect(normalizeSpaces(formatEuro(99))).toBe('0,99 €');
    expect(normalizeSpaces(formatEuro(0))).toBe('0,00 €');
  });
});

describe('eurosToCents', () => {
  it('rounds to whole cents', () => {
    expect(eurosToCents(1239)).toBe(123900);
    expect(eurosToCents(19.999)).toBe(2000);
  });
});

describe('parseEuroInput', () => {
  it('reads amounts typed the Italian way or the plain way', () => {
    expect(parseEuroInput('19,90')).toBe(1990);
    expect(parseEuroInput('19,9')).toBe(1990);
    expect(parseEuroInput('19.90')).toBe(1990);
    expect(parseEuroInput('1.239,00')).toBe(123900);
    expect(parseEuroInput('1.239')).toBe(123900);
    expect(parseEuroInput('1239')).toBe(123900);
    expect(parseEuroInput(' € 5 ')).toBe(500);
    expect(parseEuroInput('0,01')).toBe(1);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '19,999', '-5', '1,2,3', '12.3456', '1e3', '19,90 euro']) {
      expect(parseEuroInput(text), text).toBeNull();
    }
  });
});
