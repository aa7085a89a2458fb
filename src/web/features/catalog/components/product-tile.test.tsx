import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../../domain/catalog/product';
import { productSummary } from '../../../test/fixtures';
import { ProductGrid } from './product-grid';
import { starFills } from './rating-stars';

function renderGrid(products: ProductSummary[]) {
  const router = createMemoryRouter([
    { path: '/', element: <ProductGrid products={products} headingLevel={2} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('ProductGrid', () => {
  it('loads the first row of images at once and the rest lazily', () => {
    renderGrid(
      Array.from({ length: 6 }, (_, i) =>
        productSummary({ id: i + 1, slug: `p-${i + 1}`, name: `Prodotto ${i + 1}` }),
      ),
    );
    const images = screen.getAllByRole('img').filter((img) => img.tagName === 'IMG');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images[0]?.getAttribute('width')).toBe('800');
    expect(images[0]?.getAttribute('alt')).toBe('Prodotto 1');
  });

  it('shows stock states and derived ratings', () => {
    renderGrid([
      productSummary({ id: 1, name: 'A', stock: 0 }),
      productSummary({ id: 2, name: 'B', slug: null, stock: 3, rating: null, reviewCount: null }),
    ]);
    expect(screen.getByText('Esaurito')).toBeTruthy();
    expect(screen.getByText('Solo 3 pezzi disponibili')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'B' }).getAttribute('href')).toBe('/products/b-2');
    expect(
      screen.getAllByRole('img', { name: /^Valutazione \d(,\d)? su 5, \d+ recensioni$/ }),
    ).toHaveLength(2);
  });

  it('shows a discounted price next to the previous one', () => {
    renderGrid([productSummary({ priceCents: 99900, compareAtPriceCents: 119900 })]);
    expect(screen.getByText('1.199,00 €')).toBeTruthy();
    expect(screen.getByText('999,00 €')).toBeTruthy();
  });
});

describe('starFills', () => {
  it('rounds to the nearest half star', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(3.8)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});
