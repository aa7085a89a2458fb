import { describe, expect, it } from 'vitest';
import { joinAdjacentTexts } from './joined-text';

describe('joinAdjacentTexts', () => {
  it('joins texts and numbers that follow each other into the first, leaving empty slots', () => {
    expect(joinAdjacentTexts(['(', 64, ')'])).toEqual(['(64)', null, null]);
  });

  it('joins across empty children, which render nothing between the texts', () => {
    expect(joinAdjacentTexts(['Prezzo:', false, ' ', null, undefined, '1.299 €'])).toEqual([
      'Prezzo: 1.299 €',
      false,
      null,
      null,
      undefined,
      null,
    ]);
  });

  it('keeps runs apart where an element stands between them, and every element in its place', () => {
    const link = { type: 'a' };
    const list = ['Scrivici a ', link, ' o chiama', ' il numero', '.'];
    expect(joinAdjacentTexts(list)).toEqual([
      'Scrivici a ',
      link,
      ' o chiama il numero.',
      null,
      null,
    ]);
  });

  it('gives back the same array when there is nothing to join', () => {
    const list = ['solo testo', { type: 'b' }, 0];
    expect(joinAdjacentTexts(list)).toBe(list);
  });

  it('leaves nested lists alone: each is a list of its own', () => {
    const nested = ['a', 'b'];
    expect(joinAdjacentTexts(['x', nested, 'y'])).toEqual(['x', nested, 'y']);
  });
});
