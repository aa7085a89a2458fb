import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productSummary } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { detailOf, mockCatalogApi, sampleProducts } from '../test-support/catalog-api';

const SLOW = { timeout: 15_000 };
// Whole-app renders load lazy page chunks: the first one in a busy run can take seconds.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

const GALLERY_PRODUCT = detailOf(
  productSummary({
    id: 42,
    slug: 'iphone-16-pro',
    name: 'iPhone 16 Pro',
    priceCents: 99900,
    compareAtPriceCents: 119900,
    images: ['/img/a.svg', '/img/b.svg', '/img/c.svg'],
    category: { slug: 'iphone', name: 'iPhone' },
  }),
  {
    description: 'Primo paragrafo.\n\nSecondo paragrafo.',
    specs: [
      { label: 'Display', value: '6,3"' },
      { label: 'Chip', value: 'A18 Pro' },
    ],
  },
);

function productApi() {
  const others = sampleProducts(8);
  return mockCatalogApi({
    products: [GALLERY_PRODUCT, ...others],
    details: [GALLERY_PRODUCT, ...others.map((p) => detailOf(p))],
  });
}

async function findProductTitle(name: string) {
  return screen.findByRole('heading', { level: 1, name }, SLOW);
}

describe('product page: the three link forms (spec §2.1)', () => {
  it.each([
    ['the id', '/products/42'],
    ['any name-slug plus the id', '/products/qualsiasi-42'],
  ])('redirects %s to the canonical link, keeping the query', async (_form, path) => {
    const { requests } = productApi();
    const app = renderApp(`${path}?da=newsletter#specifiche`);
    await findProductTitle('iPhone 16 Pro');
    await waitFor(() => expect(app.currentUrl()).toBe('/products/iphone-16-pro?da=newsletter'));
    expect(app.router.state.location.hash).toBe('#specifiche');
    // The redirect is a replace: back does not return to the old link.
    expect(app.router.state.historyAction).toBe('REPLACE');
    // One request: the answer is cached under the canonical segment too.
    expect(requests.filter((url) => url.pathname.startsWith('/api/products/'))).toHaveLength(1);
  });

  it('stays on the canonical link', async () => {
    productApi();
    const app = renderApp('/products/iphone-16-pro');
    await findProductTitle('iPhone 16 Pro');
    expect(app.currentUrl()).toBe('/products/iphone-16-pro');
    await waitFor(() => expect(document.title).toBe('iPhone 16 Pro – Vetrina'));
  });
});

describe('product page: not found', () => {
  it('shows "Prodotto non trovato" with a link to the catalog on a 404', async () => {
    productApi();
    renderApp('/products/non-esiste-piu');
    await findProductTitle('Prodotto non trovato');
    expect(screen.getByRole('link', { name: 'Vedi tutti i prodotti' }).getAttribute('href')).toBe(
      '/products',
    );
    await waitFor(() => expect(document.title).toBe('Prodotto non trovato – Vetrina'));
  });

  it('shows an error with a retry on other failures', async () => {
    mockCatalogApi({
      extraRoutes: {
        'GET /api/products/rotto': {
          status: 503,
          body: { error: { code: 'internal', message: 'db down' } },
        },
      },
    });
    renderApp('/products/rotto');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toMatch(/errore imprevisto/);
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it('still opens products when the family list cannot be loaded', async () => {
    const others = sampleProducts(2);
    mockCatalogApi({
      categories: null,
      products: [GALLERY_PRODUCT, ...others],
      details: [GALLERY_PRODUCT],
    });
    renderApp('/products/iphone-16-pro');
    await findProductTitle('iPhone 16 Pro');
  });
});

describe('product page: content', () => {
  it('shows price, offer, stock, rating, description, specs and breadcrumbs', async () => {
    productApi();
    const { container } = renderApp('/products/iphone-16-pro');
    await findProductTitle('iPhone 16 Pro');
    expect(container.querySelector('.price--large s')?.textContent?.replace(/\s/g, ' ')).toBe(
      '1.199,00 €',
    );
    expect(within(screen.getByRole('main')).getByText(/IVA inclusa/)).toBeTruthy();
    const summary = container.querySelector('.product-page__summary') as HTMLElement;
    expect(within(summary).getByText('Disponibile')).toBeTruthy();
    expect(
      within(summary).getByRole('img', { name: 'Valutazione 4,5 su 5, 32 recensioni' }),
    ).toBeTruthy();
    expect(screen.getByText('Secondo paragrafo.')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Caratteristiche tecniche' });
    const rowHeader = within(table).getByRole('rowheader', { name: 'Chip' });
    expect(rowHeader.getAttribute('scope')).toBe('row');
    expect(within(table).getByRole('cell', { name: 'A18 Pro' })).toBeTruthy();

    const crumbs = screen.getByRole('navigation', { name: 'Percorso' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Prodotti', '/products'],
      ['iPhone', '/products/iphone'],
    ]);
    expect(within(crumbs).getByText('iPhone 16 Pro').getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('link', { name: 'Confronta con altri modelli' }).getAttribute('href'),
    ).toBe('/products/compare?ids=42');
  });

  it('shows up to four related products of the same family, not itself', async () => {
    const family = Array.from({ length: 6 }, (_, i) =>
      productSummary({
        id: 100 + i,
        slug: `iphone-${i}`,
        name: `iPhone ${i}`,
        category: { slug: 'iphone', name: 'iPhone' },
      }),
    );
    const current = detailOf(family[1] ?? productSummary());
    mockCatalogApi({ products: family, details: [current] });
    renderApp('/products/iphone-1');
    await findProductTitle('iPhone 1');
    const related = await screen.findByRole('region', { name: 'Potrebbero interessarti anche' });
    const names = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['iPhone 0', 'iPhone 2', 'iPhone 3', 'iPhone 4']);
  });
});

describe('product page: gallery', () => {
  it('loads the first image at once with high priority', async () => {
    productApi();
    renderApp('/products/iphone-16-pro');
    await findProductTitle('iPhone 16 Pro');
    const main = screen.getByRole('img', { name: 'iPhone 16 Pro' });
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('width')).toBe('800');
  });

  it('switches images with buttons that say which one is shown', async () => {
    const user = userEvent.setup();
    productApi();
    renderApp('/products/iphone-16-pro');
    await findProductTitle('iPhone 16 Pro');
    const thumbs = within(screen.getByRole('list', { name: 'Scegli un’immagine' })).getAllByRole(
      'button',
    );
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Immagine 1 di 3',
      'Immagine 2 di 3',
      'Immagine 3 di 3',
    ]);
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    await user.click(thumbs[2] as HTMLElement);
    expect(thumbs[2]?.getAttribute('aria-pressed')).toBe('true');
    const main = screen.getByRole('img', { name: 'iPhone 16 Pro, immagine 3 di 3' });
    expect(main.getAttribute('src')).toBe('/img/c.svg');
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    productApi();
    renderApp('/products/iphone-16-pro');
    await findProductTitle('iPhone 16 Pro');
    const first = screen.getByRole('button', { name: 'Immagine 1 di 3' });
    first.focus();

    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('button', { name: 'Immagine 2 di 3' });
    expect(document.activeElement).toBe(second);
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'iPhone 16 Pro, immagine 2 di 3' })).toBeTruthy();

    await user.keyboard('{End}');
    expect(
      screen.getByRole('button', { name: 'Immagine 3 di 3' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-pressed')).toBe('true');

    await user.tab();
    expect(document.activeElement).toBe(second);
    await user.keyboard('{Enter}');
    expect(second.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    expect(first.getAttribute('aria-pressed')).toBe('true');
  });
});
