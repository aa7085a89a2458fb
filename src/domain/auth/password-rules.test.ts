import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-rules';

describe('passwordProblems', () => {
  it('accepts a long password with letters and digits', () => {
    expect(passwordProblems('cavallo-batteria-9')).toEqual([]);
    expect(passwordProblems('perché1234é')).toEqual([]);
  });

  it('names every broken rule', () => {
    expect(passwordProblems('abc')).toEqual([
      'La password deve avere almeno 10 caratteri.',
      'La password deve contenere almeno un numero.',
    ]);
    expect(passwordProblems('1234567890')).toEqual([
      'La password deve contenere almeno una lettera.',
    ]);
    expect(passwordProblems('a1'.repeat(65))).toEqual([
      'La password può avere al massimo 128 caratteri.',
    ]);
  });
});
