import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from './input.messages';
import { ID_MAX } from './constants';
import { idParamSchema, idSchema, textSchema } from './input.schema';

describe('text any database can store', () => {
  it('accepts accents, emoji (a surrogate pair) and the empty text', () => {
    for (const text of ['perché', 'iPhone 😀', '\uD83D\uDE00', '']) {
      expect(textSchema().safeParse(text).success, text).toBe(true);
    }
  });

  it('refuses NUL and unpaired surrogates, with the field message or the generic one', () => {
    for (const text of [
      '\u0000',
      'mac\u0000book',
      '\uD800',
      'a\uDBFFb',
      '\uDC00',
      '\uDE00\uD83D',
    ]) {
      expect(textSchema().safeParse(text).error?.issues[0]?.message, text).toBe(
        INPUT_MESSAGES.invalidText,
      );
      expect(
        textSchema('Inserisci un nome valido.').safeParse(text).error?.issues[0]?.message,
      ).toBe('Inserisci un nome valido.');
    }
  });
});

describe('ids', () => {
  it('accepts 1 to the largest PostgreSQL integer, in JSON and in URLs', () => {
    expect(idSchema.safeParse(1).success).toBe(true);
    expect(idSchema.safeParse(ID_MAX).success).toBe(true);
    expect(idParamSchema.parse(String(ID_MAX))).toBe(2_147_483_647);
  });

  it('refuses zero, fractions and anything beyond the integer column', () => {
    for (const id of [0, -1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER, '7']) {
      expect(idSchema.safeParse(id).error?.issues[0]?.message, String(id)).toBe(
        INPUT_MESSAGES.invalidId,
      );
    }
    for (const id of ['0', '2147483648', '1e21', 'abc', '']) {
      expect(idParamSchema.safeParse(id).success, id).toBe(false);
    }
  });
});
