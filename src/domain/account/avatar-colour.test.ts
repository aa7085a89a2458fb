import { describe, expect, it } from 'vitest';
import { AVATAR_INITIALS_TEXT_COLOUR, AVATAR_PALETTE, avatarColourOf } from './avatar-colour';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminanceOf(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminanceOf(first), luminanceOf(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

const USER_IDS = Array.from({ length: 200 }, (_, index) => `u-${index + 1}`);

describe('avatarColourOf', () => {
  it('gives white initials a contrast of at least 4.5:1 on every colour of the palette', () => {
    expect(AVATAR_PALETTE.length).toBeGreaterThanOrEqual(6);
    for (const colour of AVATAR_PALETTE)
      expect(contrastRatio(colour, AVATAR_INITIALS_TEXT_COLOUR)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('always gives the same user the same colour of the palette', () => {
    for (const id of USER_IDS) {
      const colour = avatarColourOf(id);
      expect(AVATAR_PALETTE).toContain(colour);
      expect(avatarColourOf(id)).toBe(colour);
    }
  });

  it('spreads users over the whole palette', () => {
    const used = new Set(USER_IDS.map(avatarColourOf));
    expect(used.size).toBe(AVATAR_PALETTE.length);
    expect(avatarColourOf('u-1')).not.toBe(avatarColourOf('u-2'));
  });

  it('has a colour for any id, also an empty or non-Latin one', () => {
    expect(AVATAR_PALETTE).toContain(avatarColourOf(''));
    expect(AVATAR_PALETTE).toContain(avatarColourOf('utente-😀-è'));
  });
});
