import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_PAGES,
  findContentPage,
  type ContentPageKind,
} from '../../../domain/content-pages';
import type { PublicShopSettings } from '../../../domain/admin/shop-settings';
import { CUSTOMER_SERVICE_HOURS } from '../../../domain/content/content.messages';
import { matchAppRoute } from '../../../domain/routes';
import { productPage, productSummary } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import type { ContentBodies } from './content-body';
import { CONTENT_BODY_MODULES, loadContentPageModule } from './content-page-module';
import { contentPageDescription } from '../../../domain/content-page-descriptions';
import type { ContentPageFrame } from './content-page-frame';
import { ContentPageView } from './content-page-view';
import { PresentationsBody } from './bodies/presentations.body';
import { ShippingCostsBody } from './bodies/shipping-costs.body';

const KINDS = Object.keys(CONTENT_BODY_MODULES) as ContentPageKind[];

async function bodiesOf(kind: ContentPageKind): Promise<ContentBodies> {
  const module = await CONTENT_BODY_MODULES[kind]();
  if (!module) throw new Error(`No body module for ${kind}`);
  return module.CONTENT_BODIES;
}

async function bodyOf(path: string) {
  const page = findContentPage(path);
  if (!page) throw new Error(`No content page ${path}`);
  const body = (await bodiesOf(page.kind))[path];
  if (!body) throw new Error(`No body for ${path}`);
  return { page, body };
}

/** The shop settings of a shop whose seller's identity is complete. */
const SELLER: Required<PublicShopSettings> = {
  companyName: 'Vetrina Test S.r.l.',
  vatNumber: '12345678903',
  reaNumber: 'MI-1234567',
  registeredOffice: 'Via Roma 1, 20121 Milano (MI)',
  pec: 'vetrina-test@pec.it',
  phone: '02 1234 5678',
  customerServiceEmail: 'assistenza@vetrina-test.it',
  customerServiceHours: 'dal lunedì al sabato, dalle 8:00 alle 20:00',
};

/** A placeholder left in the text: anything in square brackets. */
const BRACKETED = /\[[^\]]*\]/;

/**
 * A page frame with its body, on a memory router, with products and, when given, the shop
 * settings answered by a mock API (without them GET /api/shop-settings answers 404).
 */
async function renderFramed(
  page: ContentPageFrame,
  children: ReactNode,
  shopSettings?: PublicShopSettings,
) {
  mockFetch({
    ...(shopSettings ? { 'GET /api/shop-settings': { body: shopSettings } } : {}),
    'GET /api/products': {
      body: productPage([
        productSummary(),
        productSummary({
          id: 2,
          slug: 'iphone-14-ricondizionato',
          name: 'iPhone 14 ricondizionato',
          compareAtPriceCents: 79900,
          priceCents: 59900,
          tags: ['ricondizionato'],
        }),
      ]),
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '*', element: <ContentPageView page={page}>{children}</ContentPageView> }],
    { initialEntries: [page.path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: page.title });
  return view;
}

async function renderContentPage(path: string, shopSettings?: PublicShopSettings) {
  const { page, body } = await bodyOf(path);
  const { Body } = body;
  const view = await renderFramed(
    { ...page, description: contentPageDescription(path) },
    <Body />,
    shopSettings,
  );
  return { page, view, main: view.container };
}

/** The visible text, with every kind of space (Intl uses no-break spaces) as one plain space. */
function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ');
}

/** The only links out of the shop: the attribution the DB-IP licence asks for on /privacy. */
const LICENCE_LINKS = new Set([
  'https://db-ip.com',
  'https://creativecommons.org/licenses/by/4.0/deed.it',
]);

/** Every link of the rendered page leads to a page the app has (no 404 from the content). */
function expectOnlyKnownLinks(container: HTMLElement, where: string) {
  for (const link of container.querySelectorAll('a')) {
    const href = link.getAttribute('href') ?? '';
    if (where === '/privacy' && LICENCE_LINKS.has(href)) continue;
    expect(href.startsWith('/'), `${where}: ${href} is internal`).toBe(true);
    const pathname = new URL(href, 'http://localhost').pathname;
    const known = matchAppRoute(pathname) !== null || findContentPage(pathname) !== undefined;
    expect(known, `${where}: link to ${href}`).toBe(true);
    expect(link.textContent?.trim(), `${where}: link text of ${href}`).not.toBe('');
  }
}

describe('content bodies', () => {
  it('has exactly one body for every content page, in the chunk of its kind', async () => {
    for (const kind of KINDS) {
      const bodies = await bodiesOf(kind);
      const expected = CONTENT_PAGES.filter((page) => page.kind === kind).map((page) => page.path);
      expect(Object.keys(bodies).sort(), kind).toEqual(expected.sort());
    }
  });

  for (const page of CONTENT_PAGES) {
    it(`renders ${page.path} with a real body and only working links`, async () => {
      const { view } = await renderContentPage(page.path);
      const body = view.container.querySelector('.content-body');
      expect(body).not.toBeNull();
      const text = body ? textOf(body).trim() : '';
      expect(text.length, `${page.path} body length`).toBeGreaterThan(400);
      expect(body?.querySelector('p'), `${page.path} has paragraphs`).not.toBeNull();
      expect(text).not.toMatch(/\b(lorem ipsum|TODO|undefined|NaN)\b|\[object Object\]/);
      // The shop settings are not given here: nothing stands in for them.
      expect(text, page.path).not.toMatch(BRACKETED);
      expectOnlyKnownLinks(view.container, page.path);
      // Headings go down one level at a time under the page's <h1>.
      const levels = [...view.container.querySelectorAll('h1, h2, h3, h4')].map((h) =>
        Number(h.tagName[1]),
      );
      levels.forEach((level, i) => {
        if (i > 0) expect(level - (levels[i - 1] ?? 1), page.path).toBeLessThanOrEqual(1);
      });
    });
  }

  it('frames a page with breadcrumbs, the title as <h1>, the lead and the revision date', async () => {
    await renderContentPage('/returns');
    const trail = screen.getByRole('navigation', { name: 'Percorso' });
    const crumbs = within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(crumbs).toEqual(['Home', 'Supporto clienti', 'Resi e diritto di recesso']);
    expect(within(trail).getByRole('link', { name: 'Supporto clienti' }).getAttribute('href')).toBe(
      '/support',
    );
    expect(within(trail).getByText('Resi e diritto di recesso').getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('21 novembre 2026').getAttribute('dateTime')).toBe('2026-11-21');
    await waitFor(() => expect(document.title).toBe('Resi e diritto di recesso – Vetrina'));
  });

  it('lists the sub-pages of a section as cards', async () => {
    await renderContentPage('/services');
    for (const path of ['/services/supporto', '/services/garanzia', '/services/configurazione']) {
      const title = findContentPage(path)?.title ?? '';
      expect(screen.getByRole('link', { name: title }).getAttribute('href')).toBe(path);
    }
  });

  it('lists /news/presentations among the news cards', async () => {
    await renderContentPage('/news');
    expect(screen.getByRole('link', { name: 'Presentazioni' }).getAttribute('href')).toBe(
      '/news/presentations',
    );
  });

  it('shows matching catalog products on an offer page', async () => {
    await renderContentPage('/deals/ricondizionati');
    expect(
      await screen.findByRole('link', { name: 'iPhone 14 ricondizionato' }, { timeout: 3000 }),
    ).toBeTruthy();
    const calls = (fetch as unknown as { mock: { calls: [RequestInfo | URL][] } }).mock.calls.map(
      ([url]) => String(url),
    );
    expect(calls).toContain('/api/products?tag=ricondizionato&pageSize=24');
  });
});

describe('legal and help pages', () => {
  it('state the seller’s identity from the shop settings', async () => {
    for (const path of ['/terms', '/privacy', '/contact']) {
      const { view } = await renderContentPage(path, SELLER);
      await waitFor(() => expect(textOf(view.container), path).toContain(SELLER.vatNumber));
      const text = textOf(view.container);
      for (const value of Object.values(SELLER)) {
        if (value !== SELLER.customerServiceHours || path === '/contact')
          expect(text, `${path}: ${value}`).toContain(value);
      }
      expect(text, path).not.toMatch(BRACKETED);
      view.unmount();
    }
  });

  it('name the seller as the recipient of the model withdrawal form', async () => {
    const { view } = await renderContentPage('/returns', SELLER);
    const recipient = await screen.findByText(/^Destinatario:/);
    expect(textOf(recipient)).toBe(
      `Destinatario: ${SELLER.companyName}, ${SELLER.registeredOffice}, email ${SELLER.customerServiceEmail}, PEC ${SELLER.pec}`,
    );
    expect(textOf(view.container)).toContain(
      `scrivi a ${SELLER.customerServiceEmail}, oppure alla PEC ${SELLER.pec}, oppure invia una raccomandata A/R a ${SELLER.companyName}, ${SELLER.registeredOffice}.`,
    );
  });

  it('state the contacts and the hours given, and the usual hours when none are', async () => {
    const { view } = await renderContentPage('/contact', SELLER);
    await waitFor(() =>
      expect(textOf(view.container)).toContain(
        `Il servizio clienti di Vetrina risponde ${SELLER.customerServiceHours}.`,
      ),
    );
    expect(textOf(view.container)).toContain(`${SELLER.phone} — ${SELLER.customerServiceHours}.`);
    view.unmount();

    const usual = await renderContentPage('/contact', {
      customerServiceHours: CUSTOMER_SERVICE_HOURS,
    });
    await waitFor(() =>
      expect(textOf(usual.view.container)).toContain(
        `Il servizio clienti di Vetrina risponde ${CUSTOMER_SERVICE_HOURS}.`,
      ),
    );
  });

  it('leave out what is not given: no brackets, no sentence naming a missing value', async () => {
    const partial: PublicShopSettings = {
      companyName: SELLER.companyName,
      pec: SELLER.pec,
      customerServiceHours: CUSTOMER_SERVICE_HOURS,
    };
    for (const path of ['/terms', '/privacy', '/contact', '/returns', '/cookie-policy']) {
      const { view } = await renderContentPage(path, partial);
      await waitFor(() => expect(textOf(view.container), path).toContain(SELLER.companyName));
      const text = textOf(view.container);
      expect(text, path).not.toMatch(BRACKETED);
      expect(text, path).not.toMatch(/ a [.,:;]| a $|Telefono|Sede legale|Numero REA/);
      expect(text, path).not.toContain('undefined');
      view.unmount();
    }
    const { view } = await renderContentPage('/returns', partial);
    const recipient = await screen.findByText(/^Destinatario:/);
    expect(textOf(recipient)).toBe(`Destinatario: ${SELLER.companyName}, PEC ${SELLER.pec}`);
    expect(textOf(view.container)).toContain(
      `dalla consegna: scrivi alla PEC ${SELLER.pec}. Puoi usare il modulo`,
    );
  });

  it('offer only the ways of contact given', async () => {
    const both = await renderContentPage('/services/supporto', SELLER);
    await waitFor(() =>
      expect(textOf(both.view.container)).toContain(
        `Scrivi a ${SELLER.customerServiceEmail} o chiama il ${SELLER.phone}, ${SELLER.customerServiceHours}. Indica`,
      ),
    );
    both.view.unmount();
    const phoneOnly = await renderContentPage('/services/supporto', {
      phone: SELLER.phone,
      customerServiceHours: CUSTOMER_SERVICE_HOURS,
    });
    await waitFor(() =>
      expect(textOf(phoneOnly.view.container)).toContain(
        `Chiama il ${SELLER.phone}, ${CUSTOMER_SERVICE_HOURS}. Indica`,
      ),
    );
  });

  it('leave out the seller’s identity altogether while nothing is given', async () => {
    const privacy = await renderContentPage('/privacy');
    // No heading is left without its text.
    expect(screen.queryByRole('heading', { name: 'Titolare del trattamento' })).toBeNull();
    privacy.view.unmount();
    const { view } = await renderContentPage('/terms');
    const text = textOf(view.container);
    expect(text).not.toContain('gestiti da:');
    expect(text).not.toContain('Destinatario');
    expect(text).toContain(
      'Prima della scadenza del termine inviaci una dichiarazione esplicita della tua decisione di recedere. Puoi usare',
    );
  });

  it('the terms cover withdrawal, legal guarantee, VAT, payments, delivery and disputes', async () => {
    const { view } = await renderContentPage('/terms');
    const text = textOf(view.container);
    for (const phrase of [
      'Codice del Consumo',
      'recesso',
      '14 giorni',
      'Modulo di recesso tipo',
      'garanzia legale',
      '26 mesi',
      'IVA',
      '22%',
      'Visa',
      '30 giorni',
      'ec.europa.eu/consumers/odr',
      'art. 66-bis',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it('the returns page explains the withdrawal step by step, with the model form', async () => {
    const { view } = await renderContentPage('/returns');
    const text = textOf(view.container);
    for (const phrase of [
      'diritto di recesso',
      '14 giorni',
      'Spese di restituzione',
      'a tuo carico',
      'Rimborso',
      'Con la presente io/noi',
      'Cancellare la dicitura inutile',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it('the privacy policy names controller, bases, retention, rights and the Garante', async () => {
    const { view } = await renderContentPage('/privacy', SELLER);
    await waitFor(() => expect(textOf(view.container)).toContain(SELLER.companyName));
    const text = textOf(view.container);
    for (const phrase of [
      'Titolare del trattamento',
      '2016/679',
      '196/2003',
      'Base giuridica',
      'Conservazione',
      'accedere',
      'rettificarli',
      'cancellarli',
      'portabilità',
      'opporti',
      'Garante per la protezione dei dati personali',
      'Non vendiamo',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
    // The device location's database asks for this attribution with a link (CC BY 4.0).
    expect(screen.getByRole('link', { name: 'IP Geolocation by DB-IP' }).getAttribute('href')).toBe(
      'https://db-ip.com',
    );
  });

  it('the cookie policy lists every cookie and storage key the shop uses', async () => {
    const { view } = await renderContentPage('/cookie-policy');
    const text = textOf(view.container);
    for (const name of [
      'vetrina_session',
      'csrf_token',
      'user_data',
      'last_login_time',
      'consent:v1',
      'recentSearches',
      'wishlist',
      'pendingWishlistItem',
      'redirectAfterLogin',
      'pending_registration',
      'HttpOnly',
      '365 giorni',
      'Preferenze cookie',
      'Non usiamo cookie di profilazione',
    ]) {
      expect(text, name).toContain(name);
    }
  });
});

describe('the route module of a content page', () => {
  it('prefetches the shop settings, so the first render already states them', async () => {
    mockFetch({ 'GET /api/shop-settings': { body: SELLER } });
    const page = findContentPage('/terms');
    if (!page) throw new Error('No /terms page');
    const module = await loadContentPageModule(page);
    if (!module?.prefetch) throw new Error('No prefetch');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await module.prefetch({ queryClient });
    const Page = module.default;
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
      initialEntries: ['/terms'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // Synchronously: no request is waited for after the prefetch.
    expect(screen.getAllByText(SELLER.vatNumber).length).toBeGreaterThan(0);
    expect(screen.getByText(/^Destinatario:/).textContent).toContain(SELLER.companyName);
  });

  it('still renders when the shop settings cannot be read, leaving them out', async () => {
    mockFetch({
      'GET /api/shop-settings': {
        status: 503,
        body: { error: { code: 'unavailable', message: 'x' } },
      },
    });
    const page = findContentPage('/contact');
    if (!page) throw new Error('No /contact page');
    const module = await loadContentPageModule(page);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await module?.prefetch?.({ queryClient });
    const Page = module!.default;
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
      initialEntries: ['/contact'],
    });
    const view = render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: page.title });
    const text = textOf(view.container);
    expect(text).toContain(`risponde ${CUSTOMER_SERVICE_HOURS}.`);
    expect(text).not.toMatch(BRACKETED);
  });
});

describe('app routes in the content frame', () => {
  it('/shipping-costs states the shipping rules', async () => {
    const view = await renderFramed(
      { path: '/shipping-costs', title: 'Costi di spedizione', description: 'Regole.' },
      <ShippingCostsBody />,
    );
    const text = textOf(view.container);
    expect(text).toContain('Gratuita');
    expect(text).toContain('9,90 €');
    expect(text).toContain('Sicilia e Sardegna');
    expect(text).toContain('Isole minori');
    expect(text).toContain('solo in Italia');
    expect(screen.getByRole('table', { name: /Costi e tempi/ })).toBeTruthy();
    expectOnlyKnownLinks(view.container, '/shipping-costs');
  });

  it('/news/presentations lists dated events in Italian cities', async () => {
    const view = await renderFramed(
      { path: '/news/presentations', title: 'Presentazioni', description: 'Eventi.' },
      <PresentationsBody />,
    );
    const times = [...view.container.querySelectorAll('.content-event time')];
    expect(times.length).toBeGreaterThanOrEqual(4);
    for (const time of times) expect(time.getAttribute('dateTime')).toMatch(/^202[67]-/);
    expect(view.container.textContent).toContain('giovedì 3 dicembre 2026');
    expect(view.container.textContent).toContain('Milano');
    expectOnlyKnownLinks(view.container, '/news/presentations');
  });
});
