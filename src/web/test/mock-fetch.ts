import { vi } from 'vitest';
import { emptyCartResponse, emptyWishlistDocument } from './fixtures';

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Answers one request: a fixed response or a function of the request. */
export type MockRoute = MockResponse | ((request: Request) => MockResponse | Promise<MockResponse>);

export function jsonResponse({ status = 200, body, headers = {} }: MockResponse): Response {
  if (status === 204 || body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * What every logged-in page asks for in the background (the synced cart and wishlist): empty
 * unless a test gives its own answer.
 */
const BACKGROUND_ROUTES: Record<string, MockRoute> = {
  'GET /api/cart': { body: emptyCartResponse() },
  'GET /api/wishlist': { body: emptyWishlistDocument() },
};

/**
 * Stubs global fetch with routes keyed "METHOD /path" (query string ignored), plus the
 * background routes above. Unknown requests answer 404 with the API's error body. Returns the
 * mock to inspect the requests made.
 */
export function mockFetch(testRoutes: Record<string, MockRoute>) {
  const routes = { ...BACKGROUND_ROUTES, ...testRoutes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://localhost'),
      init,
    );
    const { pathname } = new URL(request.url);
    const route = routes[`${request.method} ${pathname}`];
    if (!route)
      return jsonResponse({
        status: 404,
        body: { error: { code: 'not-found', message: 'No route' } },
      });
    return jsonResponse(typeof route === 'function' ? await route(request) : route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
