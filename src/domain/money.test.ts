import { describe, expect, it } from 'vitest';
import { eurosToCents, formatEuro } from './money';

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
