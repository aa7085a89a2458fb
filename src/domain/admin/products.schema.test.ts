import { describe, expect, it } from 'vitest';
import {
  adminProductsQuerySchema,
  DEFAULT_ADMIN_PRODUCTS_QUERY,
  productCreateRequestSchema,
  productUpdateRequestSchema,
  readAdminProductsQuery,
  writeAdminProductsQuery,
} from './products.schema';

describe('the list’s query', () => {
  it('defaults to every product, newest first, page 1', () => {
    expect(DEFAULT_ADMIN_PRODUCTS_QUERY).toEqual({
      q: '',
      stock: 'all',
      sort: 'newest',
      page: 1,
    });
  });

  it('round-trips through the address bar, defaults left out', () => {
    const query = adminProductsQuerySchema.parse({
      q: ' cavo ',
      category: '3',
      visible: 'no',
      featured: 'yes',
      stock: 'low',
      sort: 'price-desc',
      page: '4',
    });
    const params = writeAdminProductsQuery(query);
    expect(params.toString()).toBe(
      'q=cavo&category=3&visible=no&featured=yes&stock=low&sort=price-desc&page=4',
    );
    expect(readAdminProductsQuery(params)).toEqual(query);
    expect(writeAdminProductsQuery(DEFAULT_ADMIN_PRODUCTS_QUERY).toString()).toBe('');
  });

  it('drops each bad parameter of an address on its own, keeping the others', () => {
    const query = readAdminProductsQuery(
      new URLSearchParams('sort=prezzo&stock=low&page=-1&visible=forse&category=abc&q=mac'),
    );
    expect(query).toEqual({ ...DEFAULT_ADMIN_PRODUCTS_QUERY, stock: 'low', q: 'mac' });
  });

  it('refuses bad parameters of a request with Italian messages', () => {
    const result = adminProductsQuerySchema.safeParse({ sort: 'x', page: '0', q: 'a'.repeat(101) });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      sort: 'Ordinamento non valido.',
      page: 'Numero di pagina non valido.',
      q: 'La ricerca può avere al massimo 100 caratteri.',
    });
  });
});

describe('a product as the admin writes it', () => {
  it('fills the defaults and trims the texts', () => {
    expect(productCreateRequestSchema.parse({ name: ' Cavo ', priceCents: 990 })).toEqual({
      name: 'Cavo',
      priceCents: 990,
      compareAtPriceCents: null,
      stock: 0,
      description: '',
      specs: [],
      tags: [],
      categoryId: null,
      isVisible: true,
      isFeatured: false,
    });
  });

  it('wants a list price above the price', () => {
    const refused = productCreateRequestSchema.safeParse({
      name: 'Cavo',
      priceCents: 990,
      compareAtPriceCents: 500,
    });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['compareAtPriceCents'],
        message: 'Il prezzo di listino deve essere maggiore del prezzo.',
      }),
    ]);
    expect(
      productCreateRequestSchema.safeParse({
        name: 'Cavo',
        priceCents: 990,
        compareAtPriceCents: 991,
      }).success,
    ).toBe(true);
  });

  it('refuses fractional cents, negative stock and names without letters', () => {
    const refused = productCreateRequestSchema.safeParse({ name: '—', priceCents: 9.5, stock: -2 });
    const messages = Object.fromEntries(
      refused.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      name: 'Il nome deve contenere almeno una lettera o una cifra.',
      priceCents: 'Prezzo non valido: scrivi un importo in euro, per esempio 1.299,00.',
      stock: 'La disponibilità deve essere un numero intero, 0 o più.',
    });
  });

  it('lets an edit name any subset of the fields; the address stays unless asked', () => {
    expect(productUpdateRequestSchema.parse({ stock: 3 })).toEqual({
      stock: 3,
      regenerateSlug: false,
    });
  });
});
