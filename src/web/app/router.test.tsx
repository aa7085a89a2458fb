import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../domain/auth/session';
import { COMMON_MESSAGES, PAGE_TITLES, AUTH_MESSAGES } from '../../domain/messages';
import { ADMIN, CUSTOMER, productPage, productSummary } from '../test/fixtures';
import { mockFetch, type MockRoute } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

const SLOW = { timeout: 5_000 };

function sessionRoute(user: SessionUser | null): Record<string, MockRoute> {
  return { 'GET /api/auth/session': { body: { user } } };
}

async function findPageTitle(name: string) {
  return screen.findByRole('heading', { level: 1, name }, SLOW);
}

describe('route guards', () => {
  it('sends a guest from a login-only page to /login with path and query as redirect', async () => {
    mockFetch(sessionRoute(null));
    const app = renderApp('/orders?x=1');
    await findPageTitle(PAGE_TITLES.login);
    expect(app.currentUrl()).toBe('/login?redirect=%2Forders%3Fx%3D1');
  });

  it('lets a logged-in user see a login-only page', async () => {
    mockFetch(sessionRoute(CUSTOMER));
    const app = renderApp('/orders');
    await findPageTitle(PAGE_TITLES.orders);
    expect(app.currentUrl()).toBe('/orders');
    await waitFor(() => expect(document.title).toBe(`${PAGE_TITLES.orders} – Vetrina`));
  });

  it('sends a user who is not an admin from /admin to /', async () => {
    mockFetch({ ...sessionRoute(CUSTOMER), 'GET /api/products': { body: productPage([]) } });
    const app = renderApp('/admin');
    await waitFor(() => expect(app.currentUrl()).toBe('/'), SLOW);
    expect(screen.queryByRole('heading', { name: PAGE_TITLES.admin })).toBeNull();
  });

  it('sends a guest from /admin to /', async () => {
    mockFetch({ ...sessionRoute(null), 'GET /api/products': { body: productPage([]) } });
    const app = renderApp('/admin');
    await waitFor(() => expect(app.currentUrl()).toBe('/'), SLOW);
  });

  it('shows /admin and the Admin Tool link to an admin', async () => {
    mockFetch(sessionRoute(ADMIN));
    renderApp('/admin');
    await findPageTitle(PAGE_TITLES.admin);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Admin Tool' })).toBeTruthy();
  });

  it('sends a logged-in user on /login to the redirect target', async () => {
    mockFetch(sessionRoute(CUSTOMER));
    const app = renderApp('/login?redirect=/wishlist');
    await findPageTitle(PAGE_TITLES.wishlist);
    expect(app.currentUrl()).toBe('/wishlist');
  });

  it('refuses a redirect to another site and goes to /', async () => {
    mockFetch({ ...sessionRoute(CUSTOMER), 'GET /api/products': { body: productPage([]) } });
    const app = renderApp('/login?redirect=//evil.example');
    await waitFor(() => expect(app.currentUrl()).toBe('/'), SLOW);
  });

  it('sends a logged-in user on /register without a redirect to /', async () => {
    mockFetch({ ...sessionRoute(CUSTOMER), 'GET /api/products': { body: productPage([]) } });
    const app = renderApp('/register');
    await waitFor(() => expect(app.currentUrl()).toBe('/'), SLOW);
  });

  it('shows a loading state, not a redirect, while the session is unknown', async () => {
    // The session answers only when told to, and then to every request that waited (the page's
    // and, once logged in, the CSRF cookie's).
    let answered = false;
    const waiting: ((value: { body: unknown }) => void)[] = [];
    const answer = () => {
      answered = true;
      for (const resolve of waiting.splice(0)) resolve({ body: { user: CUSTOMER } });
    };
    mockFetch({
      'GET /api/auth/session': () =>
        answered
          ? { body: { user: CUSTOMER } }
          : new Promise((resolve) => {
              waiting.push(resolve);
            }),
    });
    const app = renderApp('/orders');
    expect(await screen.findByRole('status', {}, SLOW)).toBeTruthy();
    expect(app.currentUrl()).toBe('/orders');
    answer();
    await findPageTitle(PAGE_TITLES.orders);
  });

  it('sends /account-setup to /register when no registration is pending', async () => {
    mockFetch(sessionRoute(null));
    const app = renderApp('/account-setup');
    await findPageTitle(PAGE_TITLES.register);
    expect(app.currentUrl()).toBe('/register');
  });

  it('shows /account-setup while a registration is pending', async () => {
    window.sessionStorage.setItem('pendingRegistration', 'x');
    mockFetch(sessionRoute(null));
    renderApp('/account-setup');
    await findPageTitle(PAGE_TITLES.accountSetup);
  });
});

describe('route table', () => {
  it('redirects /cart to /shoppingbag keeping the query string', async () => {
    mockFetch(sessionRoute(null));
    const app = renderApp('/cart?x=1');
    await findPageTitle(PAGE_TITLES.shoppingBag);
    expect(app.currentUrl()).toBe('/shoppingbag?x=1');
  });

  it('shows the not-found page for an unknown path', async () => {
    mockFetch(sessionRoute(null));
    renderApp('/nowhere/at-all');
    await findPageTitle(COMMON_MESSAGES.notFoundTitle);
    expect(screen.getByRole('link', { name: COMMON_MESSAGES.backHome }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('prefers /products/new over the product detail route', async () => {
    mockFetch(sessionRoute(null));
    renderApp('/products/new');
    await findPageTitle(PAGE_TITLES.productsNew);
  });

  it('opens a product detail page through the product route', async () => {
    mockFetch({
      ...sessionRoute(null),
      'GET /api/categories': { body: { items: [] } },
      'GET /api/products/iphone-16-pro': {
        body: {
          product: { ...productSummary(), description: 'Il più potente.', specs: [] },
          canonicalSegment: 'iphone-16-pro',
        },
      },
      'GET /api/products': { body: productPage([]) },
    });
    renderApp('/products/iphone-16-pro');
    await findPageTitle('iPhone 16 Pro');
  });
});

describe('shell', () => {
  it('shows the start-up error bar when the session cannot be loaded', async () => {
    mockFetch({
      'GET /api/auth/session': {
        status: 503,
        body: { error: { code: 'internal', message: 'db down' } },
      },
    });
    renderApp('/shoppingbag');
    const bar = await screen.findByRole('alert', {}, SLOW);
    expect(bar.textContent).toBe(
      `${COMMON_MESSAGES.startupErrorPrefix}Si è verificato un errore imprevisto. Riprova tra poco.`,
    );
  });

  it('offers a guest the login link with the current page as redirect', async () => {
    mockFetch(sessionRoute(null));
    renderApp('/shoppingbag?x=1');
    await findPageTitle(PAGE_TITLES.shoppingBag);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const link = await screen.findByRole('link', { name: 'Accedi' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fshoppingbag%3Fx%3D1');
    await userEvent.click(link);
    expect(window.localStorage.getItem('redirectAfterLogin')).toBe('/shoppingbag?x=1');
    await findPageTitle(PAGE_TITLES.login);
  });

  it('logs a user out with the CSRF header and shows the login link again', async () => {
    document.cookie = 'csrf_token=tok-1; path=/';
    let user: SessionUser | null = CUSTOMER;
    const fetchMock = mockFetch({
      'GET /api/auth/session': () => ({ body: { user } }),
      'POST /api/auth/logout': () => {
        user = null;
        return { status: 204 };
      },
    });
    renderApp('/shoppingbag');
    await findPageTitle(PAGE_TITLES.shoppingBag);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByText(CUSTOMER.displayName)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Esci' })).toBeNull(), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('link', { name: 'Accedi' }, SLOW);
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/logout');
    expect(new Headers(logoutCall?.[1]?.headers).get('x-csrf-token')).toBe('tok-1');
  });

  it('has a skip link to the main content and a footer with the year', async () => {
    mockFetch(sessionRoute(null));
    renderApp('/shoppingbag');
    await findPageTitle(PAGE_TITLES.shoppingBag);
    const skip = screen.getByRole('link', { name: 'Vai al contenuto' });
    await userEvent.click(skip);
    expect(document.activeElement?.id).toBe('main');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Vetrina`)).toBeTruthy();
  });
});

describe('home page', () => {
  // The home page's own content is covered in pages/home.page.test.tsx; here: it is routed.
  it('is the page of /', async () => {
    mockFetch({
      ...sessionRoute(null),
      'GET /api/categories': { body: { items: [] } },
      'GET /api/products': { body: productPage([productSummary()]) },
    });
    renderApp('/');
    expect(
      (await screen.findAllByRole('link', { name: 'iPhone 16 Pro' }, SLOW)).length,
    ).toBeGreaterThan(0);
  });
});

describe('login page', () => {
  function loginRoutes(onLogin: (request: Request) => MockRoute & object) {
    let user: SessionUser | null = null;
    return mockFetch({
      'GET /api/auth/session': () => ({ body: { user } }),
      'POST /api/auth/login': async (request) => {
        const answer = onLogin(request);
        const response = typeof answer === 'function' ? await answer(request) : answer;
        if ((response.status ?? 200) === 200) user = CUSTOMER;
        return response;
      },
      'GET /api/products': { body: productPage([]) },
    });
  }

  async function submitLogin(email: string, password: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', {}, SLOW), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
  }

  it('announces wrong credentials', async () => {
    loginRoutes(() => ({
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'bad' } },
    }));
    renderApp('/login');
    await submitLogin('mario@example.com', 'sbagliata');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      AUTH_MESSAGES.invalidCredentials,
    );
  });

  it('goes to the redirect target after logging in', async () => {
    const fetchMock = loginRoutes(() => ({ body: { user: CUSTOMER } }));
    const app = renderApp('/login?redirect=%2Forders%3Fx%3D1');
    await submitLogin('Mario@Example.com ', 'segreta');
    await findPageTitle(PAGE_TITLES.orders);
    expect(app.currentUrl()).toBe('/orders?x=1');
    const loginCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      email: 'mario@example.com',
      password: 'segreta',
    });
  });

  it('goes to the saved redirectAfterLogin when there is no redirect parameter', async () => {
    window.localStorage.setItem('redirectAfterLogin', '/settings');
    loginRoutes(() => ({ body: { user: CUSTOMER } }));
    const app = renderApp('/login');
    await submitLogin('mario@example.com', 'segreta');
    await findPageTitle(PAGE_TITLES.settings);
    expect(app.currentUrl()).toBe('/settings');
    expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('goes home when no target is known', async () => {
    loginRoutes(() => ({ body: { user: CUSTOMER } }));
    const app = renderApp('/login');
    await submitLogin('mario@example.com', 'segreta');
    await waitFor(() => expect(app.currentUrl()).toBe('/'), SLOW);
  });

  it('asks for valid fields before calling the server', async () => {
    const fetchMock = loginRoutes(() => ({ body: { user: CUSTOMER } }));
    renderApp('/login');
    await submitLogin('non-una-email', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Inserisci un indirizzo email valido e la password.',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/login')).toBe(false);
  });
});
