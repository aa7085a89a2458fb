import { describe, expect, it } from 'vitest';
import {
  categoryCreateRequestSchema,
  categorySlugOf,
  categoryUpdateRequestSchema,
  isSameCategoryName,
  moveInList,
} from './categories.schema';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('categorySlugOf', () => {
  it('follows the catalog slug rule', () => {
    expect(categorySlugOf('iPhone')).toBe('iphone');
    expect(categorySlugOf('  Càmere & Accessori ')).toBe('camere-accessori');
  });
});

describe('isSameCategoryName', () => {
  it('ignores case and surrounding spaces', () => {
    expect(isSameCategoryName(' iPad ', 'IPAD')).toBe(true);
    expect(isSameCategoryName('iPad', 'iPad Pro')).toBe(false);
  });
});

describe('categoryCreateRequestSchema', () => {
  it('trims the fields and defaults the description', () => {
    expect(categoryCreateRequestSchema.parse({ name: '  Audio ' })).toEqual({
      name: 'Audio',
      description: '',
    });
  });

  it('names the field of each problem in Italian', () => {
    expect(fieldErrors(categoryCreateRequestSchema.safeParse({ name: '   ' }))).toEqual({
      name: 'Inserisci il nome della categoria.',
    });
    expect(fieldErrors(categoryCreateRequestSchema.safeParse({}))).toEqual({
      name: 'Inserisci il nome della categoria.',
    });
    expect(fieldErrors(categoryCreateRequestSchema.safeParse({ name: 'x'.repeat(61) }))).toEqual({
      name: 'Il nome può avere al massimo 60 caratteri.',
    });
    expect(fieldErrors(categoryCreateRequestSchema.safeParse({ name: '!!!' }))).toEqual({
      name: 'Il nome deve contenere almeno una lettera o una cifra.',
    });
    expect(
      fieldErrors(
        categoryCreateRequestSchema.safeParse({ name: 'Audio', description: 'x'.repeat(501) }),
      ),
    ).toEqual({ description: 'La descrizione può avere al massimo 500 caratteri.' });
    expect(fieldErrors(categoryCreateRequestSchema.safeParse({ name: 'a\u0000' }))).toEqual({
      name: 'Il testo contiene caratteri non validi.',
    });
  });
});

describe('categoryUpdateRequestSchema', () => {
  it('needs something to change', () => {
    expect(categoryUpdateRequestSchema.safeParse({}).success).toBe(false);
    expect(categoryUpdateRequestSchema.parse({ description: ' Nuova ' })).toEqual({
      description: 'Nuova',
    });
  });
});

describe('moveInList', () => {
  it('swaps with the neighbour, and leaves the ends alone', () => {
    expect(moveInList(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveInList(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(moveInList(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(moveInList(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c']);
    expect(moveInList(['a'], 5, 'down')).toEqual(['a']);
  });
});
