import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productSummary } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { listRequests, mockCatalogApi, sampleProducts } from '../test-support/catalog-api';

const SLOW = { timeout: 15_000 };
// Whole-app renders load lazy page chunks: the first one in a busy run can take seconds.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

async function openListing(url: string) {
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1 }, SLOW);
  await screen.findByText(/\d+ prodott[io]/, {}, SLOW);
  return app;
}

function lastListRequest(requests: URL[]) {
  return Object.fromEntries(listRequests(requests).at(-1) ?? []);
}

describe('catalog listing (/products)', () => {
  it('asks the API for what the URL says', async () => {
    const { requests } = mockCatalogApi({ products: sampleProducts(30) });
    await openListing(
      '/products?famiglia=mac&prezzo-min=100&prezzo-max=1500,5&disponibili=1&ordine=prezzo-crescente&pagina=2',
    );
    // "1500,5" is no URL amount: that bound is dropped, the rest applies.
    expect(lastListRequest(requests)).toEqual({
      category: 'mac',
      minPriceCents: '10000',
      inStock: 'true',
      sort: 'price-asc',
      page: '2',
      pageSize: '24',
    });
  });

  it('shows the result count in a polite live region', async () => {
    mockCatalogApi({ products: sampleProducts(30) });
    await openListing('/products');
    const count = screen.getByText('30 prodotti');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(24);
  });

  it('ignores invalid parameters instead of failing', async () => {
    const { requests } = mockCatalogApi();
    const app = await openListing(
      '/products?pagina=-3&ordine=caso&prezzo-min=abc&famiglia=TV!&disponibili=forse',
    );
    expect(lastListRequest(requests)).toEqual({ pageSize: '24' });
    expect(screen.getByRole('heading', { level: 1, name: 'Prodotti' })).toBeTruthy();
    expect(app.currentUrl()).toContain('pagina=-3');
  });

  it('ignores a family that does not exist', async () => {
    const { requests } = mockCatalogApi();
    await openListing('/products?famiglia=televisori');
    await waitFor(() => expect(lastListRequest(requests)).toEqual({ pageSize: '24' }));
    expect(screen.getByText('8 prodotti')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Tutte' }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts the order in the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { requests } = mockCatalogApi({ products: sampleProducts(30) });
    const app = await openListing('/products?pagina=2&utm_source=news');
    await user.selectOptions(screen.getByLabelText('Ordina per'), 'Prezzo decrescente');
    await waitFor(() =>
      expect(app.currentUrl()).toBe('/products?utm_source=news&ordine=prezzo-decrescente'),
    );
    await waitFor(() =>
      expect(lastListRequest(requests)).toEqual({ sort: 'price-desc', pageSize: '24' }),
    );
  });

  it('puts the filters in the URL and goes back to page 1 on each change', async () => {
    const user = userEvent.setup();
    mockCatalogApi({ products: sampleProducts(60) });
    const app = await openListing('/products?pagina=2');

    const inStock = screen.getByRole('checkbox', { name: 'Solo disponibili' });
    await user.click(inStock);
    await waitFor(() => expect(app.currentUrl()).toBe('/products?disponibili=1'));
    await waitFor(() => expect((inStock as HTMLInputElement).checked).toBe(true));

    await user.click(screen.getByRole('radio', { name: 'iPad' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/products?famiglia=ipad&disponibili=1'));
    await screen.findByText('Solo disponibili');

    await user.type(screen.getByLabelText('Da'), '1.000');
    await user.type(screen.getByLabelText('A'), '2500,50');
    await user.click(screen.getByRole('button', { name: 'Applica prezzo' }));
    await waitFor(() =>
      expect(app.currentUrl()).toBe(
        '/products?famiglia=ipad&prezzo-min=1000&prezzo-max=2500.50&disponibili=1',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Filtri (4)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/products'));
    await waitFor(() => expect((screen.getByLabelText('Da') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('A') as HTMLInputElement).value).toBe('');
  });

  it('refuses a price that is not an amount, and says why', async () => {
    const user = userEvent.setup();
    mockCatalogApi();
    const app = await openListing('/products');
    const min = screen.getByLabelText('Da');
    await user.type(min, 'tanti{Enter}');
    const error = await screen.findByRole('alert');
    expect(error.textContent).toMatch(/importo valido/);
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(min.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(min);
    expect(app.currentUrl()).toBe('/products');
  });

  it('walks back and forward through the filters', async () => {
    const user = userEvent.setup();
    mockCatalogApi();
    const app = await openListing('/products');
    await user.click(screen.getByRole('checkbox', { name: 'Solo in offerta' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/products?offerte=1'));
    await act(() => app.router.navigate(-1));
    await waitFor(() => expect(app.currentUrl()).toBe('/products'));
    expect(
      (screen.getByRole('checkbox', { name: 'Solo in offerta' }) as HTMLInputElement).checked,
    ).toBe(false);
    await act(() => app.router.navigate(1));
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Solo in offerta' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  it('pages with links that keep the filters', async () => {
    const user = userEvent.setup();
    const { requests } = mockCatalogApi({ products: sampleProducts(60) });
    const app = await openListing('/products?ordine=novita');
    const nav = screen.getByRole('navigation', { name: 'Paginazione' });
    const current = within(nav).getByRole('link', { name: 'Pagina 1' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Pagina 3' }).getAttribute('href')).toBe(
      '/products?ordine=novita&pagina=3',
    );
    expect(within(nav).queryByRole('link', { name: /Precedente/ })).toBeNull();

    await user.click(within(nav).getByRole('link', { name: /Successiva/ }));
    await waitFor(() => expect(app.currentUrl()).toBe('/products?ordine=novita&pagina=2'));
    await waitFor(() => expect(lastListRequest(requests).page).toBe('2'));
    const after = screen.getByRole('navigation', { name: 'Paginazione' });
    await waitFor(() =>
      expect(
        within(after).getByRole('link', { name: 'Pagina 2' }).getAttribute('aria-current'),
      ).toBe('page'),
    );
    expect(
      within(after)
        .getByRole('link', { name: /Precedente/ })
        .getAttribute('href'),
    ).toBe('/products?ordine=novita');
  });

  it('shows an empty state that offers to clear the filters', async () => {
    const user = userEvent.setup();
    mockCatalogApi({ products: [productSummary({ stock: 0 })] });
    const app = await openListing('/products?disponibili=1');
    expect(screen.getByText('0 prodotti')).toBeTruthy();
    expect(screen.getByText('Nessun prodotto corrisponde ai filtri scelti.')).toBeTruthy();
    const clearButtons = screen.getAllByRole('button', { name: 'Azzera filtri' });
    await user.click(clearButtons.at(-1) as HTMLElement);
    await waitFor(() => expect(app.currentUrl()).toBe('/products'));
    expect(await screen.findByText('1 prodotto')).toBeTruthy();
  });

  it('offers the first page when the page asked for is past the end', async () => {
    mockCatalogApi();
    await openListing('/products?pagina=9');
    expect(screen.getByText('Questa pagina non contiene prodotti.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai alla prima pagina' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('hides the filters behind a disclosure button on small screens', async () => {
    const user = userEvent.setup();
    mockCatalogApi();
    await openListing('/products');
    const toggle = screen.getByRole('button', { name: 'Filtri' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.tagName).toBe('FORM');
    expect(panel?.parentElement?.className).not.toContain('--open');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.parentElement?.className).toContain('catalog__filters--open');
    expect(screen.getByRole('group', { name: 'Famiglia' })).toBeTruthy();
  });
});

describe('family listing (/products/{family})', () => {
  it('lists one family under its name and description, without a family filter', async () => {
    const { requests } = mockCatalogApi({ products: sampleProducts(12) });
    await openListing('/products/watch?famiglia=mac');
    expect(screen.getByRole('heading', { level: 1, name: 'Watch' })).toBeTruthy();
    expect(screen.getByText('Apple Watch per lo sport.')).toBeTruthy();
    expect(lastListRequest(requests)).toEqual({ category: 'watch', pageSize: '24' });
    expect(screen.getByText('3 prodotti')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Famiglia' })).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'Percorso' });
    expect(within(crumbs).getByText('Watch').getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Watch – Vetrina'));
  });

  it('keeps the family out of the URL when filtering', async () => {
    const user = userEvent.setup();
    mockCatalogApi({ products: sampleProducts(12) });
    const app = await openListing('/products/watch');
    await user.click(screen.getByRole('checkbox', { name: 'Solo disponibili' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/products/watch?disponibili=1'));
  });
});

describe('new arrivals (/products/new)', () => {
  it('lists the newest first, without an order select', async () => {
    const { requests } = mockCatalogApi();
    await openListing('/products/new?ordine=prezzo-crescente');
    expect(screen.getByRole('heading', { level: 1, name: 'Nuovi arrivi' })).toBeTruthy();
    expect(lastListRequest(requests)).toEqual({ sort: 'newest', pageSize: '24' });
    expect(screen.queryByLabelText('Ordina per')).toBeNull();
  });
});
