import { describe, expect, it } from 'vitest';
import { parseEuroInput } from '../money';
import {
  firstFreeSlug,
  formatEuroInput,
  formatTagsInput,
  parseTagsInput,
  productSlugOf,
  regenerateSlugs,
  slugCandidates,
} from './products.rules';

describe('productSlugOf', () => {
  it('follows the catalog’s slug rule: no accents, lower case, dashes', () => {
    expect(productSlugOf('iPhone 16 Pro – Titanio naturale')).toBe(
      'iphone-16-pro-titanio-naturale',
    );
    expect(productSlugOf('  Càvo USB-C (2 m)!  ')).toBe('cavo-usb-c-2-m');
    expect(productSlugOf('???')).toBe('');
  });
});

describe('firstFreeSlug', () => {
  it('adds -2, -3… until the address is free', () => {
    const taken = new Set(['cavo', 'cavo-2']);
    expect(firstFreeSlug('cavo', (slug) => taken.has(slug))).toBe('cavo-3');
    expect(firstFreeSlug('custodia', (slug) => taken.has(slug))).toBe('custodia');
  });

  it('keeps a suffixed slug within 80 characters', () => {
    const base = 'a'.repeat(80);
    const [, second] = [...takeCandidates(base, 2)];
    expect(second).toHaveLength(80);
    expect(second?.endsWith('-2')).toBe(true);
  });
});

function* takeCandidates(base: string, count: number) {
  let n = 0;
  for (const candidate of slugCandidates(base)) {
    if (n++ >= count) return;
    yield candidate;
  }
}

describe('regenerateSlugs', () => {
  it('gives each product its name’s slug, the oldest first, and lists only the changes', () => {
    const changes = regenerateSlugs(
      [
        { id: 3, name: 'Cavo USB-C', slug: 'cavo-usb-c' },
        { id: 1, name: 'Cavo USB-C', slug: 'vecchio' },
        { id: 2, name: 'Mac', slug: 'mac-1' },
        { id: 4, name: 'Già giusto', slug: 'gia-giusto' },
      ],
      new Set(['mac']),
    );
    expect(changes).toEqual([
      { id: 1, from: 'vecchio', to: 'cavo-usb-c' },
      { id: 2, from: 'mac-1', to: 'mac-2' },
      { id: 3, from: 'cavo-usb-c', to: 'cavo-usb-c-2' },
    ]);
  });

  it('gives a product without letters in its name an address from its id', () => {
    expect(regenerateSlugs([{ id: 9, name: '!!!', slug: null }], new Set())).toEqual([
      { id: 9, from: null, to: 'prodotto-9' },
    ]);
  });
});

describe('tags as the form writes them', () => {
  it('splits on commas, trims, lower-cases and keeps each once', () => {
    expect(parseTagsInput(' Ricondizionato, 5G ,, usb-c, 5g ')).toEqual([
      'ricondizionato',
      '5g',
      'usb-c',
    ]);
    expect(parseTagsInput('  ')).toEqual([]);
    expect(formatTagsInput(['5g', 'usb-c'])).toBe('5g, usb-c');
  });
});

describe('formatEuroInput', () => {
  it('writes cents the Italian way, and parseEuroInput reads them back', () => {
    expect(formatEuroInput(129900)).toBe('1.299,00');
    expect(formatEuroInput(990)).toBe('9,90');
    expect(formatEuroInput(0)).toBe('0,00');
    for (const cents of [0, 5, 990, 129900, 123456789])
      expect(parseEuroInput(formatEuroInput(cents))).toBe(cents);
  });
});
