import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/mock-fetch';
import {
  CATEGORIES,
  pageFixture,
  productFixture,
  renderProductPages,
  requestsTo,
} from '../test-support/render-admin-products';

const IPHONE = productFixture();
const MAC = productFixture({
  id: 8,
  slug: 'macbook-air',
  name: 'MacBook Air',
  priceCents: 119900,
  compareAtPriceCents: 139900,
  stock: 0,
  image: null,
  images: [],
  category: { id: 2, name: 'Mac' },
  categoryId: 2,
  isVisible: false,
  isFeatured: true,
});

function select(name: string) {
  return screen.getByLabelText(name) as HTMLSelectElement;
}

describe('/admin/products', () => {
  it('reads search, filters, sort and page from the address, shows and sends them', async () => {
    const fetchMock = mockFetch({
      'GET /api/categories': { body: { items: CATEGORIES } },
      'GET /api/admin/products': {
        body: pageFixture([IPHONE, MAC], { page: 2, total: 60, hasNextPage: true }),
      },
    });
    renderProductPages(
      '/admin/products?q=mac&category=2&visible=no&featured=yes&stock=out&sort=price-desc&page=2',
    );
    const table = await screen.findByRole('table', { name: 'Prodotti del catalogo: 60 prodotti' });

    const [request] = requestsTo(fetchMock, 'GET', '/api/admin/products');
    expect(Object.fromEntries(request?.search ?? [])).toEqual({
      q: 'mac',
      category: '2',
      visible: 'no',
      featured: 'yes',
      stock: 'out',
      sort: 'price-desc',
      page: '2',
    });
    expect((screen.getByLabelText('Cerca per nome') as HTMLInputElement).value).toBe('mac');
    await waitFor(() => expect(select('Categoria').value).toBe('2'));
    expect(select('Visibile').value).toBe('no');
    expect(select('In evidenza').value).toBe('yes');
    expect(select('Disponibilità').value).toBe('out');
    expect(select('Ordina per').value).toBe('price-desc');

    const macRow = within(table)
      .getByRole('rowheader', { name: /MacBook Air/ })
      .closest('tr')!;
    expect(within(macRow).getByText('1.199,00 €')).toBeTruthy();
    expect(within(macRow).getByText('1.399,00 €').tagName).toBe('S');
    expect(within(macRow).getByText('Nessuna immagine')).toBeTruthy();
    const iphoneRow = within(table)
      .getByRole('rowheader', { name: /iPhone 16 Pro/ })
      .closest('tr')!;
    expect(iphoneRow.querySelector('img')?.getAttribute('src')).toBe('/uploads/iphone-16-pro.svg');
    expect(
      within(table).getByRole('link', { name: 'Modifica "MacBook Air"' }).getAttribute('href'),
    ).toBe('/admin/products/8');

    const pages = screen.getByRole('navigation', { name: 'Pagina 2 di 3' });
    expect(
      within(pages).getByRole('link', { name: 'Pagina successiva' }).getAttribute('href'),
    ).toBe(
      '/admin/products?q=mac&category=2&visible=no&featured=yes&stock=out&sort=price-desc&page=3',
    );
    expect(
      within(pages).getByRole('link', { name: 'Pagina precedente' }).getAttribute('href'),
    ).toBe('/admin/products?q=mac&category=2&visible=no&featured=yes&stock=out&sort=price-desc');
  });

  it('puts a new search, filter or sort in the address, back on page 1', async () => {
    const fetchMock = mockFetch({
      'GET /api/categories': { body: { items: CATEGORIES } },
      'GET /api/admin/products': { body: pageFixture([IPHONE]) },
    });
    const app = renderProductPages('/admin/products?page=3');
    await screen.findByRole('table');

    await userEvent.type(screen.getByLabelText('Cerca per nome'), ' iphone {Enter}');
    await waitFor(() => expect(app.currentUrl()).toBe('/admin/products?q=iphone'));
    await userEvent.selectOptions(select('Ordina per'), 'Nome (A–Z)');
    await waitFor(() => expect(app.currentUrl()).toBe('/admin/products?q=iphone&sort=name-asc'));
    await userEvent.selectOptions(select('Disponibilità'), 'In esaurimento (1–5)');
    await waitFor(() =>
      expect(app.currentUrl()).toBe('/admin/products?q=iphone&stock=low&sort=name-asc'),
    );
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', '/api/admin/products').map(({ search }) => search.toString()),
      ).toContain('q=iphone&stock=low&sort=name-asc'),
    );
  });

  it('says "più di N" and pages on without a page count when the total is not exact', async () => {
    mockFetch({
      'GET /api/categories': { body: { items: CATEGORIES } },
      'GET /api/admin/products': {
        body: pageFixture([IPHONE], {
          page: 2000,
          total: 49_975,
          totalExact: false,
          hasNextPage: true,
        }),
      },
    });
    renderProductPages('/admin/products?page=2000');
    expect(
      await screen.findByRole('table', { name: 'Prodotti del catalogo: più di 49.975 prodotti' }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pagina 2000' })).toBeTruthy();
  });

  it('hides, shows and features a product from the table, each with its notification', async () => {
    let listed = [IPHONE, MAC];
    const fetchMock = mockFetch({
      'GET /api/categories': { body: { items: CATEGORIES } },
      'GET /api/admin/products': () => ({ body: pageFixture(listed) }),
      'POST /api/admin/products/7/visibility': () => {
        listed = [{ ...IPHONE, isVisible: false }, MAC];
        return { body: { product: listed[0] } };
      },
      'POST /api/admin/products/8/visibility': () => {
        listed = [listed[0]!, { ...MAC, isVisible: true }];
        return { body: { product: listed[1] } };
      },
      'POST /api/admin/products/8/featured': {
        status: 404,
        body: {
          error: {
            code: 'not-found',
            message: 'Prodotto non trovato: forse è stato eliminato nel frattempo.',
          },
        },
      },
      'POST /api/admin/products/7/featured': () => ({
        body: { product: { ...listed[0]!, isFeatured: true } },
      }),
    });
    renderProductPages('/admin/products');
    const hideIphone = await screen.findByRole('checkbox', {
      name: 'Visibile nel negozio: "iPhone 16 Pro"',
    });
    expect((hideIphone as HTMLInputElement).checked).toBe(true);

    await userEvent.click(hideIphone);
    expect(await screen.findByText('Prodotto "iPhone 16 Pro" nascosto dal negozio.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/admin/products/7/visibility')[0]?.body).toEqual({
      visible: false,
    });
    await waitFor(() =>
      expect(
        (
          screen.getByRole('checkbox', {
            name: 'Visibile nel negozio: "iPhone 16 Pro"',
          }) as HTMLInputElement
        ).checked,
      ).toBe(false),
    );

    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Visibile nel negozio: "MacBook Air"' }),
    );
    expect(
      await screen.findByText('Prodotto "MacBook Air" ora visibile nel negozio.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'In evidenza: "iPhone 16 Pro"' }));
    expect(
      await screen.findByText('"iPhone 16 Pro" aggiunto ai prodotti in evidenza.'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/admin/products/7/featured')[0]?.body).toEqual({
      featured: true,
    });

    await userEvent.click(screen.getByRole('checkbox', { name: 'In evidenza: "MacBook Air"' }));
    expect(
      await screen.findByText(
        'Errore: Prodotto non trovato: forse è stato eliminato nel frattempo.',
      ),
    ).toBeTruthy();
  });

  it('regenerates every slug after a confirmation and says how many changed', async () => {
    const fetchMock = mockFetch({
      'GET /api/categories': { body: { items: CATEGORIES } },
      'GET /api/admin/products': { body: pageFixture([IPHONE]) },
      'POST /api/admin/products/slugs/regenerate': { body: { updated: 12 } },
    });
    renderProductPages('/admin/products');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Rigenera slug' }));
    expect(requestsTo(fetchMock, 'POST', '/api/admin/products/slugs/regenerate')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Sì, rigenera' }));
    expect(await screen.findByText('12 slug aggiornati.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/admin/products/slugs/regenerate')).toHaveLength(1);
  });
});
