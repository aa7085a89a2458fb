import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { displayRating, displayReviewCount } from '../../../../domain/catalog/product';
import type { ProductSummary } from '../../../../domain/catalog/product.schema';
import { productSummary } from '../../../test/fixtures';
import { SESSION_QUERY_KEY } from '../../auth/api/get-session';
import { ProductGrid } from './product-grid';
import { ProductTile } from './product-tile';
import { filledHalfStars } from './rating-stars';

/** A guest's page: the tiles' buttons read the session (the wishlist heart). */
function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function renderGrid(products: ProductSummary[], priorityCount = 0) {
  return renderInRouter(
    <ProductGrid products={products} headingLevel={2} priorityCount={priorityCount} />,
  );
}

/** Intl writes a no-break space before "€". */
function spaced(text: string | null | undefined) {
  return text?.replace(/\s+/g, ' ');
}

function productImages() {
  return screen.getAllByRole('img').filter((img) => img.tagName === 'IMG');
}

describe('ProductTile', () => {
  it('is one link, on the name, to the product path', () => {
    renderInRouter(<ProductTile product={productSummary()} headingLevel={3} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/products/iphone-16-pro');
    expect(screen.getByRole('heading', { level: 3, name: 'iPhone 16 Pro' })).toBeTruthy();
  });

  it('loads its image lazily with its intrinsic size', () => {
    renderInRouter(<ProductTile product={productSummary()} headingLevel={2} />);
    const [image] = productImages();
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
    expect(image?.getAttribute('width')).toBe('800');
    expect(image?.getAttribute('height')).toBe('800');
    expect(image?.getAttribute('alt')).toBe('iPhone 16 Pro');
  });

  it('loads a priority image at once', () => {
    renderInRouter(<ProductTile product={productSummary()} headingLevel={2} priority />);
    const [image] = productImages();
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.hasAttribute('decoding')).toBe(false);
  });

  it('shows a placeholder of the same shape without an image', () => {
    const { container } = renderInRouter(
      <ProductTile product={productSummary({ images: [] })} headingLevel={2} />,
    );
    expect(productImages()).toHaveLength(0);
    expect(container.querySelector('.product-image--missing')).not.toBeNull();
  });

  it('shows an offer with the previous price crossed out and labelled for screen readers', () => {
    const { container } = renderInRouter(
      <ProductTile
        product={productSummary({ priceCents: 99900, compareAtPriceCents: 119900 })}
        headingLevel={2}
      />,
    );
    const previous = container.querySelector('s');
    expect(spaced(previous?.textContent)).toBe('1.199,00 €');
    expect(screen.getByText('999,00 €')).toBeTruthy();
    const price = container.querySelector('.price');
    expect(spaced(price?.textContent)).toBe('Prezzo: 999,00 € Prezzo precedente: 1.199,00 €');
  });

  it.each([
    ['no previous price', null],
    ['a previous price equal to the price', 123900],
    ['a previous price below the price', 100000],
  ])('shows one plain price with %s', (_case, compareAtPriceCents) => {
    const { container } = renderInRouter(
      <ProductTile product={productSummary({ compareAtPriceCents })} headingLevel={2} />,
    );
    expect(container.querySelector('s')).toBeNull();
    expect(spaced(container.querySelector('.price')?.textContent)).toBe('1.239,00 €');
  });

  it('shows the real rating and review count', () => {
    renderInRouter(<ProductTile product={productSummary()} headingLevel={2} />);
    const rating = screen.getByRole('img', { name: 'Valutazione 4,5 su 5, 32 recensioni' });
    expect(screen.getByText('(32)')).toBeTruthy();
    // Five stars in one element, nine half stars filled (components.css draws the fill).
    const stars = rating.querySelector('.rating__stars');
    expect(stars?.textContent).toBe('★★★★★');
    expect(stars?.classList.contains('rating__stars--9')).toBe(true);
  });

  it('derives a rating and count from the id when the product has none (spec §9)', () => {
    const product = productSummary({ id: 17, rating: null, reviewCount: null });
    renderInRouter(<ProductTile product={product} headingLevel={2} />);
    const rating = displayRating(product);
    const count = displayReviewCount(product);
    expect(rating).toBeGreaterThanOrEqual(3.5);
    expect(count).toBeGreaterThanOrEqual(10);
    const label = `Valutazione ${String(rating).replace('.', ',')} su 5, ${count} recensioni`;
    expect(screen.getByRole('img', { name: label })).toBeTruthy();
    expect(screen.getByText(`(${count})`)).toBeTruthy();
  });

  it.each([
    [40, 'Disponibile', 'stock--available'],
    [6, 'Disponibile', 'stock--available'],
    [5, 'Solo 5 pezzi disponibili', 'stock--low'],
    [3, 'Solo 3 pezzi disponibili', 'stock--low'],
    [1, 'Ultimo pezzo disponibile', 'stock--low'],
    [0, 'Esaurito', 'stock--out'],
    [-2, 'Esaurito', 'stock--out'],
  ])('shows stock %i as "%s"', (stock, text, className) => {
    renderInRouter(<ProductTile product={productSummary({ stock })} headingLevel={2} />);
    expect(screen.getByText(text).className).toContain(className);
  });

  it('renders action buttons outside the link', () => {
    renderInRouter(
      <ProductTile
        product={productSummary()}
        headingLevel={2}
        actions={<button type="button">Aggiungi</button>}
      />,
    );
    const button = screen.getByRole('button', { name: 'Aggiungi' });
    expect(button.closest('a')).toBeNull();
    expect(button.closest('.product-tile__actions')).not.toBeNull();
  });
});

describe('ProductGrid', () => {
  it('loads the leading priority images at once and the rest lazily', () => {
    renderGrid(
      Array.from({ length: 6 }, (_, i) =>
        productSummary({ id: i + 1, slug: `p-${i + 1}`, name: `Prodotto ${i + 1}` }),
      ),
      4,
    );
    expect(productImages().map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it('links a product without slug by name and id', () => {
    renderGrid([productSummary({ id: 2, name: 'B', slug: null })]);
    expect(screen.getByRole('link', { name: 'B' }).getAttribute('href')).toBe('/products/b-2');
  });

  it('gives each tile the actions of its product', () => {
    renderInRouter(
      <ProductGrid
        products={[productSummary({ id: 1, name: 'A' }), productSummary({ id: 2, name: 'B' })]}
        headingLevel={2}
        renderActions={(product) => <button type="button">{`Scegli ${product.name}`}</button>}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[1] as HTMLElement).getByRole('button').textContent).toBe('Scegli B');
  });
});

describe('filledHalfStars', () => {
  it('rounds to the nearest half star, within the five', () => {
    expect(filledHalfStars(4.5)).toBe(9);
    expect(filledHalfStars(4.2)).toBe(8);
    expect(filledHalfStars(3.8)).toBe(8);
    expect(filledHalfStars(3.7)).toBe(7);
    expect(filledHalfStars(7)).toBe(10);
    expect(filledHalfStars(-1)).toBe(0);
  });
});
