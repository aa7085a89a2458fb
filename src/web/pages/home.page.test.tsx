import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productSummary } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import {
  listRequests,
  mockCatalogApi,
  sampleProducts,
} from '../features/catalog/test-support/catalog-api';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

describe('home page', () => {
  it('shows the hero, featured products, the families, offers and news', async () => {
    const products = [
      ...sampleProducts(4).map((p) => ({ ...p, isFeatured: true })),
      productSummary({
        id: 9,
        slug: 'in-offerta',
        name: 'Prodotto in offerta',
        priceCents: 79900,
        compareAtPriceCents: 89900,
        isFeatured: false,
      }),
    ];
    const { requests } = mockCatalogApi({ products });
    renderApp('/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /La tecnologia che ami/ },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scopri i prodotti' }).getAttribute('href')).toBe(
      '/products',
    );

    const featured = screen.getByRole('region', { name: 'In evidenza' });
    expect(within(featured).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const families = screen.getByRole('region', { name: 'Scegli la tua famiglia' });
    expect(
      within(families)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['iPhone', '/products/iphone'],
      ['Mac', '/products/mac'],
      ['iPad', '/products/ipad'],
      ['Watch', '/products/watch'],
    ]);
    expect(families.querySelectorAll('img')).toHaveLength(4);

    const offers = screen.getByRole('region', { name: 'Offerte' });
    expect(within(offers).getByRole('link', { name: 'Prodotto in offerta' })).toBeTruthy();
    expect(offers.querySelector('s')?.textContent?.replace(/\s/g, ' ')).toBe('899,00 €');
    expect(
      within(offers)
        .getByRole('link', { name: /Tutte le offerte/ })
        .getAttribute('href'),
    ).toBe('/products?offerte=1');

    const news = screen.getByRole('region', { name: 'Novità' });
    expect(
      within(news)
        .getByRole('link', { name: /Tutti i nuovi arrivi/ })
        .getAttribute('href'),
    ).toBe('/products/new');
    expect(listRequests(requests).some((q) => q.get('sort') === 'newest')).toBe(true);
    await waitFor(() => expect(document.title).toBe('Elettronica di consumo – Vetrina'));
  });
});

describe('home page without featured products', () => {
  it('fills "In evidenza" with the first products of the catalog', async () => {
    const products = sampleProducts(3).map((p) => ({ ...p, isFeatured: false }));
    const { requests } = mockCatalogApi({ products });
    renderApp('/');
    const featured = await screen.findByRole('region', { name: 'In evidenza' });
    expect(
      await within(featured).findByRole('link', { name: products[0]?.name ?? '' }),
    ).toBeTruthy();
    const featuredRequests = listRequests(requests)
      .map((query) => query.toString())
      .filter((query) => query === 'featured=true&pageSize=8' || query === 'pageSize=8');
    expect(featuredRequests).toEqual(['featured=true&pageSize=8', 'pageSize=8']);
  });
});
